// Board reviews (issue 22) in two browser contexts at once: a member asks a designer about a saved board on its page;
// the designer claims it from the queue, pins a note on the picture and one on the plan with real pointer clicks, picks
// a product swap from the catalogue and delivers; the member sees the pins and the swap on the board and accepts the
// swap, and the board's products change. The plan is the board's room as the room designer draws it, and a pin stands on
// the same place in the room on both sides and at both widths. Screenshots of both sides at 375 and 1280 px (the
// other width by resizing the same pages).
// Then the revision round (issue 31): the designer's revision starts from the first delivery and is kept as a draft on
// the server (it survives the Messages tab and a reload in another browser), and the member reads the revision on top
// with the first review, its notes and its accepted swap, still below it.
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cm, px, type RoomPoint } from '../functions/src/room/units.js';
import { fitViewport, toRoom } from '../functions/src/room/viewport.js';
import { createAccount, providerSignIn, verifyEmail } from '../functions/src/testing/auth.js';
import { setRole } from '../functions/src/tools/admin-grant.js';
import { BASE_URL, centreOf, WIDTHS, launch, screenshotOf, scrollsSideways } from './browser.js';
import { apiCall, login, saveBoard, stepsStopAtFirstFailure, type BoardItem } from './support.js';

const WAIT = { timeout: 60_000 };
const QUESTION = 'Is the rug the right size for this room, and what would make it feel warmer?';
const REPLY = 'Could you suggest something to read by in bed?';
const REVISION = 'A calm start, and now light to read by: **a brass lamp** on the nightstand.';

interface Side {
  context: BrowserContext;
  page: Page;
}

async function open(browser: Browser, width: number, token: string): Promise<Side> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL });
  await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  return { context, page: await context.newPage() };
}

const screenshot = (page: Page, name: string) => screenshotOf(page, name);

/** Every picture of the review (the board's, the swaps' products) has loaded and shows something. */
const picturesShown = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll('section#review article img')].every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    undefined,
    WAIT,
  );

/** Clicks a point of the element, in fractions of its box, with the mouse (pointer down and up, as a person does). */
async function clickAt(page: Page, target: Locator, x: number, y: number): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

/**
 * The place in the room (cm) that a point of the page on a review's plan stands for, worked out apart from the app: the
 * drawing's room and width (its attributes), fitted as the room designer fits a room (a 30 px margin).
 */
async function roomPlaceOf(plan: Locator, point: { x: number; y: number }): Promise<RoomPoint> {
  const svg = plan.locator('svg[data-room-shape]');
  const [viewBox, width, length, box] = await Promise.all([
    svg.getAttribute('viewBox'),
    svg.getAttribute('data-room-width'),
    svg.getAttribute('data-room-length'),
    svg.boundingBox(),
  ]);
  const drawn = Number((viewBox ?? '').split(' ')[2]);
  const room = { width: cm(Number(width)), length: cm(Number(length)) };
  const viewport = fitViewport(room, px(drawn), px(drawn * 1.2), px(30));
  const ratio = drawn / box!.width;
  return toRoom(viewport, room, { x: px((point.x - box!.x) * ratio), y: px((point.y - box!.y) * ratio) });
}

/** The plan shows the board's room as the designer draws it: its shape and size, its products by name and size, a door. */
async function expectRealPlan(plan: Locator, items: readonly BoardItem[]): Promise<void> {
  const svg = plan.locator('svg[data-room-shape]');
  await svg.waitFor(WAIT);
  expect(await svg.getAttribute('aria-label')).toBe("The board's plan, Rectangular room, 500 x 400 cm");
  expect(await svg.locator('[data-dimension]').allTextContents()).toEqual(['500 cm', '400 cm']);
  const cmText = (value: number) => String(Math.round(value * 10) / 10);
  for (const item of items.filter((one) => one.mount !== 'accessory')) {
    const name = `${item.title}, ${cmText(item.width)} x ${cmText(item.length)} cm`;
    await expect(plan.getByRole('img', { name, exact: true }).count(), name).resolves.toBe(1);
  }
  await expect(plan.locator('[data-opening="door"]').count()).resolves.toBe(1);
  await expect(plan.locator('[data-symbol]').count()).resolves.toBe(items.filter((one) => one.mount !== 'accessory').length);
}

