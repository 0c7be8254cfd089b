// 'Try in my room' (issue 15): a room photo is uploaded, two cutouts are placed by mouse,
// buttons and touch, the composite is saved as the board picture and is there after a reload, and the previous picture
// is restored. Issue 23: a drag selects no text on the page, and the pieces are where they were when the compositor is
// opened again in another browser session (the phone's, at 375 px). Screenshots of the compositor at 1280 and 375 px.
// A refused file's message, the toolbar and keys (size, flip, restack, remove), the pieces kept with the photo (PUT)
// and shown again are tested on the component (web/src/features/room-photo/components/room-compositor.test.tsx), the
// server's refusals in room-photo.api.test.ts.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, centreOf, WIDTHS, launch, screenshot, screenshotOf, scrollsSideways } from './browser.js';
import { saveBoard, signUp, stepsStopAtFirstFailure, type BoardItem } from './support.js';

const WAIT = { timeout: 30_000 };

async function newContext(
  browser: Browser,
  width: number,
  token: string,
  hasTouch = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL, hasTouch });
  await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  return { context, page: await context.newPage() };
}

/** A room photo: a floor, a wall and a window, 1600 x 1200. */
function roomPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="780" fill="#E8DFD2"/><rect y="780" width="1600" height="420" fill="#A67B5B"/>
    <rect x="980" y="180" width="380" height="420" fill="#CFE3EE" stroke="#FFFFFF" stroke-width="18"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const boardImage = (page: Page) => page.getByTestId('board-image').locator('img');
const compositor = (page: Page) => page.getByRole('region', { name: 'Try in my room' });
const stage = (page: Page) => page.getByTestId('room-stage');
const placed = (page: Page) => stage(page).locator('button[data-key]');
const fileInput = (page: Page) => compositor(page).locator('input[type="file"]');
const selectedText = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? '');
const PIECES_KEPT = 'Pieces kept with this photo: they are here when you open it again.';

/** Where each placed piece is, back to front: what must be the same when the compositor is opened again. */
const placements = (page: Page) =>
  placed(page).evaluateAll((pieces) =>
    pieces.map((piece) => ['data-x', 'data-y', 'data-width', 'data-flipped'].map((name) => piece.getAttribute(name)).join(' ')),
  );

const numberOf = async (locator: Locator, name: string) => Number(await locator.getAttribute(name));

async function openCompositor(page: Page, id: string): Promise<void> {
  await page.goto(`/UserBoard/${id}`);
  await page.getByRole('button', { name: 'Try in my room' }).click(WAIT);
  await compositor(page).waitFor(WAIT);
}

/** The compositor on its own, and the whole page (the top bar is fixed, so it would cover part of a tall element). */
async function shot(page: Page, name: string): Promise<void> {
  await compositor(page).scrollIntoViewIfNeeded();
  await screenshotOf(compositor(page), name);
  await screenshot(page, `${name}-page`);
}

