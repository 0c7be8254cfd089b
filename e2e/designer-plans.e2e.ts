// The designer that plans (issue 14): a bedroom, a living room, a dining room and a bath board open on a room that
// fits their furniture, arranged (no collisions, rugs under the furniture, accessories listed beside the plan) and
// drawn as plan symbols; dimensions read out while dragging; and on a phone the selected item's rotate and remove
// controls sit on the canvas. Screenshots of the four boards at 375 and 1280 px.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArrangeItem } from '../functions/src/room/item-roles.js';
import { defaultRoomSize, roomSizeNote } from '../functions/src/room/room-size.js';
import { BASE_URL, WIDTHS, launch, screenshotOf, scrollsSideways } from './browser.js';
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

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** What the phone's screen shows (an element shot of a tall section is stitched, and the fixed header lands in it). */
async function phoneShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await screenshotOf(page, name);
}

const floorOf = (items: BoardItem[]) => items.filter((item) => item.mount !== 'accessory');

describe('the designer that plans', () => {
  let browser: Browser;
  let token: string;
  const boards = {} as Record<BoardName | 'dragged' | 'phone', { id: string; items: BoardItem[] }>;
  beforeAll(async () => {
    browser = await launch();
    token = await signUp('planner');
    // Living rooms of their own for the drag and the phone journey, whose changes are saved.
    for (const name of [...(Object.keys(BOARDS) as BoardName[]), 'dragged', 'phone'] as const)
      boards[name] = await makeBoard(token, name === 'dragged' || name === 'phone' ? 'living' : name);
  });
  afterAll(() => browser.close());

  for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
    for (const name of Object.keys(BOARDS) as BoardName[]) {
      it(`opens the ${name} board at ${width} px on a room that fits, arranged, accessories beside the plan`, async () => {
        const { context, page } = await newContext(browser, width, token);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
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
        await screenshotOf(designerOf(page), `plans-${name}-${width}-size`);
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        const canvas = canvasOf(page);
        await canvas.waitFor(WAIT);

        // The arrangement: every floor item inside, nothing colliding; rugs in the layer beneath the furniture.
        for (const item of floor) {
          await expect(itemOf(page, item.id).getAttribute('data-outside')).resolves.toBe('false');
          await expect(itemOf(page, item.id).getAttribute('data-overlapping')).resolves.toBe('false');
          await expect(itemOf(page, item.id).locator('[data-symbol]').count()).resolves.toBe(1);
        }
        for (const rug of floor.filter((item) => item.mount === 'rug'))
          await expect(canvas.locator(`[data-layer="rugs"] [data-item-id="${rug.id}"]`).count()).resolves.toBe(1);
        // Accessories are listed beside the plan and not drawn on it.
        for (const item of accessories) await expect(itemOf(page, item.id).count()).resolves.toBe(0);
        const listed = designerOf(page).getByTestId('designer-accessories');
        await expect(listed.count()).resolves.toBe(accessories.length ? 1 : 0);
        for (const item of accessories) await expect(listed.getByText(item.title, { exact: true }).count()).resolves.toBe(1);
        expect(await scrollsSideways(page), `${name} at ${width} px`).toBe(false);
        await screenshotOf(designerOf(page), `plans-${name}-${width}`);
        // A selected rug stays beneath the furniture: it is not drawn again on top as a selected piece is.
        const rug = floor.find((item) => item.mount === 'rug');
        if (rug && width === WIDTHS.desktop) {
          await rowOf(page, rug.id)
            .getByRole('button', { name: `Select ${rug.title}`, exact: false })
            .click();
          await expect.poll(() => itemOf(page, rug.id).getAttribute('aria-pressed'), WAIT).toBe('true');
          await expect(canvas.locator('use').count()).resolves.toBe(0);
          const piece = floor.find((item) => item.mount !== 'rug') as BoardItem;
          await rowOf(page, piece.id)
            .getByRole('button', { name: `Select ${piece.title}`, exact: false })
            .click();
          await expect.poll(() => canvas.locator('[data-layer="furniture"] use').count(), WAIT).toBe(1);
        }

        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('reads out the size and the distances to the walls while an item is dragged, and draws them', async () => {
    const { context, page } = await newContext(browser, WIDTHS.desktop, token);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const floor = floorOf(boards.dragged.items);
    await openDesigner(page, boards.dragged.id);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const canvas = canvasOf(page);
    await canvas.waitFor(WAIT);
    const sofa = floor.find((item) => item.kind === 'sofa') as BoardItem;
    const from = await centreOf(itemOf(page, sofa.id));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + 40, { steps: 6 });
    // The page draws the drag after the pointer's moves reach it: read it once drawn.
    const readout = page.getByTestId('drag-readout');
    await expect
      .poll(() => readout.textContent(), WAIT)
      .toMatch(
        new RegExp(`^${sofa.title}, ${sofa.width} x ${sofa.length} cm: \\d+(\\.\\d)? cm left, \\d+(\\.\\d)? cm top, .* to the walls$`),
      );
    await expect.poll(() => canvas.getByTestId('drag-dimensions').locator('path').count(), WAIT).toBe(4);
    await screenshotOf(designerOf(page), 'plans-living-1280-dragging');
    await page.mouse.up();
    await expect.poll(() => readout.textContent(), WAIT).toBe('');
    await expect.poll(() => canvas.getByTestId('drag-dimensions').count(), WAIT).toBe(0);
    await expect(itemOf(page, sofa.id).getAttribute('aria-pressed')).resolves.toBe('true');
    // Dropped onto the sofa, the armchair collides: both show the warning (red hatch), the selection keeps its accent ring.
    const chair = floor.find((item) => item.kind === 'armchair') as BoardItem;
    const chairFrom = await centreOf(itemOf(page, chair.id));
    const onto = await centreOf(itemOf(page, sofa.id));
    await page.mouse.move(chairFrom.x, chairFrom.y);
    await page.mouse.down();
    await page.mouse.move(onto.x, onto.y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => itemOf(page, chair.id).getAttribute('data-overlapping'), WAIT).toBe('true');
    await expect(itemOf(page, sofa.id).getAttribute('data-overlapping')).resolves.toBe('true');
    await expect(rowOf(page, chair.id).getByText('Overlaps another item').count()).resolves.toBe(1);
    const strokes = await canvas.evaluate((svg, id) => {
      const item = svg.querySelector(`[data-item-id="${id}"]`);
      const rects = item ? [...item.querySelectorAll(':scope > rect')] : [];
      return rects.map((rect) => getComputedStyle(rect).stroke);
    }, chair.id);
    // The warning mark and the selection ring: two different colours.
    expect(new Set(strokes.filter((stroke) => stroke !== 'none' && stroke !== 'rgba(0, 0, 0, 0)')).size).toBe(2);
    await screenshotOf(designerOf(page), 'plans-living-1280-overlap');
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('on a phone: tap an item, rotate it with the control on the canvas, remove it and bring it back', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let sofa: BoardItem;
    const errors: string[] = [];
    beforeAll(async () => {
      ({ context, page } = await newContext(browser, WIDTHS.mobile, token, true));
      page.on('pageerror', (error) => errors.push(error.message));
      sofa = floorOf(boards.phone.items).find((item) => item.kind === 'sofa') as BoardItem;
      await openDesigner(page, boards.phone.id);
      await page.getByRole('button', { name: 'Next', exact: true }).tap();
      await canvasOf(page).waitFor(WAIT);
    });
    afterAll(() => context.close());

    it('shows the touch hint, not the keyboard one', async () => {
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
});
