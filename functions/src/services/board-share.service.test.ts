import { describe, expect, it } from 'vitest';
import { shareImageKey, shareImageVersion } from '../domain/board-share.js';
import type { BoardRecord } from '../domain/boards.js';
import type { PageShells } from '../ports/page-shells.port.js';
import type { ShareImages } from '../ports/share-images.port.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryBlobs, memoryBoards, memoryGenerations } from '../testing/memory-repositories.js';
import { boardPage, shareImage } from './board-share.service.js';

const ORIGIN = 'https://roomboard.example';

/** The head of the built UserBoard.html, with the site's generic tags (web/index.html). */
const SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Roomboard: pick a room." />',
  '<meta property="og:site_name" content="Roomboard" />',
  '<meta property="og:type" content="website" />',
  '<meta property="og:title" content="Roomboard" />',
  '<meta name="twitter:card" content="summary" />',
  '<title>Roomboard</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<meta name="roomboard:scripts" content="/assets/boot-def.js">',
  '</head><body><div id="root" data-shell></div></body></html>',
].join('\n');

const shells: Pick<PageShells, 'userBoard'> = {
  userBoard: async () => ({ html: SHELL, headers: { 'content-security-policy': "default-src 'self'" } }),
};

function setUp(records: BoardRecord[]) {
  const boards = memoryBoards(memoryGenerations(), records);
  const blobs = memoryBlobs();
  const composed: string[] = [];
  const shareImages: ShareImages = {
    async compose(picture, content) {
      composed.push(content.title);
      return Buffer.from(`share of ${picture.toString()} titled ${content.title}`);
    },
  };
  return { page: { boards, shells, appOrigin: ORIGIN }, image: { boards, blobs, shareImages }, blobs, boards, composed };
}

const tag = (html: string, attribute: 'property' | 'name', name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1] ?? null;

describe('the board page a link preview reads', () => {
  it("carries a public board's Open Graph and Twitter tags, with absolute URLs and the 1200 x 630 image", async () => {
    const { page } = setUp([
      createBoardRecord({
        id: 'pub1',
        generatedTitle: 'A Calm Walnut Bedroom',
        description: {
          main_title: 'Warm and quiet',
          description: '## Mood\n\nA **walnut** bed, [linen](https://x.test) and *soft* light.',
        },
      }),
    ]);
    const { html, shared, headers } = await boardPage(page, 'pub1');
    expect(shared).toBe(true);
    expect(headers).toEqual({ 'content-security-policy': "default-src 'self'" });
    expect(tag(html, 'property', 'og:title')).toBe('A Calm Walnut Bedroom');
    expect(tag(html, 'property', 'og:description')).toBe('Mood A walnut bed, linen and soft light.');
    expect(tag(html, 'property', 'og:type')).toBe('article');
    expect(tag(html, 'property', 'og:url')).toBe(`${ORIGIN}/UserBoard/pub1`);
    expect(tag(html, 'property', 'og:image')).toMatch(new RegExp(`^${ORIGIN}/api/boards/pub1/share-image\\?v=[a-f0-9]{12}$`));
    expect(tag(html, 'property', 'og:image:width')).toBe('1200');
    expect(tag(html, 'property', 'og:image:height')).toBe('630');
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'name', 'twitter:title')).toBe('A Calm Walnut Bedroom');
    expect(tag(html, 'name', 'twitter:image')).toBe(tag(html, 'property', 'og:image'));
    expect(tag(html, 'name', 'description')).toBe('Mood A walnut bed, linen and soft light.');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/UserBoard/pub1">`);
    expect(html).toContain('<title>A Calm Walnut Bedroom · Roomboard</title>');
    // The site's generic tags give way (one of each), and the rest of the shell is as built.
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html.match(/twitter:card/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<meta name="roomboard:scripts" content="/assets/boot-def.js">');
    expect(html).toContain('<body><div id="root" data-shell></div></body>');
  });

  it('escapes a title and description that hold markup and quotes', async () => {
    const { page } = setUp([
      createBoardRecord({
        id: 'pub2',
        generatedTitle: `Tom's "best" <script>alert(1)</script> & co`,
        description: { main_title: '', description: 'Sofa <img src=x onerror=alert(1)> "deep" & low' },
      }),
    ]);
    const { html } = await boardPage(page, 'pub2');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('onerror');
    expect(tag(html, 'property', 'og:title')).toBe('Tom&#39;s &quot;best&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(tag(html, 'property', 'og:description')).toBe('Sofa &quot;deep&quot; &amp; low');
    expect(html).toContain('<title>Tom&#39;s &quot;best&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co · Roomboard</title>');
  });

  it('cuts a long description at a word, with an ellipsis', async () => {
    const { page } = setUp([createBoardRecord({ id: 'long', description: { main_title: '', description: 'linen '.repeat(80) } })]);
    const description = tag((await boardPage(page, 'long')).html, 'property', 'og:description')!;
    expect(description).toBe(`${'linen '.repeat(33).trim()}…`);
  });

  it.each([
    ['a private board', 'priv', createBoardRecord({ id: 'priv', visibility: 'private' })],
    ['a hidden board', 'hid', createBoardRecord({ id: 'hid', hidden: true })],
    ['a missing board', 'gone', null],
    ['an id that names no board', '__bad__', null],
  ])("gives %s the site's generic tags: the shell as built", async (_, id, record) => {
    const { page } = setUp(record ? [record] : []);
    const { html, shared } = await boardPage(page, id);
    expect(shared).toBe(false);
    expect(html).toBe(SHELL);
  });
});

