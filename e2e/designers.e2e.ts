// Designers in chromium, at 375 and 1280 px: a visitor browses /designers and a designer's page; a Gold member sees
// the plan cards with prices, allowances and their plan marked, and what is left in Account Management; a member who
// is not a designer gets the 404 page at /designer; a designer (granted with setRole) edits their profile and sees it
// on their public page. Reads the demo designers and members that `npm start`'s seed writes.
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, providerSignIn } from '../functions/src/testing/auth.js';
import { setRole } from '../functions/src/tools/admin-grant.js';
import { DEMO_PASSWORD } from '../functions/src/tools/demo-designers.js';
import { WIDTHS, launch, newPage, screenshot, screenshotOf, scrollsSideways } from './browser.js';
import { login, signIn, signUp } from './support.js';

const SLOW = { timeout: 15_000 };

/** Screenshots at both widths; the page may not scroll sideways at either, nor at 320 px. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [label, width] of [...Object.entries(WIDTHS), ['narrow', 320] as const]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await scrollsSideways(page), `${name} at ${width}px`).toBe(false);
    if (label !== 'narrow') await screenshot(page, `designers-${name}-${label}`);
  }
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
}

describe('designers journey', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  async function open(token?: string): Promise<Page> {
    const { context, page } = await newPage(browser, WIDTHS.desktop);
    contexts.push(context);
    page.on('pageerror', (error) => errors.push(error.message));
    if (token) await signIn(page, token);
    return page;
  }

  beforeAll(async () => {
    browser = await launch();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor browses /designers and opens a designer: bio, styles, rating, sample boards', async () => {
    const page = await open();
    await page.goto('/designers');
    await expect.poll(() => page.title()).toBe('Designers · Roomboard');
    const ines = page.getByTestId('designer-card').filter({ hasText: 'Inês Duarte' });
    await ines.waitFor(SLOW);
    await expect(ines.textContent()).resolves.toContain('4.8 ★ (5 ratings)');
    await expect(ines.textContent()).resolves.toContain('Lisbon time');
    await expect(page.getByTestId('designer-card').count()).resolves.toBeGreaterThanOrEqual(3);
    await expect
      .poll(
        () =>
          page
            .locator('[data-testid="designer-card"] img')
            .evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
        SLOW,
      )
      .toBe(true);
    await shots(page, 'list');
    await ines.getByRole('link', { name: 'Inês Duarte' }).click();
    await page.waitForURL('**/designers/demo-designer-ines');
    await page.getByRole('heading', { level: 1, name: 'Inês Duarte' }).waitFor();
    await expect.poll(() => page.title()).toBe('Inês Duarte · Roomboard');
    await expect(page.getByTestId('designer-rating').textContent()).resolves.toBe('4.8 ★ (5 ratings)');
    await page.getByText('I design calm, light-filled homes').waitFor();
    await page.getByText('Lisbon (Europe/Lisbon)').waitFor();
    const boards = page.getByRole('region', { name: 'Sample boards' }).getByRole('listitem');
    await expect.poll(() => boards.count(), SLOW).toBe(2);
    await expect
      .poll(() => boards.locator('img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0)), SLOW)
      .toBe(true);
    await page.getByTestId('review-hint').waitFor();
    await shots(page, 'profile');
  });

  it('a Gold member sees the plan cards with price per month and allowances, their plan marked, and what is left', async () => {
    const page = await open(await login(await providerSignIn('gold@roomboard.demo', DEMO_PASSWORD)));
    await page.goto('/');
    const gold = page.getByTestId('tier-gold');
    await gold.scrollIntoViewIfNeeded();
    await expect.poll(() => gold.textContent(), SLOW).toContain('Your current plan');
    expect(await page.getByText('Your current plan').count()).toBe(1);
    await expect(gold.textContent()).resolves.toContain('$50 / month');
    await expect(page.getByTestId('allowances-gold').locator('li').allTextContents()).resolves.toEqual([
      '3 board reviews a month',
      '1 live consultation of 30 min a month',
    ]);
    await expect(page.getByTestId('allowances-platinum').locator('li').allTextContents()).resolves.toEqual([
      'Unlimited board reviews',
      '2 live consultations of 60 min a month',
      '1 design project a month',
    ]);
    // The seed's words stay as they were.
    await expect(gold.textContent()).resolves.toContain('1 free monthly live consultation');
    await page.getByRole('heading', { name: 'Design help at the level you need' }).scrollIntoViewIfNeeded();
    for (const [label, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      expect(await scrollsSideways(page)).toBe(false);
      await screenshotOf(gold, `designers-plan-card-${label}`);
    }
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await page.goto('/account-management');
    const left = page.getByTestId('allowances-left').locator('li');
    await expect.poll(() => left.count(), SLOW).toBe(2);
    const lines = await left.allTextContents();
    expect(lines[0]).toMatch(/^Board reviews: 3 of 3 left · renews [A-Z][a-z]+ \d{1,2} · Ask about a board$/);
    expect(lines[1]).toMatch(/^Live consultations \(30 min\): 1 of 1 left · renews [A-Z][a-z]+ \d{1,2} · Book a consultation$/);
    await shots(page, 'account');
  });

  it('a member who is not a designer gets the 404 page at /designer and no Workspace in their menu', async () => {
    const page = await open(await signUp('not-designer'));
    await page.goto('/designer');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor(SLOW);
    await page.goto('/designer/profile');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor(SLOW);
    // The signed-in menu is there (the bell's live listener keeps a connection open: the network is never idle).
    await page.getByTestId('notifications-bell').waitFor(SLOW);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Account Management' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Workspace' }).count()).toBe(0);
  });

  it('a designer edits their profile in the workspace and sees it on their public page', async () => {
    const user = await createAccount(`designer-${randomUUID().slice(0, 8)}@example.com`);
    const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' }, `e2e-designer-${randomUUID()}`);
    await setRole(getAuth(app), user.email, 'designer', true);
    const page = await open(await login(await providerSignIn(user.email)));
    await page.goto('/');
    // The account menu with the account's own entries arrives after the page (its chunk loads once signed in; the
    // bell's live listener keeps a connection open, so the network is never idle).
    await page.getByTestId('notifications-bell').waitFor(SLOW);
    await page.getByRole('button', { name: /^Account menu/ }).click(SLOW);
    await page.getByRole('menuitem', { name: 'Workspace' }).click(SLOW);
    await page.waitForURL('**/designer/profile');
    await page.getByRole('heading', { level: 1, name: 'Welcome to your workspace' }).waitFor(SLOW);
    const nav = page.getByRole('navigation', { name: 'Workspace' });
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual([
      'Queue',
      'My work',
      'Calendar',
      'Projects',
      'Messages',
      'Earnings',
      'Get paid',
      'Profile',
    ]);
    await expect(nav.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).resolves.toBe('page');
    const name = `Noor Haddad ${randomUUID().slice(0, 4)}`;
    const form = page.getByRole('form', { name: 'Designer profile' });
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('Enter your name.').waitFor();
    await form.getByText('Enter the https link of your meeting room.').waitFor();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Bio').fill('Small flats, big light. I plan rooms around how you live in them.');
    await form.getByLabel('Color Pop').check();
    await form.getByLabel('Meeting link').fill('http://zoom.us/j/123');
    await form.getByLabel('Time zone').selectOption('Europe/Berlin');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('Enter the https link of your meeting room.').waitFor();
    await form.getByLabel('Meeting link').fill('https://meet.jit.si/roomboard-noor');
    await shots(page, 'workspace-profile');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your designer profile is saved.').waitFor(SLOW);
    await page.getByRole('heading', { level: 1, name: `Welcome back, Noor` }).waitFor();
    await page.getByRole('link', { name: 'See your public page' }).click();
    await page.waitForURL(`**/designers/${user.uid}`);
    await page.getByRole('heading', { level: 1, name }).waitFor(SLOW);
    await page.getByText('Small flats, big light.').waitFor();
    await page.getByText('Berlin (Europe/Berlin)').waitFor();
    await page.getByText('New designer').first().waitFor();
    await page.goto('/designers');
    await page.getByTestId('designer-card').filter({ hasText: name }).waitFor(SLOW);
    await page.goto('/designer/no-such-section');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor(SLOW);
  });
});
