// The designer that plans (issue 14): a bedroom, a living room, a dining room and a bath board open on a room that
// fits their furniture, arranged (no collisions, rugs under the furniture, accessories listed beside the plan) and
// drawn as plan symbols; dimensions read out while dragging, an overlap marked apart from the selection; and on a phone
// the four boards without sideways scrolling and the selected item's rotate and remove controls on the canvas.
// Screenshots of the four boards at 375 and 1280 px. A selected rug drawn beneath the furniture, the readout's
// distances and an overlap's flags are tested on the component (web/src/app/routes/board-room.test.tsx), the
// arrangement of such boards in every shape on the model (functions/src/room/arrangement.test.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArrangeItem } from '../functions/src/room/item-roles.js';
import { defaultRoomSize, roomSizeNote } from '../functions/src/room/room-size.js';
import { BASE_URL, centreOf, WIDTHS, launch, screenshotOf, scrollsSideways } from './browser.js';
import { saveBoardOf, signUp, stepsStopAtFirstFailure, type BoardItem } from './support.js';

const WAIT = { timeout: 30_000 };

/** Each board: its function and the products it is made of (by keyword search and a word of the title). */
const BOARDS = {
  bedroom: {
    function_name: 'Sleep',
    size: 'Queen Size',
    picks: [
      ['Sleep', 'Oslo Oak Platform Bed'],
      ['rug', 'Siena Terracotta Hand-Knotted Wool Rug'],
      ['lamp', 'Malmo Terracotta Ceramic Table Lamp'],
      ['pillow', 'Porto Navy Linen Throw Pillow'],
      ['duvet', 'Bergen Oat Percale Duvet Cover'],
    ],
  },
  living: {
    function_name: 'Entertainment',
    size: 'Sofa',
    picks: [
      ['sofa', 'Porto Terracotta Performance Velvet Sofa'],
      ['chair', 'Lisbon Slate Lounge Armchair'],
      ['table', 'Porto Walnut Coffee Table'],
      ['rug', 'Malmo Ochre Flatweave Rug'],
      ['lamp', 'Siena Copper Floor Lamp'],
      ['pillow', 'Brera Mustard Boucle Throw Pillow'],
    ],
  },
  dining: {
    function_name: 'Dining',
    size: 'M Table',
    picks: [
      ['table', 'Porto Ash Farmhouse Dining Table'],
      ['dining chair', 'Lisbon Ebony Cushioned Dining Chair'],
      ['dining chair', 'Bergen Walnut Cushioned Dining Chair'],
      ['bar', 'Camden Copper and Teak Bar Cart'],
      ['napkin', 'Siena Ochre Linen Napkins'],
    ],
  },
  bath: {
    function_name: 'Bath',
    size: 'Secondary',
    picks: [
      ['bench', 'Camden Acacia Bath Bench'],
      ['rug', 'Sedona Oat Cotton Bath Rug'],
      ['towel', 'Sedona Ivory Ribbed Towel Set'],
      ['showerhead', 'Lisbon Matte Black Rain Showerhead'],
      ['tile', 'Siena Jade Glazed Square Tile'],
    ],
  },
} as const;
type BoardName = keyof typeof BOARDS;

/** A saved board of the named products. */
function makeBoard(token: string, name: BoardName) {
  return saveBoardOf(token, BOARDS[name]);
}

async function newContext(browser: Browser, width: number, token: string, phone = false) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width, height: phone ? 800 : 900 },
    baseURL: BASE_URL,
    hasTouch: phone,
    isMobile: phone,
  });
  await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  const page = await context.newPage();
  return { context, page };
}

const designerOf = (page: Page) => page.locator('section[aria-labelledby="room-designer-heading"]');
const canvasOf = (page: Page) => page.getByRole('group', { name: /^Room canvas/ });
const itemOf = (page: Page, id: string) => canvasOf(page).locator(`[data-item-id="${id}"]`);
const rowOf = (page: Page, id: string) => page.locator(`li[data-item-id="${id}"]`);

async function openDesigner(page: Page, id: string): Promise<void> {
  await page.goto(`/UserBoard/${id}`);
  await page.getByText('Loading the room designer…').or(designerOf(page)).first().scrollIntoViewIfNeeded(WAIT);
  await page.getByLabel('Room Width').waitFor(WAIT);
}

