// The community in chromium: follow and like from the gallery, save a public board to mine, comment and delete,
// report a board, and an admin hides it from the review queue so that it leaves Inspirations.
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, providerSignIn } from '../functions/src/testing/auth.js';
import { setAdmin } from '../functions/src/tools/admin-grant.js';
import { WIDTHS, launch, newPage, screenshot, scrollsSideways } from './browser.js';
import { apiCall, login, registered, saveBoard, signIn, signUp, stepsStopAtFirstFailure } from './support.js';

const card = (page: Page, id: string) => page.locator(`[data-testid="board-card"][data-board-id="${id}"]`);

/** Inspirations once its first page has arrived. */
async function openGallery(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/get_products_all/'));
  await page.goto('/inspirations');
  await answered;
  await page.getByText('Loading boards…').waitFor({ state: 'hidden' });
}

/** Pages through the gallery until the board's card shows (other journeys add boards too). */
async function findCard(page: Page, id: string): Promise<void> {
  for (let pages = 0; pages < 30 && !(await card(page, id).count()); pages++) {
    const more = page.getByRole('button', { name: 'Load More' });
    if (!(await more.count())) break;
    await more.click();
    await page.getByText('Loading boards…').waitFor({ state: 'hidden' });
  }
  await card(page, id).waitFor();
}

/** Every card's board id, after Load More until the gallery ends (each press waits for its page of cards). */
async function allCardIds(page: Page): Promise<(string | null)[]> {
  const cards = page.locator('[data-testid="board-card"]');
  for (let pages = 0; pages < 60; pages++) {
    const more = page.getByRole('button', { name: 'Load More' });
    if (!(await more.count())) break;
    const shown = await cards.count();
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect.poll(async () => (await cards.count()) > shown || !(await more.count()), { timeout: 30_000 }).toBe(true);
  }
  return page.locator('[data-testid="board-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-board-id')));
}

async function shots(page: Page, name: string): Promise<void> {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await scrollsSideways(page), `${name} at ${width}px`).toBe(false);
    await screenshot(page, `community-${name}-${label}`);
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
}

