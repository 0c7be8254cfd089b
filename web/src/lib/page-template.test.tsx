import { fillTemplate } from '@contracts/page-template';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Each, PageTemplateRender, templateMarkup, useTemplateView, When } from './page-template';

interface Room {
  owner: string;
  photo: string | null;
  tags: string[];
  boards: { title: string }[];
}
type RoomView = { owner: string; initials: string; photo: string | null; tags: readonly string[]; boards: readonly { title: string }[] };
const roomView = (room: Room): RoomView => ({ ...room, initials: room.owner.slice(0, 1) });

/** A page written once: text beside values, a photo or initials, a list of strings and a list of views. */
function Page({ room }: { room: Room }) {
  const view = useTemplateView(room, roomView)!;
  return (
    <section>
      <p>By {view.owner}.</p>
      <span>
        <When name="photo" value={view.photo} otherwise={view.initials}>
          <img src={view.photo ?? undefined} alt="" />
        </When>
      </span>
      <When name="tags" value={view.tags}>
        <ul>
          <Each name="tags" items={view.tags}>
            {(tag) => <li key={tag}>{tag}</li>}
          </Each>
        </ul>
      </When>
      <When name="boards" value={view.boards} otherwise={<p>{view.owner} has no boards.</p>}>
        <Each name="boards" items={view.boards}>
          {(board) => <h2 key={board.title}>{board.title}</h2>}
        </Each>
      </When>
    </section>
  );
}

/** React writes an image's preload ahead of the markup; the build moves it to the head (prerender.tsx). */
const page = (room: Room, template = false) => {
  const html = renderToString(
    template ? (
      <PageTemplateRender>
        <Page room={room} />
      </PageTemplateRender>
    ) : (
      <Page room={room} />
    ),
  );
  return html.replace(/^(?:<link [^>]*>)*/, '');
};

const sample: Room = { owner: 'Inês & "Co"', photo: '/a.png', tags: ['oak', 'linen'], boards: [{ title: 'Calm <b>' }] };

describe('a page written once, rendered by React and filled from its template', () => {
  it('renders the view as plain React outside the template render', () => {
    const html = page({ owner: 'Bo', photo: null, tags: [], boards: [] });
    expect(html).toBe('<section><p>By <!-- -->Bo<!-- -->.</p><span>B</span><p>Bo<!-- --> has no boards.</p></section>');
  });

  it('marks values, lists and conditions in the template render', () => {
    const template = templateMarkup(page(sample, true));
    expect(template).toContain('<span>{{?photo}}<img src="{{photo}}" alt=""/>{{/photo}}{{^photo}}{{initials}}{{/photo}}</span>');
    expect(template).toContain('{{?tags}}<ul>{{#tags}}<li>{{.}}</li>{{/tags}}</ul>{{/tags}}');
  });

  it('fills the template into what React renders for other data, which may differ in every branch', () => {
    const template = templateMarkup(page(sample, true));
    const rooms: Room[] = [
      sample,
      { owner: "Aiko O'Neil", photo: null, tags: [], boards: [] },
      { owner: 'Marcus', photo: '/m.png', tags: ['bold'], boards: [{ title: 'A' }, { title: 'B & C' }] },
    ];
    for (const room of rooms) expect(fillTemplate(template, roomView(room))).toBe(page(room));
  });

  it('refuses a sample whose list is empty: the template would have no item to repeat', () => {
    expect(() => page({ ...sample, boards: [] }, true)).toThrow(
      "page template: the sample's boards has no item to render the template from",
    );
  });
});
