import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BoardStory } from './board-story';

const render = (description: string) => renderToStaticMarkup(<BoardStory title="" mainTitle="" description={description} />);

describe('BoardStory', () => {
  it('renders the description as markdown', () => {
    expect(render('A **walnut** bed\n\n- Linen')).toContain('<p>A <strong>walnut</strong> bed</p>\n<ul>\n<li>Linen</li>\n</ul>');
  });

  it('renders no picture and no link from the description, keeping a link’s words, and raw HTML only as text', () => {
    const html = render(
      'Look ![pixel](https://evil.example/p.png) and [click here](https://evil.example) or <https://evil.example/auto>\n\n<img src="https://evil.example/x.png">',
    );
    expect(html).not.toMatch(/<img|<a |evil\.example\/p\.png|href=/);
    expect(html).toContain('<p>Look  and click here or https://evil.example/auto</p>');
    expect(html).toContain('&lt;img src=&quot;https://evil.example/x.png&quot;&gt;');
  });
});