describe('board reviews, member and designer', () => {
  stepsStopAtFirstFailure();
  let browser: Browser;
  let memberToken: string;
  let designerToken: string;
  let board: { id: string; items: BoardItem[] };
  let member: Side;
  let designer: Side;
  let swappedTo = '';
  /** Where in the room the designer pinned the plan's note. */
  let pinnedAt: RoomPoint;

  beforeAll(async () => {
    browser = await launch();
    const [owner, expert] = await Promise.all([createAccount(), createAccount(`designer-${randomUUID().slice(0, 8)}@example.com`)]);
    // A free (Basic) review needs a verified address.
    await verifyEmail(owner);
    const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' }, `e2e-designer-${randomUUID()}`);
    await setRole(getAuth(app), expert.email, 'designer', true);
    [memberToken, designerToken] = await Promise.all([login(owner.idToken), login(await providerSignIn(expert.email))]);
    board = await saveBoard(memberToken);
    const layout = {
      width: 500,
      length: 400,
      shape: 'rectangular',
      items: board.items.map((item, n) => ({ id: item.id, x: 110 + n * 130, y: 200, rotation: 0 })),
    };
    const response = await fetch(`${BASE_URL}/api/boards/${board.id}/layout`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(layout),
    });
    expect(response.status).toBe(200);
    [member, designer] = await Promise.all([open(browser, WIDTHS.mobile, memberToken), open(browser, WIDTHS.desktop, designerToken)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([member?.context.close(), designer?.context.close()]);
    await browser?.close();
  });

  it('the member asks a designer from the board page, with a counter under the question', async () => {
    const { page } = member;
    await page.goto(`/UserBoard/${board.id}`);
    const panel = page.locator('section#review');
    await panel.getByRole('heading', { name: 'Ask a designer' }).waitFor(WAIT);
    await panel.getByLabel('Your question').fill(QUESTION);
    await panel.getByText(`${QUESTION.length} / 1,000`).waitFor(WAIT);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'reviews-ask-375');
    await panel.getByRole('button', { name: 'Ask a designer' }).click();
    await panel.getByText('Your question is in.').waitFor(WAIT);
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('the designer finds it in the queue and claims it; it moves to their work with a due date', async () => {
    const { page } = designer;
    await page.goto('/designer/queue');
    const queued = page.locator('section[aria-labelledby="review-queue-title"] li').filter({ hasText: QUESTION });
    await queued.waitFor(WAIT);
    await screenshot(page, 'reviews-queue-1280');
    await queued.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => queued.count(), WAIT).toBe(0);
    await page.getByRole('link', { name: 'My work' }).click();
    await page.waitForURL('**/designer/work', WAIT);
    const mine = page.locator('section[aria-labelledby="my-reviews-title"] li').filter({ hasText: QUESTION });
    await mine.getByText(/^Due /).waitFor(WAIT);
    await mine.getByRole('button', { name: 'Write the review' }).click();
  });

  it('the designer pins a note on the picture and one on the plan, picks a swap from the catalogue and delivers', async () => {
    const { page } = designer;
    const editor = page.locator('form[aria-label^="Review of"]');
    await editor.locator('[data-pins="picture"] img').waitFor(WAIT);
    await clickAt(page, editor.locator('[data-pins="picture"]'), 0.3, 0.6);
    await editor.getByPlaceholder('Note 1 (on the picture)').fill('Warm this corner with a floor lamp.');
    const plan = editor.locator('[data-pins="plan"]');
    await expectRealPlan(plan, board.items);
    await plan.scrollIntoViewIfNeeded();
    const planBox = (await plan.boundingBox())!;
    const clicked = { x: planBox.x + planBox.width * 0.75, y: planBox.y + planBox.height * 0.25 };
    pinnedAt = await roomPlaceOf(plan, clicked);
    await page.mouse.click(clicked.x, clicked.y);
    await editor.getByPlaceholder('Note 2 (on the plan)').fill('Keep a clear path to the window.');
    expect(await editor.locator('[data-pins="picture"] > span').count()).toBe(1);
    expect(await plan.locator(':scope > span').count()).toBe(1);
    // The pin stands where the click was, in the room (within a pixel or two).
    const shown = await roomPlaceOf(plan, await centreOf(plan.locator(':scope > span')));
    expect(Math.hypot(shown.x - pinnedAt.x, shown.y - pinnedAt.y), JSON.stringify({ shown, pinnedAt })).toBeLessThan(3);
    await screenshotOf(plan.locator('xpath=..'), 'reviews-plan-designer-1280');
    // On a phone the same plan, the pin on the same place in the room, and nothing scrolls sideways.
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await expect.poll(async () => (await plan.locator('svg').getAttribute('viewBox'))?.split(' ')[2], WAIT).not.toBe(String(planBox.width));
    await plan.scrollIntoViewIfNeeded();
    const narrow = await roomPlaceOf(plan, await centreOf(plan.locator(':scope > span')));
    expect(Math.hypot(narrow.x - pinnedAt.x, narrow.y - pinnedAt.y), JSON.stringify({ narrow, pinnedAt })).toBeLessThan(3);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshotOf(plan.locator('xpath=..'), 'reviews-plan-designer-375');
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

    const titles = new Set(board.items.map((item) => item.title));
    const choices = editor.getByRole('button', { name: /^Select: / });
    await choices.first().waitFor(WAIT);
    for (const label of await choices.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))) {
      const title = label.replace(/^Select: /, '');
      if (!titles.has(title)) {
        swappedTo = title;
        break;
      }
    }
    expect(swappedTo).not.toBe('');
    await editor.getByRole('button', { name: `Select: ${swappedTo}` }).click();
    await editor.getByLabel('Why').fill('Its warmer tone ties the bed to the floor.');
    await editor.getByRole('button', { name: 'Add this swap' }).click();
    await editor.getByText(`→ ${swappedTo}`).waitFor(WAIT);
    await editor.getByLabel('Summary (Markdown)').fill('A calm start. **Two** changes will lift it:\n\n- a warmer light\n- a clear path');
    await editor.getByRole('button', { name: 'Preview' }).click();
    await editor.locator('strong', { hasText: 'Two' }).waitFor(WAIT);
    await editor.locator('[data-pins="picture"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'reviews-delivery-editor-1280');
    await editor.getByRole('button', { name: 'Deliver the review' }).click();
    const mine = page.locator('section[aria-labelledby="my-reviews-title"] li').filter({ hasText: QUESTION });
    await mine.getByText('Delivered').waitFor(WAIT);
  });

  it('the member sees the summary, the two pins and the swap on the board, and accepts the swap', async () => {
    const { page } = member;
    await page.reload();
    const review = page.locator('section#review article');
    await review.getByTestId('review-summary').locator('strong', { hasText: 'Two' }).waitFor(WAIT);
    expect(await review.locator('[data-pins="picture"] > span').allTextContents()).toEqual(['1']);
    expect(await review.locator('[data-pins="plan"] > span').allTextContents()).toEqual(['2']);
    // The member's plan is the same room, the pin on the place the designer pinned.
    const plan = review.locator('[data-pins="plan"]');
    await expectRealPlan(plan, board.items);
    await plan.scrollIntoViewIfNeeded();
    const shown = await roomPlaceOf(plan, await centreOf(plan.locator(':scope > span')));
    expect(Math.hypot(shown.x - pinnedAt.x, shown.y - pinnedAt.y), JSON.stringify({ shown, pinnedAt })).toBeLessThan(3);
    await screenshotOf(plan.locator('xpath=..'), 'reviews-plan-member-375');
    await review.getByText('Warm this corner with a floor lamp.').waitFor(WAIT);
    await review.getByText('Keep a clear path to the window.').waitFor(WAIT);
    const swap = review.getByRole('listitem', { name: new RegExp(`for ${swappedTo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    await swap.scrollIntoViewIfNeeded();
    expect(await swap.locator('img').count()).toBe(2);
    await picturesShown(page);
    await screenshot(page, 'reviews-member-review-375');
    expect(await scrollsSideways(page)).toBe(false);
    await swap.getByRole('button', { name: 'Accept this swap' }).click();
    await swap.getByText('Accepted: the board has it now.').waitFor({ timeout: 120_000 });
    const after = await apiCall<{ items: BoardItem[] }>(`boards/${board.id}`, memberToken);
    expect(after.items.map((item) => item.title)).toContain(swappedTo);
    expect(after.items).toHaveLength(board.items.length);
  });

  // The same pages widened and narrowed: only the layout changes with the width.
  it('both sides read right at the other width, without sideways scrolling', async () => {
    const wideMember = member.page;
    await wideMember.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    try {
      const review = wideMember.locator('section#review article');
      await review.getByText('Accepted: the board has it now.').waitFor(WAIT);
      await review.scrollIntoViewIfNeeded();
      await picturesShown(wideMember);
      await screenshot(wideMember, 'reviews-member-review-1280');
      await screenshotOf(review.locator('[data-pins="plan"]').locator('xpath=..'), 'reviews-plan-member-1280');
      expect(await scrollsSideways(wideMember)).toBe(false);
    } finally {
      await wideMember.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    }
    const narrowDesigner = designer.page;
    await narrowDesigner.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    try {
      await narrowDesigner.locator('section[aria-labelledby="my-reviews-title"] li').filter({ hasText: QUESTION }).waitFor(WAIT);
      await screenshot(narrowDesigner, 'reviews-designer-375');
      expect(await scrollsSideways(narrowDesigner)).toBe(false);
    } finally {
      await narrowDesigner.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    }
  });

  it('the member asks for the one revision round', async () => {
    const { page } = member;
    await page.goto(`/UserBoard/${board.id}`);
    const review = page.locator('section#review article');
    await review.getByLabel('Ask for one revision').fill(REPLY);
    await review.getByRole('button', { name: 'Send my reply' }).click();
    await review.getByText(REPLY).waitFor(WAIT);
  });

  it('the designer’s revision starts from the first delivery and its draft survives the Messages tab and another browser', async () => {
    const { page } = designer;
    await page.goto('/designer/work');
    const card = () => page.locator('section[aria-labelledby="my-reviews-title"] li').filter({ hasText: REPLY });
    await card().getByRole('button', { name: 'Revise' }).click();
    const editor = page.locator('form[aria-label^="Review of"]');
    const summary = editor.getByLabel('Summary (Markdown)');
    // Prefilled from the first delivery: its summary and its two notes, to add to (the swap the member took is done).
    await expect.poll(() => summary.inputValue(), WAIT).toContain('A calm start. **Two** changes will lift it');
    await expect(editor.getByPlaceholder(/^Note \d/).count()).resolves.toBe(2);
    await expect(editor.getByText(`→ ${swappedTo}`).count()).resolves.toBe(0);
    await summary.fill(REVISION);
    await editor.getByText('Draft saved.').waitFor(WAIT);

    await page.getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL('**/designer/messages', WAIT);
    await page.getByRole('link', { name: 'My work' }).click();
    await card().getByRole('button', { name: 'Revise' }).click();
    await expect.poll(() => editor.getByLabel('Summary (Markdown)').inputValue(), WAIT).toBe(REVISION);

    // Another browser (another device): the same draft, and the revision is delivered from there.
    const other = await open(browser, WIDTHS.desktop, designerToken);
    try {
      await other.page.goto('/designer/work');
      const there = other.page.locator('section[aria-labelledby="my-reviews-title"] li').filter({ hasText: REPLY });
      await there.getByRole('button', { name: 'Revise' }).click();
      const form = other.page.locator('form[aria-label^="Review of"]');
      await expect.poll(() => form.getByLabel('Summary (Markdown)').inputValue(), WAIT).toBe(REVISION);
      await form.getByRole('button', { name: 'Deliver the revision' }).click();
      await there.getByText('Revision delivered').waitFor(WAIT);
    } finally {
      await other.context.close();
    }
    // Delivered: the draft is gone.
    const { reviews } = await apiCall<{ reviews: { id: string }[] }>(`boards/${board.id}/reviews`, memberToken);
    const draft = await fetch(`${BASE_URL}/api/drafts/review/${reviews[0]!.id}`, { headers: { authorization: `Bearer ${designerToken}` } });
    expect(draft.status).toBe(404);
  });

  it('the member reads the revision on top and the first review below it, its notes and accepted swap kept', async () => {
    const { page } = member;
    await page.goto(`/UserBoard/${board.id}`);
    const article = page.locator('section#review article');
    const revision = article.getByRole('region', { name: 'Revision' });
    const first = article.getByRole('region', { name: 'First review' });
    await revision.locator('strong', { hasText: 'a brass lamp' }).waitFor(WAIT);
    await first.getByText('Warm this corner with a floor lamp.').waitFor(WAIT);
    await first.getByText('Keep a clear path to the window.').waitFor(WAIT);
    await first.getByText('Accepted: the board has it now.').waitFor(WAIT);
    // At 375 px, then the same page at 1280 px: the revision on top, nothing past the right edge.
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      const [top, below] = await Promise.all([revision.boundingBox(), first.boundingBox()]);
      expect(top!.y, `at ${width} px`).toBeLessThan(below!.y);
      await article.scrollIntoViewIfNeeded();
      await picturesShown(page);
      await screenshot(page, `reviews-two-deliveries-${width}`);
      expect(await scrollsSideways(page), `at ${width} px`).toBe(false);
    }
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  });
});
