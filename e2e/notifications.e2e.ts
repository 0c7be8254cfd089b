// Notifications in chromium, two members at once: B likes and comments on A's public board; A's bell counts 2, A opens
// the notifications page, sees both linking to the board, and the count clears.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDTHS, launch, newPage, screenshot, scrollsSideways, spillsOut } from './browser.js';
import { saveBoard, signIn, signUp, stepsStopAtFirstFailure } from './support.js';

const bell = (page: Page) => page.getByTestId('notifications-bell');

async function shots(page: Page, name: string): Promise<void> {
  for (const [label, width] of Object.entries({ narrowest: 320, ...WIDTHS })) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `notifications-${name}-${label}`);
    expect(await spillsOut(page, 'header'), `the top bar at ${width}px`).toEqual([]);
    expect(await scrollsSideways(page), `${name} at ${width}px`).toBe(false);
    // Nothing in the bar is squeezed to make room either: the logo's house keeps its 30 px.
    await expect(page.locator('header').getByRole('link', { name: 'Roomboard home' }).locator('svg').boundingBox()).resolves.toMatchObject({
      width: 30,
    });
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
}

describe('notifications journey', () => {
  stepsStopAtFirstFailure();
  let browser: Browser;
  let boardId = '';
  const contexts: BrowserContext[] = [];
  let owner: Page;
  let fan: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    const ownerToken = await signUp('notified-owner');
    ({ id: boardId } = await saveBoard(ownerToken));
    for (const token of [ownerToken, await signUp('notifying-fan')]) {
      const { context, page } = await newPage(browser, WIDTHS.desktop);
      page.on('pageerror', (error) => errors.push(error.message));
      contexts.push(context);
      await signIn(page, token);
    }
    [owner, fan] = [contexts[0]!.pages()[0]!, contexts[1]!.pages()[0]!];
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('shows the owner a bell with nothing unread, which listens live only once the page is used', async () => {
    const listener: string[] = [];
    owner.on('request', (request) => {
      if (/unread-listener|google\.firestore\.v1\.Firestore\/Listen/.test(request.url())) listener.push(request.url());
    });
    await owner.goto('/');
    await expect.poll(() => bell(owner).getAttribute('aria-label')).toBe('Notifications');
    // A page only looked at loads no listener (its SDK is 600 KB): here for 2 s after it loaded, the browser idle.
    await owner.waitForLoadState('load');
    await owner.waitForTimeout(2_000);
    expect(listener).toEqual([]);
    // Used, it listens.
    const listening = owner.waitForRequest((request) => request.url().includes('unread-listener'));
    await owner.mouse.move(400, 300);
    await listening;
  });

  it("lets another member like and comment on the owner's public board, at the same time", async () => {
    // The like state arrives once the page is live: a click before that would be lost.
    const likeState = fan.waitForResponse((response) => response.url().endsWith(`/api/boards/${boardId}/like`));
    await fan.goto(`/UserBoard/${boardId}`);
    await likeState;
    const like = fan.getByTestId('like-button').first();
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await fan.getByLabel('Add a comment').fill('That walnut bed is perfect.');
    const posted = fan.waitForResponse((response) => response.url().endsWith('/comments') && response.request().method() === 'POST');
    await fan.getByRole('button', { name: 'Post comment' }).click();
    expect(`${(await posted).status()} ${await (await posted).text()}`).toMatch(/^201 /);
    await fan.getByTestId('comment').filter({ hasText: 'That walnut bed is perfect.' }).waitFor();
  });

  it("counts 2 on the owner's bell when the owner's window regains focus", async () => {
    await owner.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await owner.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => bell(owner).getAttribute('aria-label'), { timeout: 15_000 }).toBe('Notifications, 2 unread');
    await expect(bell(owner).textContent()).resolves.toBe('2');
    await shots(owner, 'bell');
  });

  it('opens the notifications page: both notifications link to the board, and the count clears', async () => {
    await bell(owner).click();
    await owner.waitForURL('**/notifications');
    await owner.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const items = owner.getByTestId('notification');
    await expect.poll(() => items.count()).toBe(2);
    // Newest first by when each was written: the like's and the comment's can land in either order within a moment.
    await expect(items.allTextContents().then((texts) => [...texts].sort())).resolves.toEqual([
      expect.stringContaining('commented on “'),
      expect.stringContaining('liked your board “'),
    ]);
    await expect(items.filter({ hasText: 'commented on “' }).textContent()).resolves.toContain('“That walnut bed is perfect.”');
    await expect(items.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual([
      `/UserBoard/${boardId}`,
      `/UserBoard/${boardId}`,
    ]);
    await expect.poll(() => bell(owner).getAttribute('aria-label')).toBe('Notifications');
    await expect(owner.title()).resolves.toContain('Notifications');
    await shots(owner, 'page');
  });

  it('follows a notification to the board; opened again, nothing is new and the bell stays clear', async () => {
    await owner.getByTestId('notification').first().getByRole('link').click();
    await owner.waitForURL(`**/UserBoard/${boardId}`);
    await owner.goto('/notifications');
    await expect.poll(() => owner.getByTestId('notification').count()).toBe(2);
    await expect(owner.getByRole('img', { name: 'New' }).count()).resolves.toBe(0);
    await expect.poll(() => bell(owner).getAttribute('aria-label')).toBe('Notifications');
    expect(errors).toEqual([]);
  });
});
