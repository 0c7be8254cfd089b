// The 3D view of a board's room (issue 15): an L-shaped room with three products, drawn where the layout puts them
// (checked on the pixels of the top view against an independent pinhole projection), orbit by mouse, touch and keys,
// a move on the plan seen in 3D at once, the view captured as the board's picture, a room with a door and two windows
// on a phone, and screenshots at 375 and 1280 px. That the 3D view is built only when its tab opens and that only the
// owner may capture it is tested on the component (web/src/app/routes/board-room-views.test.tsx).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, SCREENSHOTS, SCREENSHOTS_ON, WIDTHS, launch, screenshot, screenshotOf, scrollsSideways } from './browser.js';
import { randomUUID } from 'node:crypto';
import { apiCall, signUp, stepsStopAtFirstFailure, type BoardItem } from './support.js';

const WAIT = { timeout: 30_000 };
/** The footprint's top, in cm above the floor (room3d's model draws it 1.5 cm high). */
const FOOTPRINT_TOP = 1.5;

interface Layout {
  width: number;
  length: number;
  shape: 'l-shaped' | 'rectangular';
  items: Array<{ id: string; x: number; y: number; rotation: number }>;
  openings?: Array<{ id: string; kind: 'door' | 'window'; wall: number; offset: number; width: number; hinge?: 'left' | 'right' }>;
}

/**
 * A saved Entertainment board of three pieces that stand on the plan (a sofa, a coffee table and an armchair, each
 * with its cutout): accessories are listed beside the plan, not drawn in the room.
 */
async function saveFloorBoard(token: string): Promise<{ id: string; items: BoardItem[] }> {
  const { products } = await apiCall<{ products: Array<{ id: string; kind?: string; mount?: string; cutout: string | null }> }>(
    'products?search=Entertainment',
    token,
  );
  const chosen = ['sofa', 'table', 'armchair'].map((kind) => products.find((p) => p.kind === kind && p.mount === 'floor' && p.cutout));
  expect(chosen.every(Boolean), 'a sofa, a table and an armchair with cutouts').toBe(true);
  const generationId = randomUUID();
  await apiCall('generate-description/', token, {
    generationId,
    function_name: 'Entertainment',
    size: 'Sofa',
    style: 'Natural Tones',
    selectedProducts: chosen.map((product) => ({ id: product?.id })),
  });
  await apiCall('generate-image/', token, { generationId });
  const { id } = await apiCall<{ id: string }>('save-products/', token, [{ generationId }]);
  const board = await apiCall<{ items: BoardItem[] }>(`boards/${id}`, token);
  return { id, items: board.items };
}

async function putLayout(token: string, boardId: string, layout: Layout): Promise<void> {
  const response = await fetch(`${BASE_URL}/api/boards/${boardId}/layout`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(layout),
  });
  if (!response.ok) throw new Error(`layout: ${response.status} ${await response.text()}`);
}

type Vec3 = { x: number; y: number; z: number };
const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: Vec3, b: Vec3): Vec3 => ({ x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x });
const unit = (a: Vec3): Vec3 => {
  const length = Math.hypot(a.x, a.y, a.z);
  return { x: a.x / length, y: a.y / length, z: a.z / length };
};
const vec = (text: string | null | undefined): Vec3 => {
  const [x = NaN, y = NaN, z = NaN] = (text ?? '').split(' ').map(Number);
  return { x, y, z };
};

interface View {
  camera: Vec3;
  target: Vec3;
  fov: number;
  width: number;
  height: number;
}

const stageOf = (page: Page) => page.getByRole('application', { name: '3D view of the room' });

async function viewOf(stage: Locator): Promise<View> {
  const [camera, target, fov] = await Promise.all(['data-camera', 'data-target', 'data-fov'].map((name) => stage.getAttribute(name)));
  const box = await stage.boundingBox();
  if (!box) throw new Error('no stage');
  return { camera: vec(camera), target: vec(target), fov: Number(fov), width: box.width, height: box.height };
}

