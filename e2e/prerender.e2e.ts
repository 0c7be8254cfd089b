import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, SCREENSHOTS, WIDTHS, launch, newPage, screenshot } from './browser.js';
import { saveBoard, signIn, signUp } from './support.js';

/** The pages the build prerenders, with the heading their HTML carries before any script runs. */
const PRERENDERED = [
  { path: '/', heading: 'Design a room that feels like you' },
  { path: '/inspirations', heading: 'Inspirations' },
  { path: '/about-us', heading: 'About Us' },
  { path: '/blog', heading: 'Our Blogs' },
  { path: '/OurClients', heading: 'Our Clients' },
  { path: '/Steps', heading: 'How it Works' },
  { path: '/get-started', heading: 'Space purpose' },
  { path: '/design-for-roomboard', heading: 'Design for Roomboard' },
  // Filled by the api function with the current designers (the seed's), from the page the build prerenders for it.
  { path: '/designers', heading: 'Design help from real people' },
  { path: '/designers/demo-designer-ines', heading: 'Inês Duarte' },
];

/**
 * Holds the app's scripts (the entry runs; it loads the app once the page is painted) until `release()`, marks the
 * prerendered nodes meanwhile, then lets React hydrate.
 * Hydration that adopts the HTML keeps those very nodes; a mismatch would make React render them again.
 */
async function loadHeldBack(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  let asked!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const bootAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  // The entry has run (it asks for the app once the page is painted).
  await bootAsked;
  await page.evaluate(() => {
    const marked = window as unknown as { prerendered: Element[] };
    marked.prerendered = ['h1', 'header', 'footer', 'main > *'].map((selector) => document.querySelector(selector)!);
  });
  return {
    release: async () => {
      release();
      // The sign-in area waits for hydration (it depends on the stored session).
      await page.locator('header [data-pending]').waitFor({ state: 'detached' });
    },
  };
}

function sameNodes(page: Page): Promise<boolean[]> {
  return page.evaluate(() => {
    const marked = (window as unknown as { prerendered: Element[] }).prerendered;
    return ['h1', 'header', 'footer', 'main > *'].map((selector, index) => document.querySelector(selector) === marked[index]);
  });
}

/**
 * The page at `path` with only its entry script (the app's chunks refused): the first pictures the entry put in the
 * shell, once loaded, as their boxes; then the same page with the app, and the boxes of `loaded` there.
 */