/** What the phone's screen shows (an element shot of a tall section is stitched, and the fixed header lands in it). */
async function phoneShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await screenshotOf(page, name);
}

const floorOf = (items: BoardItem[]) => items.filter((item) => item.mount !== 'accessory');

/** The board's designer as one look at the page: what the arrangement checks read, per item on the plan. */
function planOf(page: Page) {
  return designerOf(page).evaluate((designer) => {
    const canvas = designer.querySelector('[role="group"][aria-label^="Room canvas"]')!;
    const items = [...canvas.querySelectorAll('[data-item-id]')].map((item) => ({
      id: item.getAttribute('data-item-id')!,
      outside: item.getAttribute('data-outside'),
      overlapping: item.getAttribute('data-overlapping'),
      symbols: item.querySelectorAll('[data-symbol]').length,
      layer: item.closest('[data-layer]')?.getAttribute('data-layer') ?? null,
    }));
    const listed = designer.querySelector('[data-testid="designer-accessories"]');
    return { items, accessories: listed ? [...listed.querySelectorAll('li')].map((li) => li.textContent ?? '') : null };
  });
}

/** Opens a board's designer and goes on from the size step (a board laid out already opens on its room). */
async function openRoom(page: Page, id: string, tap = false): Promise<void> {
  await page.goto(`/UserBoard/${id}`);
  await page.getByText('Loading the room designer…').or(designerOf(page)).first().scrollIntoViewIfNeeded(WAIT);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await canvasOf(page).or(next).first().waitFor(WAIT);
  if (await next.isVisible()) {
    expect(await scrollsSideways(page), 'the size step').toBe(false);
    await (tap ? next.tap() : next.click());
  }
  await canvasOf(page).waitFor(WAIT);
}

