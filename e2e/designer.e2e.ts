// The room designer under a board (issue 6): size step, L-shaped room, mouse and touch drags that stay
// inside the real shape, the saved layout after a reload, the read-only view for others, the six shapes laid out at 375
// and 1280 px on one page (no sideways scroll), on a phone the selected item's toolbar clear of the room's
// measurements, and a change saved as the page is left.
// What needs no layout (the size step's messages, hold-to-rotate, keys, undo and redo, the controls a reader does not
// get, each shape's items on its floor, a window dragged to a wall and its width saved) is tested on the component:
// web/src/app/routes/board-room.test.tsx.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  centreOf,
  SCREENSHOTS_ON,
  WIDTHS,
  launch,
  screenshot as fullPageShot,
  screenshotOf,
  scrollsSideways,
} from './browser.js';
import { apiCall, saveBoardOf, signUp, stepsStopAtFirstFailure, type BoardItem } from './support.js';

/** Generous, for a loaded machine: conditions are polled, never slept on. */
const WAIT = { timeout: 30_000 };

const SHAPES = [
  { id: 'rectangular', label: 'Rectangular' },
  { id: 'l-shaped', label: 'L-shaped' },
  { id: 'cut', label: 'Cut corner' },
  { id: 't-shaped', label: 'T-shaped' },
  { id: 'u-shaped', label: 'U-shaped' },
  { id: 'beveled', label: 'Beveled' },
] as const;

async function newContext(
  browser: Browser,
  width: number,
  token: string | null,
  hasTouch = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL, hasTouch });
  if (token) await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  const page = await context.newPage();
  return { context, page };
}

// The board view wraps the designer in its own 'Room designer' region; this is the designer's section.
const designerOf = (page: Page) => page.locator('section[aria-labelledby="room-designer-heading"]');
const canvasOf = (page: Page) => page.getByRole('group', { name: /^Room canvas/ });
/** Scrolls down to the board's designer, which is built only when the reader nears it. */
async function scrollToDesigner(page: Page): Promise<void> {
  await page.getByText('Loading the room designer…').or(designerOf(page)).first().scrollIntoViewIfNeeded(WAIT);
}

/** Opens the board and scrolls down to its designer. */
async function openBoard(page: Page, id: string): Promise<void> {
  await page.goto(`/UserBoard/${id}`);
  await scrollToDesigner(page);
}
const itemOf = (page: Page, id: string) => canvasOf(page).locator(`[data-item-id="${id}"]`);
const rowOf = (page: Page, id: string) => page.locator(`li[data-item-id="${id}"]`);

interface Placed {
  x: number;
  y: number;
  rotation: number;
  outside: string | null;
}

async function placed(page: Page, id: string): Promise<Placed> {
  // One look at the page for the four (a drag step reads them each time).
  const [x, y, rotation, outside] = await itemOf(page, id).evaluate((item) =>
    ['data-x', 'data-y', 'data-rotation', 'data-outside'].map((name) => item.getAttribute(name)),
  );
  return { x: Number(x), y: Number(y), rotation: Number(rotation), outside: outside ?? null };
}

async function allPlaced(page: Page, items: readonly BoardItem[]): Promise<Record<string, Omit<Placed, 'outside'>>> {
  const entries = await Promise.all(items.map(async (item) => [item.id, await placed(page, item.id)] as const));
  return Object.fromEntries(entries.map(([id, { x, y, rotation }]) => [id, { x, y, rotation }]));
}

type Point = { x: number; y: number };

/** The L of the model: the top-right quarter of the room's box is cut out. */
const lOutline = (w: number, l: number): Point[] => [
  { x: 0, y: 0 },
  { x: w / 2, y: 0 },
  { x: w / 2, y: l / 2 },
  { x: w, y: l / 2 },
  { x: w, y: l },
  { x: 0, y: l },
];