describe("a public board's share image", () => {
  it('is made from the current picture once, kept in the blob store, then served from there', async () => {
    const record = createBoardRecord({ id: 'pub1', imagePath: `boards/${'a'.repeat(32)}.png` });
    const { image, blobs, composed } = setUp([record]);
    await blobs.put(record.imagePath, Buffer.from('the picture'), 'image/png');
    const first = await shareImage(image, 'pub1');
    expect(first).toEqual({ data: Buffer.from('share of the picture titled A Calm Walnut Bedroom'), contentType: 'image/jpeg' });
    expect(blobs.files.get(shareImageKey(record))?.data).toEqual(first.data);
    expect(await shareImage(image, 'pub1')).toEqual(first);
    expect(composed).toEqual(['A Calm Walnut Bedroom']);
  });

  it('serves a URL only the image its `v` names: another or none answers 404 (so caches may keep a URL for good)', async () => {
    const record = createBoardRecord({ id: 'pub1', imagePath: `boards/${'a'.repeat(32)}.png` });
    const { image, blobs } = setUp([record]);
    await blobs.put(record.imagePath, Buffer.from('the picture'), 'image/png');
    expect((await shareImage(image, 'pub1', shareImageVersion(record))).contentType).toBe('image/jpeg');
    const before = shareImageVersion({ ...record, generatedTitle: 'An older title' });
    for (const version of [before, '']) await expect(shareImage(image, 'pub1', version)).rejects.toMatchObject({ status: 404 });
  });

  it('has a new file (and URL) for a new picture or title', () => {
    const record = createBoardRecord({ id: 'pub1' });
    const keys = new Set([
      shareImageKey(record),
      shareImageKey({ ...record, imagePath: `boards/${'e'.repeat(32)}.jpg` }),
      shareImageKey({ ...record, generatedTitle: 'Another title' }),
      shareImageKey({ ...record, id: 'pub2' }),
    ]);
    expect(keys.size).toBe(4);
    expect([...keys].every((key) => /^share-images\/[a-f0-9]{32}\.jpg$/.test(key))).toBe(true);
  });

  it("deletes the board's older image when a new picture, title or palette makes a new one, never the current", async () => {
    const record = createBoardRecord({ id: 'pub1', imagePath: `boards/${'a'.repeat(32)}.png` });
    const { image, blobs, boards } = setUp([record]);
    await blobs.put(record.imagePath, Buffer.from('the picture'), 'image/png');
    await shareImage(image, 'pub1');
    const first = shareImageKey(record);
    expect(boards.byId.get('pub1')?.shareImagePath).toBe(first);

    const retitled = { ...boards.byId.get('pub1')!, generatedTitle: 'A Brighter Bedroom' };
    boards.byId.set('pub1', retitled);
    const served = await shareImage(image, 'pub1');
    expect(served.data).toEqual(Buffer.from('share of the picture titled A Brighter Bedroom'));
    const second = shareImageKey(retitled);
    expect([...blobs.files.keys()].filter((key) => key.startsWith('share-images/'))).toEqual([second]);
    expect(boards.byId.get('pub1')?.shareImagePath).toBe(second);

    // Served again from the store: nothing more is deleted, and deleting twice is harmless.
    expect(await shareImage(image, 'pub1')).toEqual(served);
    expect(blobs.files.get(second)?.data).toEqual(served.data);

    const repainted = { ...boards.byId.get('pub1')!, palette: [{ hex: '#112233', name: 'Ink' }] };
    boards.byId.set('pub1', repainted);
    await shareImage(image, 'pub1');
    expect([...blobs.files.keys()].filter((key) => key.startsWith('share-images/'))).toEqual([shareImageKey(repainted)]);
  });

  it('records an image made before boards kept theirs, so that the next change deletes it', async () => {
    const record = createBoardRecord({ id: 'pub1' });
    const { image, blobs, boards, composed } = setUp([record]);
    await blobs.put(record.imagePath, Buffer.from('the picture'), 'image/png');
    await blobs.put(shareImageKey(record), Buffer.from('made before'), 'image/jpeg');
    expect((await shareImage(image, 'pub1')).data).toEqual(Buffer.from('made before'));
    expect(boards.byId.get('pub1')?.shareImagePath).toBe(shareImageKey(record));

    boards.byId.set('pub1', { ...boards.byId.get('pub1')!, generatedTitle: 'Renamed' });
    await shareImage(image, 'pub1');
    expect(blobs.files.has(shareImageKey(record))).toBe(false);
    expect(composed).toEqual(['Renamed']);
  });

  it('deletes the image it made when the board changed or went while it was made, keeping the current one', async () => {
    const record = createBoardRecord({ id: 'pub1' });
    const { image, blobs, boards } = setUp([record]);
    await blobs.put(record.imagePath, Buffer.from('the picture'), 'image/png');
    const renamed = {
      ...record,
      generatedTitle: 'Renamed meanwhile',
      shareImagePath: shareImageKey({ ...record, generatedTitle: 'Renamed meanwhile' }),
    };
    await blobs.put(renamed.shareImagePath, Buffer.from('the current one'), 'image/jpeg');
    const composing: ShareImages = {
      async compose() {
        boards.byId.set('pub1', renamed);
        return Buffer.from('stale');
      },
    };
    expect((await shareImage({ ...image, shareImages: composing }, 'pub1')).data).toEqual(Buffer.from('stale'));
    expect(blobs.files.has(shareImageKey(record))).toBe(false);
    expect(blobs.files.get(renamed.shareImagePath)?.data).toEqual(Buffer.from('the current one'));
    expect(boards.byId.get('pub1')?.shareImagePath).toBe(renamed.shareImagePath);

    boards.byId.set('pub1', record);
    const deleting: ShareImages = {
      async compose() {
        boards.byId.delete('pub1');
        return Buffer.from('orphan');
      },
    };
    await shareImage({ ...image, shareImages: deleting }, 'pub1');
    expect(blobs.files.has(shareImageKey(record))).toBe(false);
  });

  it.each([
    ['private', createBoardRecord({ id: 'b1', visibility: 'private' })],
    ['hidden', createBoardRecord({ id: 'b1', hidden: true })],
  ])('answers 404 for a %s board, even when its image was made while it was public', async (_, record) => {
    const { image, blobs, composed } = setUp([record]);
    await blobs.put(shareImageKey(record), Buffer.from('made before'), 'image/jpeg');
    await expect(shareImage(image, 'b1')).rejects.toMatchObject({ status: 404, message: 'Not found.' });
    await expect(shareImage(image, 'missing')).rejects.toMatchObject({ status: 404 });
    expect(composed).toEqual([]);
  });
});