describe('community journey', () => {
  stepsStopAtFirstFailure();
  let browser: Browser;
  let ownerToken: string;
  let ownerUid = '';
  let boardId = '';
  let adminPage: Page;
  const userName = `mina_${randomUUID().slice(0, 6)}`;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    ownerToken = await signUp('owner');
    ({ id: boardId } = await saveBoard(ownerToken));
    ownerUid = (await apiCall<{ owner: { id: string } }>(`boards/${boardId}`, ownerToken)).owner.id;
    ({ context, page } = await newPage(browser, WIDTHS.desktop));
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, await registered('visitor', 'Mina', 'Torres'), { offerUserName: true });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('likes a board from the gallery: the count goes up', async () => {
    await openGallery(page);
    await findCard(page, boardId);
    const like = card(page, boardId).getByTestId('like-button');
    await expect(like.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(like.getByTestId('like-count').textContent()).resolves.toBe('0');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.getByTestId('like-count').textContent()).toBe('1');
  });

  it('after that first like, offers a user name, showing the name others see until then ("Mina T.")', async () => {
    const dialog = page.getByRole('dialog', { name: 'Choose how you appear' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('Others see you as Mina T. on your boards, comments and follows.');
    await dialog.getByRole('button', { name: 'Keep Mina T.' }).waitFor();
    await shots(page, 'choose-user-name');
    await dialog.getByLabel('User Name').fill(userName);
    await dialog.getByRole('button', { name: 'Save user name' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.goto('/edit-profile');
    await expect
      .poll(() => page.getByTestId('public-name').textContent())
      .toBe(`On your boards, comments and follows you appear as ${userName}.`);
  });

  it('the like stays after a reload, and no second offer comes', async () => {
    await openGallery(page);
    await findCard(page, boardId);
    await expect.poll(() => card(page, boardId).getByTestId('like-count').textContent()).toBe('1');
    await expect(card(page, boardId).getByTestId('like-button').getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByRole('dialog', { name: 'Choose how you appear' }).count()).resolves.toBe(0);
    await shots(page, 'gallery');
  });

  it('shows boards on the first screen of Inspirations at 1280 × 800', async () => {
    // The gallery the step above left open, from its top.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = await page.locator('[data-testid="board-card"]').first().boundingBox();
    expect(first!.y, 'the first card starts on the first screen, with room to see it').toBeLessThan(800 - 160);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("follows the board's owner from the gallery: their space counts the follower, and the Following tab shows their board", async () => {
    await card(page, boardId).getByRole('link', { name: 'Roomboard member' }).click();
    await page.waitForURL(`**/seeBoard/${ownerUid}`);
    await expect.poll(() => page.getByTestId('follow-counts').textContent()).toBe('0 followers • 0 following');
    await page.getByRole('button', { name: 'Follow Roomboard member' }).click();
    await expect.poll(() => page.getByTestId('follow-counts').textContent()).toBe('1 follower • 0 following');
    await page.getByRole('button', { name: 'Following Roomboard member. Unfollow' }).waitFor();
    await page.getByRole('tab', { name: 'Followers Spaces' }).click();
    await page.getByRole('list', { name: 'Followers' }).getByRole('link').first().waitFor();
    await shots(page, 'member-space');
    await openGallery(page);
    const following = page.waitForResponse((response) => response.url().includes('feed=following'));
    await page.getByRole('tab', { name: 'Following' }).click();
    await following;
    await page.getByText('Loading boards…').waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('[data-testid="board-card"]').count()).toBeGreaterThan(0);
    const ids = await page.locator('[data-testid="board-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-board-id')));
    expect(ids).toContain(boardId);
  });

  it('comments on the board and deletes the comment', async () => {
    await page.goto(`/UserBoard/${boardId}`);
    const text = `Love the walnut ${randomUUID().slice(0, 6)}`;
    await page.getByLabel('Add a comment').fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    const comment = page.getByTestId('comment').filter({ hasText: text });
    await comment.waitFor();
    await expect(comment.textContent()).resolves.toContain(userName);
    await expect(page.getByLabel('Add a comment').inputValue()).resolves.toBe('');
    // 'Write a comment first.' for an empty comment: board-comments.test.tsx.
    await page.getByLabel('Add a comment').fill('A second thought on this room.');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await page.getByTestId('comment').filter({ hasText: 'A second thought' }).waitFor();
    await page.getByRole('heading', { name: 'Comments' }).scrollIntoViewIfNeeded();
    await shots(page, 'board-comments');
    await comment.getByRole('button', { name: 'Delete' }).click();
    await comment.waitFor({ state: 'detached' });
  });

  it("saves the public board to the visitor's boards as a private copy crediting the owner", async () => {
    await page.goto(`/UserBoard/${boardId}`);
    await page.getByRole('button', { name: 'Save to my boards' }).click();
    await page.waitForURL((url) => /\/UserBoard\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(boardId));
    await page.getByText('Saved from').waitFor();
    await page.getByRole('link', { name: 'Roomboard member' }).waitFor();
    const copyId = page.url().split('/').pop()!;
    await page.goto('/seeBoard');
    await card(page, copyId).waitFor();
    await expect(card(page, copyId).getByText('Private').count()).resolves.toBe(1);
  });

  it('reports the board once', async () => {
    await page.goto(`/UserBoard/${boardId}`);
    await page.getByRole('button', { name: 'Report' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Report this board' });
    // 'Choose a reason for the report.' without one: report-button.test.tsx.
    await dialog.getByLabel('Offensive or inappropriate').check();
    await dialog.getByLabel('More details (optional)').fill('Not a room at all.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. Our moderators will look at it.').waitFor();
    await page.getByRole('button', { name: 'Report' }).first().click();
    await dialog.getByLabel('Spam or advertising').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('You have already reported this. Our moderators will look at it.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows /admin as a 404 page to a member who is not an admin', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('an admin hides the reported board from the queue, and it is gone from Inspirations', async () => {
    const admin = await createAccount(`admin-${randomUUID().slice(0, 8)}@example.com`);
    const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' }, `e2e-admin-${randomUUID()}`);
    await setAdmin(getAuth(app), admin.email, true);
    const idToken = await providerSignIn(admin.email);
    adminPage = (await newPage(browser, WIDTHS.desktop)).page;
    await signIn(adminPage, await login(idToken));
    await adminPage.goto('/admin');
    await adminPage.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();
    const item = adminPage.locator(`[data-testid="reported-item"][data-item-id="${boardId}"]`);
    await item.waitFor();
    await item.getByRole('list', { name: 'Reports' }).getByText('Offensive or inappropriate').waitFor();
    await shots(adminPage, 'admin');
    await expect(item.getByLabel('Reason shown to the owner').inputValue()).resolves.toBe('offensive');
    await item.getByRole('button', { name: 'Hide' }).click();
    await adminPage.getByText('Hidden: it is gone from the gallery and its link.').waitFor();
    await item.getByRole('button', { name: 'Restore' }).waitFor();
    await openGallery(page);
    expect(await allCardIds(page)).not.toContain(boardId);
    await page.goto(`/UserBoard/${boardId}`);
    await page.getByText('No board details available').waitFor();
    expect(errors).toEqual([]);
  });

  it("the owner still opens the hidden board, reads the moderators' reason and asks for another look once", async () => {
    const owner = await newPage(browser, WIDTHS.mobile);
    await signIn(owner.page, ownerToken);
    await owner.page.goto(`/UserBoard/${boardId}`);
    const notice = owner.page.getByTestId('hidden-notice');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain('Reason: Offensive or inappropriate.');
    await expect(owner.page.getByRole('switch').count()).resolves.toBe(0);
    expect(await scrollsSideways(owner.page)).toBe(false);
    await screenshot(owner.page, 'community-hidden-notice-375');
    await notice.getByLabel('Tell the moderators why it should come back (optional)').fill('It is my own bedroom, drawn by Roomboard.');
    await notice.getByRole('button', { name: 'Ask for another look' }).click();
    await owner.page.getByText('Thank you. Our moderators will look at your board again.').waitFor();
    await notice.getByTestId('appeal-sent').waitFor();
    await expect(notice.getByRole('button', { name: 'Ask for another look' }).count()).resolves.toBe(0);
    await owner.context.close();
  });

  it('the admin sees the appeal first in the queue, with what the owner wrote', async () => {
    await adminPage.goto('/admin');
    const first = adminPage.locator('[data-testid="reported-item"]').first();
    await first.waitFor();
    await expect(first.getAttribute('data-item-id')).resolves.toBe(boardId);
    await first.getByText('Appeal', { exact: true }).waitFor();
    await expect(first.getByTestId('appeal').textContent()).resolves.toBe(
      'The owner asks for another look: “It is my own bedroom, drawn by Roomboard.”',
    );
    await shots(adminPage, 'admin-appeal');
    await adminPage.context().close();
  });
});