describe('the designer that plans', () => {
  let browser: Browser;
  let token: string;
  const boards = {} as Record<BoardName | 'phone', { id: string; items: BoardItem[] }>;
  beforeAll(async () => {
    browser = await launch();
    token = await signUp('planner');
    // A living room of its own for the phone journey, whose changes are saved.
    for (const name of [...(Object.keys(BOARDS) as BoardName[]), 'phone'] as const)
      boards[name] = await makeBoard(token, name === 'phone' ? 'living' : name);
  });
  afterAll(() => browser.close());

  // At 375 px on a phone, each board's size step and room without sideways scrolling, then the phone journey; the same
  // page serves them all. The selected rug drawn beneath the furniture, each shape's items on its floor and what a drag
  // reads out are tested on the component (web/src/app/routes/board-room.test.tsx).
  describe('on a phone: the four boards without sideways scrolling; tap an item, rotate it with the control on the canvas, remove it and bring it back', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let sofa: BoardItem;
    const errors: string[] = [];
    beforeAll(async () => {
      ({ context, page } = await newContext(browser, WIDTHS.mobile, token, true));
      page.on('pageerror', (error) => errors.push(error.message));
      sofa = floorOf(boards.phone.items).find((item) => item.kind === 'sofa') as BoardItem;
    });
    afterAll(() => context.close());

    it(`opens each of the four boards at ${WIDTHS.mobile} px without sideways scrolling, on the size step and on the room`, async () => {
      for (const name of Object.keys(BOARDS) as BoardName[]) {
        await page.goto(`/UserBoard/${boards[name].id}`);
        await page.getByText('Loading the room designer…').or(designerOf(page)).first().scrollIntoViewIfNeeded(WAIT);
        await page.getByLabel('Room Width').waitFor(WAIT);
        await screenshotOf(designerOf(page), `plans-${name}-${WIDTHS.mobile}-size`);
        expect(await scrollsSideways(page), `${name}'s size step at ${WIDTHS.mobile} px`).toBe(false);
        await page.getByRole('button', { name: 'Next', exact: true }).tap();
        await canvasOf(page).waitFor(WAIT);
        await expect.poll(() => canvasOf(page).locator('[data-item-id]').count(), WAIT).toBe(floorOf(boards[name].items).length);
        expect(await scrollsSideways(page), `${name} at ${WIDTHS.mobile} px`).toBe(false);
        await screenshotOf(designerOf(page), `plans-${name}-${WIDTHS.mobile}`);
      }
      expect(errors).toEqual([]);
    });

    it('shows the touch hint, not the keyboard one', async () => {
      await openRoom(page, boards.phone.id, true);
      await expect(page.getByText('Drag an item to move it; tap it to turn it or take it off the plan.').isVisible()).resolves.toBe(true);
      await expect(page.getByText(/arrow keys/).isVisible()).resolves.toBe(false);
    });
    it('a tap selects the item and puts its controls on the canvas beside it', async () => {
      await canvasOf(page).scrollIntoViewIfNeeded();
      await itemOf(page, sofa.id).tap();
      await expect.poll(() => itemOf(page, sofa.id).getAttribute('aria-pressed'), WAIT).toBe('true');
      const controls = page.getByTestId('on-canvas-controls');
      await controls.waitFor(WAIT);
      const box = await controls.boundingBox();
      const canvasBox = await canvasOf(page).boundingBox();
      const itemBox = await itemOf(page, sofa.id).boundingBox();
      if (!box || !canvasBox || !itemBox) throw new Error('not on screen');
      // On the canvas, touching the item's box from above or below.
      expect(box.x >= canvasBox.x - 1 && box.x + box.width <= canvasBox.x + canvasBox.width + 1).toBe(true);
      expect(Math.min(Math.abs(box.y + box.height - itemBox.y), Math.abs(box.y - (itemBox.y + itemBox.height)))).toBeLessThan(20);
      for (const button of await controls.getByRole('button').all()) {
        const size = await button.boundingBox();
        expect(size && size.width >= 44 && size.height >= 44).toBe(true);
      }
      await canvasOf(page).evaluate((canvas) => canvas.scrollIntoView({ block: 'center' }));
      await phoneShot(page, 'plans-phone-selected');
    });

    it('the on-canvas rotate control turns it 5° a tap', async () => {
      const before = Number(await itemOf(page, sofa.id).getAttribute('data-rotation'));
      await page
        .getByTestId('on-canvas-controls')
        .getByRole('button', { name: `Rotate ${sofa.title} right` })
        .tap();
      await expect.poll(async () => Number(await itemOf(page, sofa.id).getAttribute('data-rotation')), WAIT).toBe((before + 5) % 360);
      await expect(rowOf(page, sofa.id).getByTestId('item-rotation').textContent()).resolves.toBe(`${(before + 5) % 360}°`);
      await phoneShot(page, 'plans-phone-rotated');
    });

    it('the on-canvas remove control takes it off the plan, and the list brings it back', async () => {
      await page
        .getByTestId('on-canvas-controls')
        .getByRole('button', { name: `Remove ${sofa.title} from the plan` })
        .tap();
      await expect.poll(() => itemOf(page, sofa.id).count(), WAIT).toBe(0);
      await expect(page.getByTestId('on-canvas-controls').count()).resolves.toBe(0);
      const putBack = rowOf(page, sofa.id).getByRole('button', { name: `Put ${sofa.title} back on the plan` });
      await putBack.scrollIntoViewIfNeeded();
      await phoneShot(page, 'plans-phone-removed');
      await putBack.tap();
      await expect.poll(() => itemOf(page, sofa.id).count(), WAIT).toBe(1);
      await expect(itemOf(page, sofa.id).getAttribute('data-outside')).resolves.toBe('false');
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
    });
  });

  describe(`at ${WIDTHS.desktop} px: the four boards arranged, then an overlap drawn apart from the selection`, () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];
    beforeAll(async () => {
      ({ context, page } = await newContext(browser, WIDTHS.desktop, token));
      page.on('pageerror', (error) => errors.push(error.message));
    });
    afterAll(() => context.close());

    for (const name of Object.keys(BOARDS) as BoardName[]) {
      it(`opens the ${name} board at ${WIDTHS.desktop} px on a room that fits, arranged, accessories beside the plan`, async () => {
        const board = boards[name];
        const floor = floorOf(board.items);
        const accessories = board.items.filter((item) => item.mount === 'accessory');
        await openDesigner(page, board.id);

        // Step 1: the room that fits the furniture, said in one line when it is larger than the seed's 200 x 200.
        const start = defaultRoomSize(floor as ArrangeItem[]);
        await expect(page.getByLabel('Room Width').inputValue()).resolves.toBe(String(start.width));
        await expect(page.getByLabel('Room Length').inputValue()).resolves.toBe(String(start.length));
        const note = roomSizeNote(start, 'cm');
        if (note) await expect(page.getByTestId('room-size-note').textContent()).resolves.toBe(note);
        else await expect(page.getByTestId('room-size-note').count()).resolves.toBe(0);
        await screenshotOf(designerOf(page), `plans-${name}-${WIDTHS.desktop}-size`);
        expect(await scrollsSideways(page), `${name}'s size step at ${WIDTHS.desktop} px`).toBe(false);
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await canvasOf(page).waitFor(WAIT);

        // The arrangement: every floor item inside, nothing colliding, each drawn as its symbol; rugs in the layer beneath
        // the furniture. Accessories are listed beside the plan and not drawn on it.
        const plan = await planOf(page);
        const rugs = new Set(floor.filter((item) => item.mount === 'rug').map((item) => item.id));
        expect(plan.items.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          floor
            .map((item) => ({
              id: item.id,
              outside: 'false',
              overlapping: 'false',
              symbols: 1,
              layer: rugs.has(item.id) ? 'rugs' : 'furniture',
            }))
            .sort((a, b) => a.id.localeCompare(b.id)),
        );
        expect(plan.accessories?.sort() ?? null).toEqual(accessories.length ? accessories.map((item) => item.title).sort() : null);
        expect(await scrollsSideways(page), `${name} at ${WIDTHS.desktop} px`).toBe(false);
        await screenshotOf(designerOf(page), `plans-${name}-${WIDTHS.desktop}`);
        expect(errors).toEqual([]);
      });
    }

    it('reads out the size and the distances to the walls while an item is dragged; an overlap is marked apart from the selection', async () => {
      // The living board, laid out by the step before.
      await openRoom(page, boards.living.id);
      const floor = floorOf(boards.living.items);
      const canvas = canvasOf(page);
      const sofa = floor.find((item) => item.kind === 'sofa') as BoardItem;
      const chair = floor.find((item) => item.kind === 'armchair') as BoardItem;
      // Dropped onto the sofa, the armchair collides: both show the warning (red hatch), the selection keeps its accent ring.
      const from = await centreOf(itemOf(page, chair.id));
      const onto = await centreOf(itemOf(page, sofa.id));
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(onto.x, onto.y, { steps: 8 });
      // The page draws the drag after the pointer's moves reach it: read it once drawn.
      const readout = page.getByTestId('drag-readout');
      await expect
        .poll(() => readout.textContent(), WAIT)
        .toMatch(
          new RegExp(`^${chair.title}, ${chair.width} x ${chair.length} cm: \\d+(\\.\\d)? cm left, \\d+(\\.\\d)? cm top, .* to the walls$`),
        );
      await expect.poll(() => canvas.getByTestId('drag-dimensions').locator('path').count(), WAIT).toBe(4);
      await screenshotOf(designerOf(page), 'plans-living-1280-dragging');
      await page.mouse.up();
      await expect.poll(() => readout.textContent(), WAIT).toBe('');
      await expect.poll(() => itemOf(page, chair.id).getAttribute('data-overlapping'), WAIT).toBe('true');
      await expect(itemOf(page, chair.id).getAttribute('aria-pressed')).resolves.toBe('true');
      const strokes = await canvas.evaluate((svg, id) => {
        const item = svg.querySelector(`[data-item-id="${id}"]`);
        const rects = item ? [...item.querySelectorAll(':scope > rect')] : [];
        return rects.map((rect) => getComputedStyle(rect).stroke);
      }, chair.id);
      // The warning mark and the selection ring: two different colours.
      expect(new Set(strokes.filter((stroke) => stroke !== 'none' && stroke !== 'rgba(0, 0, 0, 0)')).size).toBe(2);
      await screenshotOf(designerOf(page), 'plans-living-1280-overlap');
      expect(errors).toEqual([]);
    });
  });
});