function footprintCorners(item: BoardItem, at: Placed): Point[] {
  const turn = (at.rotation * Math.PI) / 180;
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sy]) => {
    const dx = ((sx as number) * item.width) / 2;
    const dy = ((sy as number) * item.length) / 2;
    return { x: at.x + dx * Math.cos(turn) - dy * Math.sin(turn), y: at.y + dx * Math.sin(turn) + dy * Math.cos(turn) };
  });
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function insideOrOnEdge(p: Point, polygon: readonly Point[], tolerance: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (distanceToSegment(p, a, b) <= tolerance) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Independently of the app's own check: every point along the footprint's edges lies on the floor of the L (within 0.5 cm). */
function footprintInside(item: BoardItem, at: Placed, polygon: readonly Point[]): boolean {
  const corners = footprintCorners(item, at);
  return corners.every((a, index) => {
    const b = corners[(index + 1) % 4] as Point;
    return Array.from({ length: 41 }, (_, k) => ({ x: a.x + ((b.x - a.x) * k) / 40, y: a.y + ((b.y - a.y) * k) / 40 })).every((p) =>
      insideOrOnEdge(p, polygon, 0.5),
    );
  });
}

/** Points on the way from `from` past the far corner of the L's cut-out, kept inside the viewport. */
async function pathPastTheCutOut(page: Page, from: Point): Promise<Point[]> {
  const box = await canvasOf(page).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no canvas');
  const to = { x: Math.min(viewport.width - 2, box.x + box.width + 80), y: Math.max(2, box.y - 80) };
  return Array.from({ length: 24 }, (_, k) => ({
    x: from.x + ((to.x - from.x) * (k + 1)) / 24,
    y: from.y + ((to.y - from.y) * (k + 1)) / 24,
  }));
}

/** After every step of a drag: drawn inside, and inside the L by an independent check. */
async function expectInside(page: Page, item: BoardItem, polygon: readonly Point[], step: string): Promise<Placed> {
  const at = await placed(page, item.id);
  expect(at.outside, `${item.title} data-outside ${step}`).toBe('false');
  expect(footprintInside(item, at, polygon), `${item.title} inside the L ${step}: ${JSON.stringify(at)}`).toBe(true);
  return at;
}

function extents(item: BoardItem, at: Placed) {
  const corners = footprintCorners(item, at);
  return { maxX: Math.max(...corners.map((p) => p.x)), minY: Math.min(...corners.map((p) => p.y)) };
}

describe('room designer journey', () => {
  let browser: Browser;
  let token: string;
  let board: { id: string; items: BoardItem[] };
  beforeAll(async () => {
    browser = await launch();
    token = await signUp('designer');
    // A bed, a mattress and a lamp on the plan; a pillow beside it.
    const saved = await saveBoardOf(token, {
      function_name: 'Sleep',
      size: 'Queen Size',
      picks: [
        ['Sleep', 'Oslo Oak Platform Bed'],
        ['mattress', 'Lisbon Firm Latex Mattress'],
        ['lamp', 'Malmo Terracotta Ceramic Table Lamp'],
        ['pillow', 'Porto Navy Linen Throw Pillow'],
      ],
    });
    // Accessories (bedding, pillows) are listed beside the plan, not placed: the plan's items are the rest.
    board = { ...saved, items: saved.items.filter((item) => item.mount !== 'accessory') };
  });
  afterAll(() => browser.close());

  describe('size step → L-shaped → mouse and touch drags stay inside → saved and restored → read-only for others', () => {
    stepsStopAtFirstFailure();
    let items: BoardItem[];
    let maxWidth: number;
    let maxLength: number;
    let side: number;
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];
    let canvas: Locator;
    let L: Point[];
    let bySize: BoardItem[];
    let mouseItem: BoardItem;
    let touchItem: BoardItem;
    let mouseEnd: Placed;
    let expected: Awaited<ReturnType<typeof allPlaced>>;
    beforeAll(async () => {
      items = board.items;
      maxWidth = Math.max(...items.map((item) => item.width));
      maxLength = Math.max(...items.map((item) => item.length));
      // Each arm of the L is more than 1.6 times the largest side, so every item can go anywhere, turned or not.
      side = Math.ceil(Math.max(maxWidth, maxLength) * 3.4);
      ({ context, page } = await newContext(browser, WIDTHS.desktop, token, true));
      page.on('pageerror', (error) => errors.push(error.message));
      await openBoard(page, board.id);
    });
    afterAll(() => context.close());

    it('the size step takes a room the furniture fits and draws it', async () => {
      // Step 1 (its default size and its too-small message are tested on the component): a size that fits.
      const width = page.getByLabel('Room Width');
      const length = page.getByLabel('Room Length');
      await width.waitFor(WAIT);
      await width.fill(String(side));
      await length.fill(String(side));
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      canvas = canvasOf(page);
      await canvas.waitFor(WAIT);
      await expect(canvas.getAttribute('data-room-width')).resolves.toBe(String(side));
      await expect(canvas.getAttribute('data-room-length')).resolves.toBe(String(side));
      await expect(page.getByTestId('room-dimensions').textContent()).resolves.toBe(`${side} x ${side} cm`);
    });

    it('the L keeps every item inside', async () => {
      // Step 2: the L.
      await page.getByRole('radio', { name: 'L-shaped' }).check();
      await expect.poll(() => canvas.getAttribute('data-room-shape'), WAIT).toBe('l-shaped');
      L = lOutline(side, side);
      for (const item of items) await expectInside(page, item, L, 'after choosing the L');
      await canvas.scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { pointerTypes: string[] }).pointerTypes = seen;
        document.addEventListener('pointerdown', (event) => seen.push(event.pointerType), true);
      });

      // The smallest item by the mouse, the next by touch: both toward the cut-out corner and past the walls.
      bySize = [...items].sort((a, b) => a.width * a.length - b.width * b.length);
      mouseItem = bySize[0] as BoardItem;
      touchItem = bySize[1] as BoardItem;
    });

    it('a mouse drag stops at the walls of the cut-out', async () => {
      const mouseStart = await expectInside(page, mouseItem, L, 'before the mouse drag');
      const mouseFrom = await centreOf(itemOf(page, mouseItem.id));
      await page.mouse.move(mouseFrom.x, mouseFrom.y);
      await page.mouse.down();
      for (const [index, point] of (await pathPastTheCutOut(page, mouseFrom)).entries()) {
        await page.mouse.move(point.x, point.y, { steps: 2 });
        await expectInside(page, mouseItem, L, `at mouse step ${index + 1}`);
      }
      await page.mouse.up();
      mouseEnd = await expectInside(page, mouseItem, L, 'after the mouse drag');
      expect(Math.hypot(mouseEnd.x - mouseStart.x, mouseEnd.y - mouseStart.y), 'the mouse moved the item').toBeGreaterThan(20);
      const mouseReach = extents(mouseItem, mouseEnd);
      expect(
        Math.abs(mouseReach.maxX - side / 2) < 1 || Math.abs(mouseReach.minY - side / 2) < 1,
        `against a wall of the cut-out: ${JSON.stringify(mouseReach)}`,
      ).toBe(true);
    });

    it('a touch drag stops at the walls of the cut-out, and the mouse-dragged item stays where it was left', async () => {
      const touchStart = await expectInside(page, touchItem, L, 'before the touch drag');
      const touchFrom = await centreOf(itemOf(page, touchItem.id));
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: Point) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: point ? [{ x: Math.round(point.x), y: Math.round(point.y), id: 1 }] : [],
        });
      await touch('touchStart', touchFrom);
      for (const [index, point] of (await pathPastTheCutOut(page, touchFrom)).entries()) {
        await touch('touchMove', point);
        await expectInside(page, touchItem, L, `at touch step ${index + 1}`);
      }
      await touch('touchEnd');
      const touchEnd = await expectInside(page, touchItem, L, 'after the touch drag');
      expect(Math.hypot(touchEnd.x - touchStart.x, touchEnd.y - touchStart.y), 'the touch moved the item').toBeGreaterThan(20);
      const touchReach = extents(touchItem, touchEnd);
      expect(
        Math.abs(touchReach.maxX - side / 2) < 1 || Math.abs(touchReach.minY - side / 2) < 1,
        `against a wall of the cut-out: ${JSON.stringify(touchReach)}`,
      ).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { pointerTypes: string[] }).pointerTypes)).toEqual(
        expect.arrayContaining(['mouse', 'touch']),
      );
      // The mouse-dragged item stayed where the mouse left it.
      expect(await placed(page, mouseItem.id)).toEqual(mouseEnd);
    });

    it('saves exactly what the canvas shows, and a reload restores it; no page error on the way', async () => {
      // Saved: the status says so and the API has exactly what the canvas shows; a reload restores it.
      expected = await allPlaced(page, items);
      await expect.poll(() => designerOf(page).getByRole('status').textContent(), WAIT).toBe('Saved');
      await expect
        .poll(async () => {
          const saved = await apiCall<{
            layout: {
              width: number;
              length: number;
              shape: string;
              items: Array<{ id: string; x: number; y: number; rotation: number }>;
            } | null;
          }>(`boards/${board.id}`, token);
          return saved.layout && { ...saved.layout, items: Object.fromEntries(saved.layout.items.map(({ id, ...at }) => [id, at])) };
        }, WAIT)
        .toEqual({ width: side, length: side, shape: 'l-shaped', items: expected });
      await page.reload();
      await scrollToDesigner(page);
      await canvas.waitFor(WAIT);
      await expect(canvas.getAttribute('data-room-shape')).resolves.toBe('l-shaped');
      await expect(canvas.getAttribute('data-room-width')).resolves.toBe(String(side));
      await expect(canvas.getAttribute('data-room-length')).resolves.toBe(String(side));
      await expect(page.getByRole('radio', { name: 'L-shaped' }).isChecked()).resolves.toBe(true);
      await expect(page.getByTestId('room-dimensions').textContent()).resolves.toBe(`${side} x ${side} cm`);
      expect(await allPlaced(page, items)).toEqual(expected);
      await expect(rowOf(page, mouseItem.id).getByTestId('item-rotation').textContent()).resolves.toBe(
        `${expected[mouseItem.id]!.rotation}°`,
      );
      expect(errors).toEqual([]);
    });

    it('signed out, the same address shows the saved room read-only', async () => {
      // Signed out, the same address shows the saved room read-only (that a reader has no controls and that drags and
      // keys change nothing is tested on the component).
      const visitor = await newContext(browser, WIDTHS.desktop, null, true);
      await openBoard(visitor.page, board.id);
      const seen = canvasOf(visitor.page);
      await seen.waitFor(WAIT);
      await expect(seen.getAttribute('data-room-shape')).resolves.toBe('l-shaped');
      expect(await allPlaced(visitor.page, items)).toEqual(expected);
      await expect(seen.getByRole('button').count()).resolves.toBe(0);
      await expect(designerOf(visitor.page).getByRole('status').textContent()).resolves.toBe('');
      await visitor.context.close();
    });
  });

  // One page for the layout at both widths: at 375 px, then the same page widened to 1280 px. Each shape's items on its
  // floor as plan symbols, the window dragged to a wall and its width saved, and the selected rug beneath the furniture
  // are tested on the component (web/src/app/routes/board-room.test.tsx); here the page is measured.
  describe('the six shapes at 375 px, the toolbar clear of the measurements, then at 1280 px; a last change saved on leaving', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let canvas: Locator;
    const errors: string[] = [];
    beforeAll(async () => {
      ({ context, page } = await newContext(browser, WIDTHS.mobile, token));
      page.on('pageerror', (error) => errors.push(error.message));
      await openBoard(page, board.id);
      canvas = canvasOf(page);
      // A board not laid out yet (this describe alone) opens on the size step.
      const next = page.getByRole('button', { name: 'Next', exact: true });
      await canvas.or(next).first().waitFor(WAIT);
      if (await next.isVisible()) await next.click();
      await canvas.waitFor(WAIT);
    });
    afterAll(() => context.close());

    /** Each shape in turn, drawn without sideways scrolling at the page's width (screenshots when asked for). */
    async function everyShape(width: number): Promise<void> {
      await expect.poll(() => canvas.getAttribute('width'), WAIT).toBe(width >= 768 ? '500' : '300');
      for (const shape of SHAPES) {
        await page.getByRole('radio', { name: shape.label, exact: true }).check();
        await expect.poll(() => canvas.getAttribute('data-room-shape'), WAIT).toBe(shape.id);
        await expect(canvas.locator('[data-symbol]').count()).resolves.toBe(board.items.length);
        expect(await scrollsSideways(page), `${shape.id} at ${width} px`).toBe(false);
        if (SCREENSHOTS_ON) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await fullPageShot(page, `designer-${shape.id}-${width}`);
          // A close-up of the designer itself, to look at.
          await screenshotOf(designerOf(page), `designer-${shape.id}-${width}-closeup`);
        }
      }
    }

    it("draws each of the six shapes at 375 px; a new window's controls fit too", async () => {
      await everyShape(WIDTHS.mobile);
      await page.getByRole('button', { name: 'Add window', exact: true }).click();
      await page.getByTestId('opening-controls').waitFor(WAIT);
      expect(await scrollsSideways(page), 'a window selected at 375 px').toBe(false);
      await screenshotOf(designerOf(page), 'designer-openings-375-closeup');
    });

    it("on a phone, the selected item's toolbar never covers the room's measurements", async () => {
      await page.getByRole('radio', { name: 'Rectangular', exact: true }).check();
      await expect.poll(() => canvas.getAttribute('data-room-shape'), WAIT).toBe('rectangular');
      await canvas.scrollIntoViewIfNeeded();
      const room = {
        width: Number(await canvas.getAttribute('data-room-width')),
        length: Number(await canvas.getAttribute('data-room-length')),
      };
      const lamp = [...board.items].sort((a, b) => a.width * a.length - b.width * b.length)[0] as BoardItem;
      await itemOf(page, lamp.id).click();
      await page.getByTestId('on-canvas-controls').waitFor(WAIT);
      await expect(canvas.locator('[data-dimension]').count()).resolves.toBe(2);
      const press = async (key: string, times: number) => {
        for (let k = 0; k < times; k += 1) await page.keyboard.press(key);
      };
      /**
       * After the next two frames, in one look: where the lamp is (data-x, data-y) and what is wrong on screen (the
       * toolbar over a measurement, the page scrolling sideways).
       */
      const look = () =>
        page.evaluate(async (id) => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const canvas = document.querySelector('[role="group"][aria-label^="Room canvas"]')!;
          const item = canvas.querySelector(`[data-item-id="${id}"]`)!;
          const bar = document.querySelector('[data-testid="on-canvas-controls"]')?.getBoundingClientRect();
          const over = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const wrong = bar
            ? [...canvas.querySelectorAll('[data-dimension]')]
                .filter((label) => over(bar, label.getBoundingClientRect()))
                .map((label) => `the toolbar ${JSON.stringify(bar)} over the ${label.getAttribute('data-dimension')} label`)
            : ['no toolbar'];
          if (document.documentElement.scrollWidth > window.innerWidth) wrong.push('the page scrolls sideways');
          return { x: Number(item.getAttribute('data-x')), y: Number(item.getAttribute('data-y')), wrong };
        }, lamp.id);
      // Under the room's width, along the top wall: from against it, down 10 cm at a time.
      const toCentre = Math.round((room.width / 2 - (await placed(page, lamp.id)).x) / 10);
      await press(toCentre > 0 ? 'Shift+ArrowRight' : 'Shift+ArrowLeft', Math.abs(toCentre));
      await press('Shift+ArrowUp', Math.ceil(room.length / 10));
      await screenshotOf(designerOf(page), 'designer-toolbar-375-closeup');
      for (let step = 0; step < 30; step += 1) {
        const { y, wrong } = await look();
        expect(wrong, `with the ${lamp.title} ${Math.round(y)} cm from the top wall`).toEqual([]);
        await press('Shift+ArrowDown', 1);
      }
      // Beside the room's length, along the left wall: from against it, right 10 cm at a time.
      const toMiddle = Math.round((room.length / 2 - (await placed(page, lamp.id)).y) / 10);
      await press(toMiddle > 0 ? 'Shift+ArrowDown' : 'Shift+ArrowUp', Math.abs(toMiddle));
      await press('Shift+ArrowLeft', Math.ceil(room.width / 10));
      await screenshotOf(designerOf(page), 'designer-toolbar-left-375-closeup');
      for (let step = 0; step < 30; step += 1) {
        const { x, wrong } = await look();
        expect(wrong, `with the ${lamp.title} ${Math.round(x)} cm from the left wall`).toEqual([]);
        await press('Shift+ArrowRight', 1);
      }
    });

    it('at 1280 px: no toolbar on the canvas, each of the six shapes drawn, the photos decoded', async () => {
      // On a wide screen the list beside the plan holds the controls: no toolbar on the canvas.
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await expect.poll(() => page.getByTestId('on-canvas-controls').isVisible(), WAIT).toBe(false);
      await canvas.scrollIntoViewIfNeeded();
      await screenshotOf(designerOf(page), 'designer-toolbar-1280-closeup');
      await everyShape(WIDTHS.desktop);
      // The photos instead of the symbols: every item's cutout drawn (decoded).
      await page.getByRole('checkbox', { name: 'Photos' }).check();
      await expect
        .poll(
          () =>
            canvas.evaluate(async (svg) => {
              const hrefs = [...svg.querySelectorAll('image')].map((image) => image.getAttribute('href') ?? '');
              const loaded = await Promise.all(
                hrefs.map(
                  (href) =>
                    new Promise<boolean>((resolve) =>
                      Object.assign(new Image(), { onload: () => resolve(true), onerror: () => resolve(false), src: href }),
                    ),
                ),
              );
              return loaded.filter(Boolean).length;
            }),
          WAIT,
        )
        .toBe(board.items.length);
      await screenshotOf(designerOf(page), 'designer-photos-1280-closeup');
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
    });

    it('saves a change made just before the visitor leaves the page', async () => {
      await page.getByRole('radio', { name: 'L-shaped', exact: true }).check();
      await expect.poll(() => canvas.getAttribute('data-room-shape'), WAIT).toBe('l-shaped');
      // Well inside the save's 0.8 s debounce: the page goes away with the change still waiting.
      await page.goto('about:blank');
      await expect
        .poll(async () => (await apiCall<{ layout: { shape: string } | null }>(`boards/${board.id}`, token)).layout?.shape, WAIT)
        .toBe('l-shaped');
    });
  });
});