/** Where a point of the room (plan x, y in cm; h above the floor) shows on the stage, in CSS px, by a pinhole camera. */
function project(view: View, x: number, y: number, h: number): { x: number; y: number } {
  const forward = unit(sub(view.target, view.camera));
  const right = unit(cross(forward, { x: 0, y: 1, z: 0 }));
  const up = cross(right, forward);
  const d = sub({ x, y: h, z: y }, view.camera);
  const depth = dot(d, forward);
  const tan = Math.tan((view.fov * Math.PI) / 360);
  const ndcX = dot(d, right) / depth / (tan * (view.width / view.height));
  const ndcY = dot(d, up) / depth / tan;
  return { x: ((ndcX + 1) / 2) * view.width, y: ((1 - ndcY) / 2) * view.height };
}

interface Shot {
  width: number;
  height: number;
  pixels: Buffer;
}

async function shoot(stage: Locator, name: string): Promise<Shot> {
  // The pixels are checked on every run; the file is written when screenshots are asked for.
  const png = await stage.screenshot(SCREENSHOTS_ON ? { path: join(SCREENSHOTS, `${name}.png`) } : {});
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data };
}

/** The mean colour of a 7 × 7 patch around a point. */
function patch(shot: Shot, at: { x: number; y: number }): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  for (let dy = -3; dy <= 3; dy += 1) {
    for (let dx = -3; dx <= 3; dx += 1) {
      const px = Math.round(at.x) + dx;
      const py = Math.round(at.y) + dy;
      if (px < 0 || py < 0 || px >= shot.width || py >= shot.height) continue;
      const i = (py * shot.width + px) * 3;
      for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] as number) + (shot.pixels[i + c] as number);
      count += 1;
    }
  }
  if (count === 0) throw new Error(`patch ${JSON.stringify(at)} is off the stage`);
  return sum.map((value) => value / count) as [number, number, number];
}

const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(...a.map((value, i) => value - (b[i] as number)));

/** The camera's distance to what it looks at (an orbit keeps it). */
const radius = (v: View) => Math.hypot(...Object.values(sub(v.camera, v.target)));
/** How far the camera went from where it was in `from`. */
const moved = (v: View, from: View) => distance(Object.values(v.camera), Object.values(from.camera));

function distinctColours(shot: Shot): number {
  const seen = new Set<number>();
  for (let i = 0; i < shot.pixels.length; i += 3 * 7) {
    seen.add(((shot.pixels[i] as number) >> 3) * 1024 + ((shot.pixels[i + 1] as number) >> 3) * 32 + ((shot.pixels[i + 2] as number) >> 3));
  }
  return seen.size;
}

/**
 * Waits until every cutout has arrived and the camera has settled (its damping has died down: under 0.5 cm between two
 * looks 400 ms apart).
 */
async function settled(stage: Locator): Promise<void> {
  await expect.poll(() => stage.getAttribute('data-cutouts-loading'), WAIT).toBe('0');
  let last: Vec3 | null = null;
  await expect
    .poll(
      async () => {
        const now = vec(await stage.getAttribute('data-camera'));
        const still = last !== null && Math.hypot(now.x - last.x, now.y - last.y, now.z - last.z) < 0.5;
        last = now;
        return still;
      },
      { timeout: 30_000, interval: 400 },
    )
    .toBe(true);
}

async function openTopView(page: Page): Promise<Locator> {
  const stage = stageOf(page);
  await page.getByRole('button', { name: 'Top view' }).click();
  await expect.poll(() => stage.getAttribute('data-preset'), WAIT).toBe('top');
  await settled(stage);
  return stage;
}

/** Opens the board and scrolls down to its room (built when the reader nears it); answers the '3D view' tab. */
async function scrollToRoom(page: Page, boardId: string): Promise<Locator> {
  await page.goto(`/UserBoard/${boardId}`);
  const tab = page.getByRole('tab', { name: '3D view' });
  await page.getByText('Loading the room designer…').or(tab).first().scrollIntoViewIfNeeded(WAIT);
  await tab.scrollIntoViewIfNeeded(WAIT);
  return tab;
}