async function firstPicturesBeforeTheApp(browser: Browser, path: string, loaded: string): Promise<{ early: Box[]; app: Box[] }> {
  const html = await (await fetch(`${BASE_URL}${path}`)).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
  // The boxes of the first `count` pictures matching `selector`, once each of them has loaded.
  const boxes = async (page: Page, selector: string, count: number) => {
    const firstImages = () =>
      page.locator(selector).evaluateAll(
        (images, n) =>
          (images as HTMLImageElement[]).slice(0, n).map((image) => ({
            loaded: image.complete && image.naturalWidth > 0,
            box: image.getBoundingClientRect().toJSON() as Box,
          })),
        count,
      );
    await expect.poll(async () => (await firstImages()).filter((image) => image.loaded).length).toBe(count);
    return (await firstImages()).map((image) => image.box);
  };

  const early = await newPage(browser, WIDTHS.mobile);
  await early.page.route('**/assets/*.js', (route) =>
    new URL(route.request().url()).pathname === entry ? route.continue() : route.abort(),
  );
  await early.page.goto(path);
  // The app never loads here: every picture in a place is the entry's.
  const shell = '#root [data-early-picture] img';
  const count = await expect
    .poll(() => early.page.locator(shell).count())
    .toBeGreaterThan(0)
    .then(() => early.page.locator(shell).count());
  const earlyBoxes = await boxes(early.page, shell, count);
  await early.context.close();

  const app = await newPage(browser, WIDTHS.mobile);
  await app.page.goto(path);
  const appBoxes = await boxes(app.page, loaded, count);
  await app.context.close();
  return { early: earlyBoxes, app: appBoxes };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const rounded = (boxes: Box[]) => boxes.map(({ x, y, width, height }) => [x, y, width, height].map(Math.round));

/** A member with a saved public board, made once for the tests that only read them (a board costs a generation). */
let shared: Promise<{ token: string; board: { id: string } }> | undefined;
function member(): Promise<{ token: string; board: { id: string } }> {
  shared ??= signUp('prerender').then(async (token) => ({ token, board: await saveBoard(token) }));
  return shared;
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe('prerendered pages', () => {
  let browser: Browser;
  /** One page with JavaScript off, for every path: nothing of one visit can carry over to the next without scripts. */
  let noScript: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    browser = await launch();
    const context = await browser.newContext({
      viewport: { width: WIDTHS.mobile, height: 800 },
      baseURL: BASE_URL,
      javaScriptEnabled: false,
    });
    noScript = { context, page: await context.newPage() };
  });
  afterAll(async () => {
    await noScript?.context.close();
    await browser.close();
  });

  it('only the paths not prerendered get the empty shell', async () => {
    const shell = await (await fetch(`${BASE_URL}/account-management`)).text();
    expect(shell).toContain('<div id="root"></div>');
  });

  for (const { path, heading } of PRERENDERED) {
    it(`${path} arrives as HTML with its heading`, async () => {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(root.replace(/<[^>]+>/g, '').replaceAll('\u00a0', ' ')).toContain(heading);
    });

    it(`${path} shows its content with JavaScript off`, async () => {
      const { page } = noScript;
      await page.goto(path);
      expect((await page.locator('h1').textContent())?.replaceAll('\u00a0', ' ')).toBe(heading);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    });

    it(`${path} is adopted by React without a mismatch, for a visitor`, async () => {
      const { context, page } = await newPage(browser, WIDTHS.mobile);
      const errors = collectErrors(page);
      const { release } = await loadHeldBack(page, path);
      await release();
      expect(await sameNodes(page)).toEqual([true, true, true, true]);
      // Interactive: the mobile menu opens, with the visitor's sign-in buttons.
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.isVisible()).resolves.toBe(true);
      await expect(menu.getByRole('link', { name: 'Register' }).isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the designers’ pages arrive with the current designers: their names, and a sized, preloaded portrait', async () => {
    const list = await (await fetch(`${BASE_URL}/designers`)).text();
    for (const name of ['Aiko Tanaka', 'Inês Duarte', 'Marcus Bell']) expect(list).toContain(`>${name}</a></h2>`);
    const profile = await (await fetch(`${BASE_URL}/designers/demo-designer-ines`)).text();
    const portrait = /<img src="([^"]+)" alt="" width="112" height="112"\/>/.exec(profile)?.[1];
    expect(portrait).toMatch(/^\/api\/files\/avatars\/[^"]+\.png$/);
    expect(profile).toContain(
      `<title>Inês Duarte · Roomboard</title><link rel="preload" as="image" href="${portrait}" fetchpriority="high">`,
    );
    const unknown = await fetch(`${BASE_URL}/designers/no-such-designer`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<p role="status" class="');
  });

  it('keeps what a visitor does before React has adopted the page: a click, and typing then submitting', async () => {
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    const errors = collectErrors(page);
    const { release } = await loadHeldBack(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const banner = page.getByRole('region', { name: 'Become a member today' });
    await banner.getByLabel('Email address').fill(`early-${Date.now()}@example.com`);
    await banner.getByLabel('Email address').press('Enter');
    await release();
    await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(true);
    await banner.getByText('Thanks! You are on the list.').waitFor();
    expect(await sameNodes(page)).toEqual([true, true, true, true]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in member gets the account menu, never a flash of Login, on a prerendered page', async () => {
    const token = await signUp('prerender');
    const { context, page } = await newPage(browser, WIDTHS.desktop);
    await signIn(page, token);
    const errors = collectErrors(page);
    const { release } = await loadHeldBack(page, '/');
    // Before hydration the sign-in buttons hold their place unseen.
    expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(false);
    await release();
    expect(await sameNodes(page)).toEqual([true, true, true, true]);
    await expect(page.getByRole('button', { name: 'Account menu' }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the prerendered gallery loads the community boards once hydrated', async () => {
    const { board } = await member();
    const { context, page } = await newPage(browser, WIDTHS.desktop);
    await page.goto('/inspirations');
    await page.locator(`a[href="/UserBoard/${board.id}"]`).first().waitFor();
    await context.close();
  });

  it("/UserBoard/<id> paints the layout before any script, lists the page's scripts, reads the board once and shows it", async () => {
    const { board } = await member();
    const html = await (await fetch(`${BASE_URL}/UserBoard/${board.id}`)).text();
    expect(html).toMatch(/<div id="root" data-shell><a href="#main" class="skip-link">Skip to content<\/a><header/);
    expect(html).toContain('<footer');
    expect(html).toMatch(/<meta name="roomboard:scripts" content="[^"]*\/assets\/board-pages-[^"]+\.js[^"]*">/);

    const { context, page } = await newPage(browser, WIDTHS.mobile);
    const errors = collectErrors(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) reads.push(pathname);
    });
    await page.goto(`/UserBoard/${board.id}`);
    const picture = page.getByRole('img', { name: /^Room picture/ });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Sent by the entry before the page's scripts ran, and taken by the page: never asked twice.
    expect(reads.filter((path) => path === `/api/boards/${board.id}`)).toHaveLength(1);
    // The layout was replaced, not kept beside the page: one top bar, one footer.
    await expect(page.locator('header').count()).resolves.toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Skip to content' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/blog-details?post=<article> arrives with that article, painted before the app, and is adopted without a mismatch', async () => {
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    const errors = collectErrors(page);
    const { release } = await loadHeldBack(page, '/blog-details?post=layering-linen');
    // Before the app has loaded: the named article from the document (the featured one gave way), and its title.
    const title = 'Layering linen: a calmer bedroom in one weekend';
    expect(await page.locator('h1').textContent()).toBe(title);
    expect(await page.locator('article[data-post]').evaluateAll((all) => all.map((a) => a.getAttribute('data-post')))).toEqual([
      'layering-linen',
    ]);
    expect(await page.title()).toBe(`${title} · Roomboard`);
    await release();
    expect(await sameNodes(page)).toEqual([true, true, true, true]);
    expect(await page.locator('template').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/UserBoard/<id> of a public board carries its link preview's tags and 1200 x 630 image; a private one the site's", async () => {
    // A board of its own: it ends private.
    const { token } = await member();
    const board = await saveBoard(token);
    const response = await fetch(`${BASE_URL}/UserBoard/${board.id}`);
    const html = await response.text();
    const tag = (name: string) => new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];
    expect(tag('og:url')).toBe(`${BASE_URL}/UserBoard/${board.id}`);
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(tag('og:title')).not.toBe('Roomboard');
    // Hosting's headers (firebase.json) come with the page the function answers.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const image = await fetch(tag('og:image')!);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await sharp(bytes).png().toFile(join(SCREENSHOTS, 'og-share-image.png'));

    // The page renders and works as before through the function: the board, its picture, its tabs.
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    const errors = collectErrors(page);
    await page.goto(`/UserBoard/${board.id}`);
    const picture = page.getByRole('img', { name: /^Room picture/ });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'og-board-page');
    expect(errors).toEqual([]);
    await context.close();

    const made = await fetch(`${BASE_URL}/api/boards/${board.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ visibility: 'private' }),
    });
    expect(made.status).toBe(200);
    const hidden = await (await fetch(`${BASE_URL}/UserBoard/${board.id}`)).text();
    expect(hidden).toContain('<meta property="og:title" content="Roomboard" />');
    expect(hidden).not.toContain('og:image');
    expect((await fetch(tag('og:image')!)).status).toBe(404);
  });

  it("/UserBoard/<id> shows the board's picture from the entry alone, where the page shows it", async () => {
    const { board } = await member();
    const { early, app } = await firstPicturesBeforeTheApp(browser, `/UserBoard/${board.id}`, '[data-testid="board-image"] img');
    expect(early).toHaveLength(1);
    expect(rounded(early)).toEqual(rounded(app));
  });

  it("/SelectedProducts shows the catalogue's first row of pictures from the entry alone, where the cards show them", async () => {
    const { early, app } = await firstPicturesBeforeTheApp(browser, '/SelectedProducts', '[data-testid="product-card"] img');
    expect(early).toHaveLength(2);
    expect(rounded(early)).toEqual(rounded(app));
  });

  it('/SelectedProducts arrives with the layout and shows the catalogue, its first page read once', async () => {
    const html = await (await fetch(`${BASE_URL}/SelectedProducts`)).text();
    expect(html).toMatch(/<div id="root" data-shell>/);
    expect(html).toMatch(/<meta name="roomboard:scripts" content="[^"]*\/assets\/selected-products-route-[^"]+\.js[^"]*">/);

    const { context, page } = await newPage(browser, WIDTHS.mobile);
    const errors = collectErrors(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/products') reads.push(url.search);
    });
    await page.goto('/SelectedProducts');
    await page.getByTestId('product-card').first().waitFor();
    expect(reads).toEqual(['?page=1']);
    // The first cards' pictures come first; those further down wait until scrolled near.
    const loading = await page
      .locator('[data-testid="product-card"] img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).loading));
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4))).toEqual(new Set(['lazy']));
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
