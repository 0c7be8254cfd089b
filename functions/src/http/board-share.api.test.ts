import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKey } from '../domain/blob-keys.js';
import { adminApp } from '../composition.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call } from '../testing/backend.js';
import { startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';

const CSP = "default-src 'self'; frame-ancestors 'none'";
/** UserBoard.html as the build makes it (web/index.html's generic tags, the listed scripts), much shortened. */
const SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Roomboard: pick a room." />',
  '<meta property="og:site_name" content="Roomboard" />',
  '<meta property="og:title" content="Roomboard" />',
  '<meta name="twitter:card" content="summary" />',
  '<title>Roomboard</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<meta name="roomboard:scripts" content="/assets/boot-def.js">',
  '</head><body><div id="root" data-shell></div></body></html>',
].join('\n');

/** Hosting's stand-in: the shell at /UserBoard (cleanUrls) with the security headers of firebase.json. */
async function startHosting(): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url !== '/UserBoard') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP, 'x-content-type-options': 'nosniff' });
    res.end(SHELL);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { origin: `http://127.0.0.1:${address.port}`, server };
}

const tag = (html: string, attribute: 'property' | 'name', name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1] ?? null;

describe('the board page and share image, over HTTP', () => {
  let backend: GenerateBackend;
  let hosting: { origin: string; server: Server };
  let token: string;
  const prefix = `og-${randomUUID().slice(0, 6)}`;

  const page = async (id: string) => {
    const response = await fetch(`${backend.url}/UserBoard/${id}`);
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  /** A saved board whose picture is a real 1536 x 1024 PNG, titled `title`. */
  async function newBoard(title: string, visibility: 'public' | 'private'): Promise<string> {
    const picture = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#B89F84' } })
      .png()
      .toBuffer();
    const imagePath = contentKey('boards', picture, 'image/png');
    await backend.blobs.put(imagePath, picture, 'image/png');
    const job = createGenerationJob({
      id: randomUUID(),
      ownerUid: owner.uid,
      productIds: [`${prefix}-1`],
      createdAt: new Date(),
      imagePath,
      imageKey: randomUUID(),
    });
    job.text = { ...job.text!, title, description: { main_title: 'Warm', description: 'A **walnut** bed & "linen" <b>layers</b>.' } };
    await backend.generations.transact(job.id, owner.uid, () => ({ result: null, job }));
    const saved = await call<{ id: string }>(backend, 'save-products', { token, body: [{ generationId: job.id, visibility }] });
    expect(saved.status).toBe(201);
    return saved.body.id;
  }

  let owner: TestUser;

  beforeAll(async () => {
    hosting = await startHosting();
    backend = await startGenerateBackend({ APP_ORIGIN: hosting.origin });
    await backend.products.upsertMany([createCatalogueProduct(1, { id: `${prefix}-1` })]);
    owner = await createAccount();
    token = await sessionFor(backend, owner);
  });

  afterAll(async () => {
    await backend?.close();
    await new Promise((resolve) => hosting?.server.close(resolve));
  });

  it("answers a public board's page with its tags, and og:image is a 1200 x 630 JPEG", async () => {
    const title = `Tom's "best" <script>alert(1)</script> room`;
    const id = await newBoard(title, 'public');
    const { status, headers, html } = await page(id);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(headers.get('content-security-policy')).toBe(CSP);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    // Compressed (fetch asks for gzip and unpacks it), as Hosting sends its static pages.
    expect([headers.get('content-encoding'), headers.get('vary')]).toEqual(['gzip', 'Accept-Encoding']);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(tag(html, 'property', 'og:title')).toBe('Tom&#39;s &quot;best&quot; &lt;script&gt;alert(1)&lt;/script&gt; room');
    expect(tag(html, 'name', 'twitter:title')).toBe(tag(html, 'property', 'og:title'));
    expect(tag(html, 'property', 'og:description')).toBe('A walnut bed &amp; &quot;linen&quot; layers.');
    expect(tag(html, 'property', 'og:url')).toBe(`${hosting.origin}/UserBoard/${id}`);
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<meta name="roomboard:scripts" content="/assets/boot-def.js">');
    // The picture a visitor's page shows first is fetched from the head: the very URL the board's read names.
    const read = await fetch(`${backend.url}/api/boards/${id}`);
    const { image_url: picture } = (await read.json()) as { image_url: string };
    expect(picture).toMatch(new RegExp(`^/api/boards/${id}/image`));
    expect(html).toContain(`<link rel="preload" as="image" href="${picture.replace(/&/g, '&amp;')}" fetchpriority="high">`);

    const image = new URL(tag(html, 'property', 'og:image')!);
    expect(image.origin).toBe(hosting.origin);
    expect(tag(html, 'name', 'twitter:image')).toBe(image.href);
    // Served through the rewrite firebase.json names (the generate function), made on this first request.
    const served = await fetch(`${backend.url}${image.pathname}${image.search}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    // Its URL names its content: kept for a year by browsers and the CDN.
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect([tag(html, 'property', 'og:image:width'), tag(html, 'property', 'og:image:height')]).toEqual(['1200', '630']);
    // A URL serves only the image it names: none without its `v`, none with another.
    expect((await fetch(`${backend.url}${image.pathname}`)).status).toBe(404);
    const other = await fetch(`${backend.url}${image.pathname}?v=000000000000`);
    expect([other.status, other.headers.get('cache-control')]).toEqual([404, null]);
  });

  it('makes a new image when the title changes, serves it and deletes the old one from the store', async () => {
    const id = await newBoard('A Quiet Room', 'public');
    const board = getFirestore(await adminApp(backend.config))
      .collection('boards')
      .doc(id);
    const imageOf = async () => {
      const image = new URL(tag((await page(id)).html, 'property', 'og:image')!);
      const served = await fetch(`${backend.url}${image.pathname}${image.search}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      return { url: image.href, data: Buffer.from(await served.arrayBuffer()), key: (await board.get()).get('shareImagePath') as string };
    };
    const before = await imageOf();
    expect(before.key).toMatch(/^share-images\/[a-f0-9]{32}\.jpg$/);
    expect((await backend.blobs.get(before.key))?.data).toEqual(before.data);

    await board.update({ generatedTitle: 'A Louder Room' });
    const after = await imageOf();
    expect(after.url).not.toBe(before.url);
    expect(after.key).not.toBe(before.key);
    expect(after.data.equals(before.data)).toBe(false);
    expect((await backend.blobs.get(after.key))?.data).toEqual(after.data);
    expect(await backend.blobs.get(before.key)).toBeNull();
    // Asked again, the new one is served from the store as it is.
    expect((await imageOf()).data).toEqual(after.data);
  });

  it("gives private, hidden and missing boards the site's tags, not cached, and takes the share image down", async () => {
    const id = await newBoard('A Quiet Room', 'public');
    const image = new URL(tag((await page(id)).html, 'property', 'og:image')!);
    expect((await fetch(`${backend.url}${image.pathname}${image.search}`)).status).toBe(200);

    const made = await call(backend, `boards/${id}`, { method: 'PATCH', token, body: { visibility: 'private' } });
    expect(made.status).toBe(200);
    const privatePage = await page(id);
    expect([privatePage.status, privatePage.headers.get('cache-control'), privatePage.html]).toEqual([200, 'private, no-store', SHELL]);
    expect((await fetch(`${backend.url}${image.pathname}${image.search}`)).status).toBe(404);

    const hidden = await newBoard('A Hidden Room', 'public');
    await getFirestore(await adminApp(backend.config))
      .collection('boards')
      .doc(hidden)
      .update({ hidden: true });
    expect((await page(hidden)).html).toBe(SHELL);
    expect((await page('no-such-board')).html).toBe(SHELL);
    expect((await fetch(`${backend.url}/api/boards/no-such-board/share-image`)).status).toBe(404);
  });

  describe('with 2 anonymous reads an address a minute', () => {
    let capped: GenerateBackend;
    beforeAll(async () => {
      const blobs = backend.config.blobs as { kind: 'local'; dir: string };
      capped = await startGenerateBackend({
        APP_ORIGIN: hosting.origin,
        ROOMBOARD_BLOB_DIR: blobs.dir,
        ANONYMOUS_READS_PER_IP_PER_MINUTE: '2',
      });
    });
    afterAll(() => capped?.close());

    /** As the generate function receives it behind Hosting (TRUST_PROXY_HOPS 3): what the client wrote, then the platform's. */
    const from = (client: string, written?: string) => ({
      'x-forwarded-for': [...(written ? [written] : []), client, '151.101.65.195', '66.102.8.142'].join(', '),
    });

    it('caps the share image per address (429 before any read), whatever X-Forwarded-For the client writes', async () => {
      const image = new URL(tag((await page(await newBoard('A Capped Room', 'public'))).html, 'property', 'og:image')!);
      const fetchAs = (headers: Record<string, string>) => fetch(`${capped.url}${image.pathname}${image.search}`, { headers });
      const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      expect([(await fetchAs(from(client))).status, (await fetchAs(from(client, '203.0.113.1'))).status]).toEqual([200, 200]);
      const refused = await fetchAs(from(client, '203.0.113.2'));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        error: 'Too many requests from you. Please try again in a minute.',
        code: 'rate-limited',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await fetchAs(from(`192.0.2.${Math.floor(Math.random() * 250) + 1}`))).status).toBe(200);
    });
  });
});