describe('3D view journey', () => {
  let browser: Browser;
  let token: string;
  let board: { id: string; items: BoardItem[] };
  let layout: Layout;
  let side: number;
  beforeAll(async () => {
    browser = await launch();
    token = await signUp('room3d');
    board = await saveFloorBoard(token);
    const items = board.items.slice(0, 3);
    const largest = Math.max(...items.flatMap((item) => [item.width, item.length]));
    // Each arm of the L (half the side) takes the largest piece with room to spare.
    side = Math.ceil(2 * largest + 80);
    // The L cuts out the top-right quarter: one product in the top arm, two along the bottom, 10 cm off the walls.
    const [a, b, c] = items as [BoardItem, BoardItem, BoardItem];
    layout = {
      width: side,
      length: side,
      shape: 'l-shaped',
      items: [
        { id: a.id, x: a.width / 2 + 10, y: a.length / 2 + 10, rotation: 0 },
        { id: b.id, x: side - b.width / 2 - 10, y: side - b.length / 2 - 10, rotation: 0 },
        { id: c.id, x: c.width / 2 + 10, y: side - c.length / 2 - 10, rotation: 0 },
      ],
    };
    await putLayout(token, board.id, layout);
  });
  afterAll(() => browser.close());

  describe('desktop: drawn where the layout puts it → orbit by mouse and keys → a move on the plan shows in 3D → captured as the picture', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let stage: Locator;
    const errors: string[] = [];
    /** An empty spot of the floor, far from every product. */
    let emptyFloor: { x: number; y: number };
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 }, baseURL: BASE_URL });
      await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
      page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      // In the L's bottom arm, between the two products there.
      emptyFloor = { x: side / 2, y: side * 0.75 };
    });
    afterAll(() => context.close());

    it('the 3D code loads only when the tab opens; the view draws a room (not blank)', async () => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      const tab = await scrollToRoom(page, board.id);
      await page.locator('section[aria-labelledby="room-designer-heading"]').waitFor(WAIT);
      const before = scripts.length;
      expect(await stageOf(page).count()).toBe(0);
      await tab.click();
      stage = stageOf(page);
      await stage.waitFor(WAIT);
      expect(scripts.length, 'the 3D view loads its own scripts').toBeGreaterThan(before);
      await expect.poll(async () => Number(await stage.getAttribute('data-frames')), WAIT).toBeGreaterThan(0);
      await stage.scrollIntoViewIfNeeded();
      await settled(stage);
      const shot = await shoot(stage, 'room3d-eye-1280');
      expect(distinctColours(shot), 'a drawn room has many colours').toBeGreaterThan(40);
      expect(await stage.getAttribute('data-preset')).toBe('eye');
      await screenshot(page, 'room3d-page-1280');
      expect(await scrollsSideways(page)).toBe(false);
    });

    it("top view: each product's footprint is on the pixels its layout gives, the empty floor is not", async () => {
      stage = await openTopView(page);
      const view = await viewOf(stage);
      const shot = await shoot(stage, 'room3d-top-1280');
      const floor = patch(shot, project(view, emptyFloor.x, emptyFloor.y, 0));
      for (const placed of layout.items) {
        const item = board.items.find((candidate) => candidate.id === placed.id) as BoardItem;
        // A quarter of the way in from the centre: the footprint, clear of the upright card along the middle.
        const at = project(view, placed.x + item.width / 4, placed.y + item.length / 4, FOOTPRINT_TOP);
        expect(distance(patch(shot, at), floor), `${item.title} at ${JSON.stringify(at)}`).toBeGreaterThan(25);
      }
      // The room's box corner that the L cuts away shows no floor: it is outside the room.
      const cutAway = patch(shot, project(view, side * 0.8, side * 0.2, 0));
      expect(distance(cutAway, floor), 'the cut-out corner of the L is not floor').toBeGreaterThan(12);
    });

    it('a mouse drag orbits the camera; wheel zooms', async () => {
      await page.getByRole('button', { name: 'Eye level' }).click();
      await expect.poll(() => stage.getAttribute('data-preset'), WAIT).toBe('eye');
      await settled(stage);
      const before = await viewOf(stage);
      const box = await stage.boundingBox();
      if (!box) throw new Error('no stage');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2 - 30, { steps: 12 });
      await page.mouse.up();
      // A turn eases out (damping) at the same distance; a zoom takes effect at once: both are polled, not settled.
      await expect.poll(async () => moved(await viewOf(stage), before), { ...WAIT, message: 'the camera went round' }).toBeGreaterThan(100);
      const after = await viewOf(stage);
      expect(Math.abs(radius(after) - radius(before)), 'an orbit keeps the distance').toBeLessThan(radius(before) * 0.02);
      await page.mouse.wheel(0, -400);
      await expect.poll(async () => radius(await viewOf(stage)), WAIT).toBeLessThan(radius(after));
      // Still, for the keys that follow.
      await settled(stage);
    });

    it('keys: arrows orbit, + and − zoom, with the view focused', async () => {
      await stage.focus();
      // The camera is still (the step before settled it): a turn eases out, a zoom takes effect at once.
      const start = await viewOf(stage);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => moved(await viewOf(stage), start), WAIT).toBeGreaterThan(20);
      const turned = await viewOf(stage);
      expect(Math.abs(radius(turned) - radius(start))).toBeLessThan(radius(start) * 0.02);
      await page.keyboard.press('+');
      await expect.poll(async () => radius(await viewOf(stage)), WAIT).toBeLessThan(radius(turned) * 0.95);
      const nearer = await viewOf(stage);
      await page.keyboard.press('-');
      await expect.poll(async () => radius(await viewOf(stage)), WAIT).toBeGreaterThan(radius(nearer) * 1.05);
    });

    it('an item moved on the plan moves in 3D at once', async () => {
      const placed = layout.items[0] as Layout['items'][number];
      const item = board.items.find((candidate) => candidate.id === placed.id) as BoardItem;
      await page.getByRole('tab', { name: 'Plan' }).click();
      const onPlan = page.getByRole('group', { name: /^Room canvas/ }).locator(`[data-item-id="${item.id}"]`);
      await onPlan.waitFor(WAIT);
      await onPlan.click();
      // Ten Shift+ArrowDown nudges of 10 cm: down the L's left arm.
      for (let step = 0; step < 10; step += 1) await page.keyboard.press('Shift+ArrowDown');
      await expect.poll(async () => Number(await onPlan.getAttribute('data-y')), WAIT).toBeGreaterThan(placed.y + 50);
      const movedTo = { x: Number(await onPlan.getAttribute('data-x')), y: Number(await onPlan.getAttribute('data-y')) };
      await page.getByRole('tab', { name: '3D view' }).click();
      stage = await openTopView(page);
      const view = await viewOf(stage);
      const shot = await shoot(stage, 'room3d-top-moved-1280');
      const floor = patch(shot, project(view, emptyFloor.x, emptyFloor.y, 0));
      const at = (p: { x: number; y: number }) => project(view, p.x + item.width / 4, p.y + item.length / 4, FOOTPRINT_TOP);
      expect(distance(patch(shot, at(movedTo)), floor), 'the product where it was moved').toBeGreaterThan(25);
      // Where its top edge was, there is floor now (the product moved more than 100 cm down).
      const oldTop = project(view, placed.x + item.width / 4, placed.y - item.length / 2 + 6, 0);
      expect(distance(patch(shot, oldTop), floor), 'floor where it was').toBeLessThan(25);
    });

    it('a new room shape chosen on the plan (3D hidden meanwhile) is framed and drawn in 3D', async () => {
      await page.getByRole('tab', { name: 'Plan' }).click();
      await page.getByRole('radio', { name: 'Rectangular' }).check();
      await page.getByRole('tab', { name: '3D view' }).click();
      await settled(stage);
      const view = await viewOf(stage);
      expect([view.camera, view.target].flatMap((v) => [v.x, v.y, v.z]).every(Number.isFinite), 'a camera with a place').toBe(true);
      stage = await openTopView(page);
      const shot = await shoot(stage, 'room3d-top-rectangular-1280');
      const top = await viewOf(stage);
      const floor = patch(shot, project(top, emptyFloor.x, emptyFloor.y, 0));
      // The corner the L cut away is floor now.
      expect(distance(patch(shot, project(top, side * 0.8, side * 0.2, 0)), floor)).toBeLessThan(25);
    });

    it('"Use this view as the board picture" previews a framed picture of the whole room, saved only when confirmed, after a reload too', async () => {
      const before = await apiCall<{ image_url: string | null }>(`boards/${board.id}`, token);
      // The user's own view zoomed right into the room: as it is, a picture of it would cut the walls off.
      await stage.focus();
      for (let k = 0; k < 8; k += 1) await stage.press('+');
      await settled(stage);
      const zoomed = await viewOf(stage);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/picture')) posts.push(request.url());
      });
      await page.getByRole('button', { name: 'Use this view as the board picture' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this as the board picture?' });
      await dialog.getByText('The picture is drawn from a framed camera').waitFor(WAIT);
      const preview = dialog.getByTestId('picture-preview');
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]), WAIT)
        .toEqual([1200, 900]);
      await screenshot(page, 'small-room3d-preview-1280');
      expect(posts, 'nothing is saved before the user confirms').toEqual([]);
      const saved = page.waitForResponse(
        (response) => response.url().includes(`/api/boards/${board.id}/picture`) && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Save as the board picture' }).click();
      const response = await saved;
      await settled(stage);
      expect(await viewOf(stage), 'the user’s own view is where they left it').toEqual(zoomed);
      expect(response.status()).toBe(200);
      expect(response.request().headers()['content-type']).toBe('image/png');
      const { image_url: url } = (await response.json()) as { image_url: string };
      expect(url).not.toBe(before.image_url);
      await expect(
        page.getByRole('status').filter({ hasText: "This view is now the board's picture." }).first().textContent(),
      ).resolves.toBeTruthy();
      await expect.poll(() => page.getByTestId('board-image').locator('img').getAttribute('src'), WAIT).toBe(url);
      await page.reload();
      await expect.poll(() => page.getByTestId('board-image').locator('img').getAttribute('src'), WAIT).toBe(url);
      const picture = await page.request.get(url);
      const body = await picture.body();
      writeFileSync(join(SCREENSHOTS, 'room3d-captured-picture.jpg'), body);
      const meta = await sharp(body).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 900]);
      // Framed: the room stands inside the picture with a margin of background all round (no wall cut by an edge),
      // while the user's own view stays zoomed in where they left it.
      const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      const background = at(2, 2);
      const border = [
        ...Array.from({ length: 120 }, (_, k) => [k * 10, 12]),
        ...Array.from({ length: 120 }, (_, k) => [k * 10, 887]),
        ...Array.from({ length: 90 }, (_, k) => [12, k * 10]),
        ...Array.from({ length: 90 }, (_, k) => [1187, k * 10]),
      ];
      const off = border.filter(([x, y]) => distance(at(x!, y!), background) > 12);
      expect(off, 'the border of the picture is background').toEqual([]);
      expect(distinctColours({ pixels: data, width: info.width, height: info.height })).toBeGreaterThan(40);
      expect(errors).toEqual([]);
    });
  });

  // The phone draws the room with a door and two windows (where each panel stands is tested on the model,
  // web/src/features/room3d/model/room-scene.test.ts, and on the plan, web/src/app/routes/board-room.test.tsx).
  describe('phone: a room with a door and two windows, orbit and pinch by touch, screenshots at 375 px', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let stage: Locator;
    const errors: string[] = [];
    beforeAll(async () => {
      const items = board.items.slice(0, 3);
      const withOpenings: Layout = {
        width: 460,
        length: 380,
        shape: 'rectangular',
        // The sofa against the near wall, the table before it, the armchair in the back door's swing.
        items: items.map((item) => {
          const at = { sofa: [230, 380 - item.length / 2 - 10], table: [200, 150], armchair: [380, 50] }[item.kind ?? ''] ?? [100, 100];
          return { id: item.id, x: at[0]!, y: at[1]!, rotation: 0 };
        }),
        openings: [
          { id: 'door-1', kind: 'door', wall: 0, offset: 380, width: 85, hinge: 'left' },
          { id: 'window-1', kind: 'window', wall: 0, offset: 150, width: 120 },
          { id: 'window-2', kind: 'window', wall: 3, offset: 190, width: 100 },
        ],
      };
      await putLayout(token, board.id, withOpenings);
      const saved = await apiCall<{ layout: Layout }>(`boards/${board.id}`, token);
      expect(saved.layout.openings).toEqual(withOpenings.openings);
      context = await browser.newContext({
        viewport: { width: WIDTHS.mobile, height: 800 },
        baseURL: BASE_URL,
        hasTouch: true,
        isMobile: true,
      });
      await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
      page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
    });
    afterAll(() => context.close());

    it('opens without sideways scrolling, the openings on the plan, and draws the room in 3D', async () => {
      const tab = await scrollToRoom(page, board.id);
      const designer = page.locator('section[aria-labelledby="room-designer-heading"]');
      await expect.poll(() => designer.locator('[data-opening]').count(), WAIT).toBe(3);
      await screenshotOf(designer, 'openings-plan-375');
      await tab.click();
      stage = stageOf(page);
      await expect.poll(async () => Number(await stage.getAttribute('data-frames')), WAIT).toBeGreaterThan(0);
      await stage.scrollIntoViewIfNeeded();
      await settled(stage);
      const shot = await shoot(stage, 'room3d-eye-375');
      expect(distinctColours(shot)).toBeGreaterThan(40);
      await screenshot(page, 'room3d-page-375');
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
    });

    it('one finger orbits, two fingers pinch to zoom', async () => {
      const box = await stage.boundingBox();
      if (!box) throw new Error('no stage');
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: points.map((p, id) => ({ x: Math.round(box.x + p.x), y: Math.round(box.y + p.y), id })),
        });
      const start = await viewOf(stage);
      const mid = { x: box.width / 2, y: box.height / 2 };
      await touch('touchStart', [mid]);
      for (let k = 1; k <= 10; k += 1) await touch('touchMove', [{ x: mid.x + k * 12, y: mid.y }]);
      await touch('touchEnd', []);
      // A turn eases out (damping) at the same distance; a pinch's zoom takes effect at once: both are polled.
      await expect
        .poll(async () => moved(await viewOf(stage), start), { ...WAIT, message: 'one finger turned the view' })
        .toBeGreaterThan(100);
      const orbited = await viewOf(stage);
      expect(Math.abs(radius(orbited) - radius(start))).toBeLessThan(radius(start) * 0.02);
      // Pinch: two fingers move apart.
      await touch('touchStart', [
        { x: mid.x - 30, y: mid.y },
        { x: mid.x + 30, y: mid.y },
      ]);
      for (let k = 1; k <= 10; k += 1) {
        await touch('touchMove', [
          { x: mid.x - 30 - k * 8, y: mid.y },
          { x: mid.x + 30 + k * 8, y: mid.y },
        ]);
      }
      await touch('touchEnd', []);
      await expect
        .poll(async () => radius(await viewOf(stage)), { ...WAIT, message: 'the pinch zoomed in' })
        .toBeLessThan(radius(orbited) * 0.9);
      await shoot(stage, 'room3d-touched-375');
    });

    it('"Use this view as the board picture" shows the framed picture first; Cancel saves nothing', async () => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/picture')) posts.push(request.url());
      });
      await page.getByRole('button', { name: 'Use this view as the board picture' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this as the board picture?' });
      const preview = dialog.getByTestId('picture-preview');
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth), WAIT).toBe(1200);
      const box = (await preview.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await screenshot(page, 'small-room3d-preview-375');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(posts).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