describe('Try in my room', () => {
  let browser: Browser;
  let token: string;
  let board: { id: string; items: BoardItem[] };
  /** Where the pieces were left at 1280 px: another browser session (the phone's) opens the compositor with them. */
  let kept: string[];

  beforeAll(async () => {
    browser = await launch();
    token = await signUp('room-photo');
    board = await saveBoard(token);
  });
  afterAll(() => browser?.close());

  describe('upload → place two cutouts → save → reload → restore (1280 px, mouse)', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let generatedSrc: string;
    let savedSrc: string;

    beforeAll(async () => {
      ({ context, page } = await newContext(browser, WIDTHS.desktop, token));
    });
    afterAll(() => context?.close());

    it('shows the uploaded photo and places two cutouts, one dragged by the mouse', async () => {
      await openCompositor(page, board.id);
      generatedSrc = (await boardImage(page).getAttribute('src'))!;
      await fileInput(page).setInputFiles({ name: 'room.jpg', mimeType: 'image/jpeg', buffer: await roomPhoto() });
      await stage(page).waitFor(WAIT);
      expect(await compositor(page).getByRole('alert').count()).toBe(0);
      await expect
        .poll(() =>
          stage(page)
            .locator('img[alt="Your room"]')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBe(1600);

      const [first, second] = board.items;
      await compositor(page).getByRole('button', { name: first!.title }).click();
      await compositor(page).getByRole('button', { name: second!.title }).click();
      await expect.poll(() => placed(page).count()).toBe(2);
      const [one, two] = [placed(page).nth(0), placed(page).nth(1)];
      await expect.poll(() => two.getAttribute('aria-pressed')).toBe('true');
      // In the middle of the screen: the fixed top bar would take a pointer meant for a piece under it.
      await stage(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));

      const from = await centreOf(one);
      const x0 = await numberOf(one, 'data-x');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) await page.mouse.move(from.x - step * 25, from.y + step * 5);
      await page.mouse.up();
      const width = (await stage(page).boundingBox())!.width;
      await expect.poll(async () => (await numberOf(one, 'data-x')) - x0).toBeCloseTo(-200 / width, 1);
      expect(await one.getAttribute('aria-pressed')).toBe('true');

      // A drag that leaves the photo and crosses the page's text (toolbar, tray, headings) selects none of it.
      const start = await centreOf(one);
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) await page.mouse.move(start.x + step * 30, start.y + step * 45);
      expect(await selectedText(page)).toBe('');
      for (let step = 9; step >= 0; step--) await page.mouse.move(start.x + step * 30 - 40, start.y + step * 45 - 20);
      await page.mouse.up();
      expect(await selectedText(page)).toBe('');

      await shot(page, 'room-photo-compositor-desktop');
      expect(await scrollsSideways(page)).toBe(false);
    });

    it('a piece dragged from the tray lands where it is dropped; no drag or double-click selects the page’s text', async () => {
      const tray = compositor(page).getByRole('button', { name: board.items[2]!.title });
      await tray.scrollIntoViewIfNeeded();
      const from = await centreOf(tray);
      const box = (await stage(page).boundingBox())!;
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await stage(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const target = (await stage(page).boundingBox())!;
      const drop = { x: target.x + target.width * 0.8, y: target.y + target.height * 0.3 };
      for (let step = 1; step <= 10; step++) await page.mouse.move(from.x + ((drop.x - from.x) * step) / 10, drop.y);
      expect(await selectedText(page)).toBe('');
      await page.mouse.up();
      expect(box.width).toBeGreaterThan(0);
      await expect.poll(() => placed(page).count()).toBe(3);
      const dropped = placed(page).last();
      expect(await numberOf(dropped, 'data-x')).toBeCloseTo(0.8, 1);
      expect(await numberOf(dropped, 'data-y')).toBeCloseTo(0.3, 1);
      const at = await centreOf(dropped);
      await page.mouse.dblclick(at.x, at.y);
      await page.mouse.click(at.x, at.y, { clickCount: 3 });
      expect(await selectedText(page)).toBe('');
      await screenshot(page, 'small-room-photo-dropped-desktop');
      await compositor(page).getByRole('button', { name: 'Remove' }).click();
      await expect.poll(() => placed(page).count()).toBe(2);
    });

    it('keeps the pieces with the photo, and says so', async () => {
      await compositor(page).getByRole('status').filter({ hasText: PIECES_KEPT }).waitFor(WAIT);
      kept = await placements(page);
      expect(kept).toHaveLength(2);
    });

    it('saves the composite as the board picture, shown at once and after a reload', async () => {
      await compositor(page).getByRole('button', { name: 'Save as board picture' }).click();
      await page.getByText('Saved as the board picture.').first().waitFor(WAIT);
      await expect.poll(() => boardImage(page).getAttribute('src'), WAIT).not.toBe(generatedSrc);
      savedSrc = (await boardImage(page).getAttribute('src'))!;
      expect(savedSrc).toMatch(new RegExp(`^/api/boards/${board.id}/image\\?key=[^&]+&v=[a-f0-9]{32}$`));
      await page.reload();
      await expect.poll(() => boardImage(page).getAttribute('src'), WAIT).toBe(savedSrc);
      await expect.poll(() => boardImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), WAIT).toBe(1536);
      // The saved picture is the photo with the cutouts on it: not the plain photo, and a room-photo picture in the history.
      await page.getByLabel('Board picture').getByText('Your room').waitFor(WAIT);
    });

    it('restores the previous picture, which stays after a reload', async () => {
      await page.getByRole('button', { name: 'Restore previous picture' }).click();
      await page.getByText('The previous picture is the board picture again.').first().waitFor(WAIT);
      await expect.poll(() => boardImage(page).getAttribute('src'), WAIT).not.toBe(savedSrc);
      await page.getByLabel('Board picture').getByText('Generated room').waitFor(WAIT);
      await page.reload();
      await page.getByLabel('Board picture').getByText('Generated room').waitFor(WAIT);
      await page.getByRole('button', { name: 'All pictures' }).click();
      await page.getByRole('list', { name: 'Kept pictures, newest first' }).getByRole('listitem').nth(1).waitFor(WAIT);
      expect(await page.getByRole('list', { name: 'Kept pictures, newest first' }).getByRole('listitem').count()).toBe(2);
      await expect
        .poll(() => boardImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), WAIT)
        .toBeGreaterThan(0);
      await screenshot(page, 'room-photo-restored-desktop');
    });
  });

  describe('the last photo again, placed by touch (375 px)', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await newContext(browser, WIDTHS.mobile, token, true));
    });
    afterAll(() => context?.close());

    it('opens with the last photo and its two pieces where they were left, drags a cutout with one finger and sizes it with two', async () => {
      await openCompositor(page, board.id);
      await stage(page).waitFor(WAIT);
      await expect.poll(() => placements(page), WAIT).toEqual(kept);
      await shot(page, 'small-room-photo-reopened-mobile');
      await compositor(page).getByRole('button', { name: board.items[2]!.title }).click();
      await expect.poll(() => placed(page).count()).toBe(3);
      const piece = placed(page).last();
      await piece.waitFor(WAIT);
      await piece.scrollIntoViewIfNeeded();
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: points.map((point, id) => ({ x: Math.round(point.x), y: Math.round(point.y), id })),
        });

      const from = await centreOf(piece);
      const [x0, w0] = [await numberOf(piece, 'data-x'), await numberOf(piece, 'data-width')];
      await touch('touchStart', [from]);
      for (let step = 1; step <= 5; step++) await touch('touchMove', [{ x: from.x + step * 8, y: from.y }]);
      await touch('touchEnd', []);
      await expect.poll(() => numberOf(piece, 'data-x')).toBeGreaterThan(x0);

      const at = await centreOf(piece);
      await touch('touchStart', [
        { x: at.x - 10, y: at.y },
        { x: at.x + 10, y: at.y },
      ]);
      for (let step = 1; step <= 5; step++)
        await touch('touchMove', [
          { x: at.x - 10 - step * 3, y: at.y },
          { x: at.x + 10 + step * 3, y: at.y },
        ]);
      await touch('touchEnd', []);
      await expect.poll(() => numberOf(piece, 'data-width')).toBeGreaterThan(w0 * 1.5);
      expect(await selectedText(page)).toBe('');
      expect(await scrollsSideways(page)).toBe(false);
      await shot(page, 'room-photo-compositor-mobile');
    });

    it('closed and opened again at 375 px, the three pieces are where they were', async () => {
      await compositor(page).getByRole('status').filter({ hasText: PIECES_KEPT }).waitFor(WAIT);
      const before = await placements(page);
      expect(before).toHaveLength(3);
      await compositor(page).getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Try in my room' }).click();
      await expect.poll(() => placements(page), WAIT).toEqual(before);
    });
  });
});
