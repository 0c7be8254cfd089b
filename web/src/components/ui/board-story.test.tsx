import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BoardStory, plainParagraphs } from './board-story';
import MarkdownText from './markdown-text';

const render = (description: string) => renderToStaticMarkup(<MarkdownText>{description}</MarkdownText>);

describe('a board description', () => {
  it('renders as markdown', () => {
    expect(render('A **walnut** bed\n\n- Linen')).toContain('<p>A <strong>walnut</strong> bed</p>\n<ul>\n<li>Linen</li>\n</ul>');
  });

  it('renders no picture and no link, keeping a link’s words, and raw HTML only as text', () => {
    const html = render(
      'Look ![pixel](https://evil.example/p.png) and [click here](https://evil.example) or <https://evil.example/auto>\n\n<img src="https://evil.example/x.png">',
    );
    expect(html).not.toMatch(/<img|<a |evil\.example\/p\.png|href=/);
    expect(html).toContain('<p>Look  and click here or https://evil.example/auto</p>');
    expect(html).toContain('&lt;img src=&quot;https://evil.example/x.png&quot;&gt;');
  });

  it('shows its words without the marks while the renderer loads, never a picture or a link', () => {
    expect(
      plainParagraphs('## A room\n\nA **walnut** bed, [see](https://evil.example) ![x](https://evil.example/p.png)\n\n- Linen'),
    ).toEqual(['A room', 'A walnut bed, see', 'Linen']);
    const html = renderToStaticMarkup(<BoardStory title="Calm" mainTitle="Rest" description={'A **walnut** bed\n\nLinen'} />);
    expect(html).toContain('<h2');
    expect(html).toContain('<p>A walnut bed</p><p>Linen</p>');
  });
});
