// A Platinum design project from brief to chosen concept (issue 22), in two browser contexts: the member sends a brief
// in the stepped form, the designer takes it and sends two of their boards as concepts, the member sees them marked by
// the designer and chooses one, the timeline shows "Concept chosen" and the designer's notifications tell them.
// Screenshots at 375 and 1280 px.
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, providerSignIn, type TestUser } from '../functions/src/testing/auth.js';
import { setRole } from '../functions/src/tools/admin-grant.js';
import { BASE_URL, WIDTHS, launch, screenshot, screenshotOf, scrollsSideways } from './browser.js';
import { apiCall, login, saveBoard, stepsStopAtFirstFailure } from './support.js';

const WAIT = { timeout: 30_000 };
const DAY = 24 * 60 * 60 * 1000;

async function newContext(browser: Browser, width: number, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL });
  await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  return { context, page: await context.newPage() };
}

/** The page at both widths: no sideways scroll, a screenshot of each. */
async function atBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await scrollsSideways(page), `${name} at ${width} px`).toBe(false);
    // From the top, so the sticky top bar sits where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${width}`);
  }
}

describe('a design project from brief to chosen concept', () => {
  stepsStopAtFirstFailure();
  const tag = randomUUID().slice(0, 6);
  const memberName = `Maya ${tag}`;
  let browser: Browser;
  let member: TestUser;
  let designer: TestUser;
  let memberSide: { context: BrowserContext; page: Page };
  let designerSide: { context: BrowserContext; page: Page };
  let projectPath: string;
  let designerToken: string;

  beforeAll(async () => {
    browser = await launch();
    [member, designer] = await Promise.all([createAccount(), createAccount()]);
    const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' }, `e2e-projects-${tag}`);
    const db = getFirestore(app);
    // Platinum, as the Stripe webhook writes it, in a billing period that started yesterday.
    const membership = {
      tier: 'platinum',
      title: 'Platinum',
      since: new Date(Date.now() - DAY).toISOString(),
      amountCents: 25000,
      currency: 'usd',
      checkoutSessionId: null,
      status: 'active',
      periodStart: new Date(Date.now() - DAY).toISOString(),
      periodEnd: new Date(Date.now() + 29 * DAY).toISOString(),
    };
    await db.doc(`users/${member.uid}`).set({ email: member.email, userName: memberName, membership }, { merge: true });
    await setRole(getAuth(app), designer.email, 'designer', true);
    await db.doc(`designers/${designer.uid}`).set({ name: `Ada ${tag}`, active: true }, { merge: true });
    // A fresh sign-in: the designer's claim is in ID tokens minted after it was set (setting it ended the old sessions).
    let memberToken: string;
    [memberToken, designerToken] = await Promise.all([
      login(member.idToken),
      login(await providerSignIn(designer.email, designer.password)),
    ]);
    // The designer's own boards, made with the wizard's generation: the sources of the concepts.
    await saveBoard(designerToken);
    await saveBoard(designerToken);
    memberSide = await newContext(browser, WIDTHS.mobile, memberToken);
    designerSide = await newContext(browser, WIDTHS.desktop, designerToken);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([memberSide?.context.close(), designerSide?.context.close()]);
    await browser?.close();
  });

  it('the Platinum member sends a brief in three steps', async () => {
    const { page } = memberSide;
    await page.goto('/projects');
    const form = page.getByRole('form', { name: 'Your design brief' });
    await form.waitFor(WAIT);
    await form.getByRole('group', { name: 'Room function' }).getByRole('button', { name: 'Entertainment' }).click();
    await form.getByRole('group', { name: 'Room size' }).getByRole('button', { name: 'Sofa' }).click();
    await form.getByRole('group', { name: 'Room style' }).getByRole('button', { name: 'Color Pop' }).click();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'projects-brief-rooms-375');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Width (cm)').fill('420');
    await form.getByLabel('Length (cm)').fill('360');
    await form.getByLabel('Shape').selectOption('l-shaped');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Budget (US dollars)').fill('4000');
    await form.getByLabel('Notes for your designer').fill('A bright living room for reading and films.');
    await form.getByRole('button', { name: 'Send the brief' }).click();
    await page.waitForURL('**/projects/*', WAIT);
    projectPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByTestId('project-status').textContent(), WAIT).toBe('Brief sent · waiting for a designer');
    await atBothWidths(page, 'project-sent');
  });

  it('the designer takes the brief and sends two of their boards as concepts', async () => {
    const { page } = designerSide;
    await page.goto('/designer/projects');
    const brief = page.getByTestId('open-project').filter({ hasText: `Brief from ${memberName}` });
    await brief.waitFor(WAIT);
    expect(await brief.getByText('Entertainment · Sofa · Color Pop').isVisible()).toBe(true);
    expect(await brief.getByText('420 × 360 cm, L-shaped').isVisible()).toBe(true);
    await brief.getByRole('button', { name: 'Take this project' }).click();
    const mine = page.getByTestId('my-project').filter({ hasText: memberName });
    await mine.waitFor(WAIT);
    const source = mine.getByLabel('Board to send as a concept');
    for (const n of [1, 2]) {
      await source.selectOption({ index: n });
      await mine.getByRole('button', { name: `Add as concept ${n} of 3` }).click();
      await expect.poll(() => mine.getByTestId('project-board').count(), WAIT).toBe(n);
    }
    expect(await mine.getByText(`by Ada ${tag}`).count()).toBe(2);
    await atBothWidths(page, 'projects-designer-concepts');
    await mine.getByRole('button', { name: `Send the concepts to ${memberName}` }).click();
    await expect.poll(() => mine.getByText(`${memberName} · Concepts ready`).isVisible(), WAIT).toBe(true);
  });

  it('the member sees both concepts by the designer and chooses one; the timeline shows "Concept chosen"', async () => {
    const { page } = memberSide;
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    await page.goto(projectPath);
    const concepts = page.getByTestId('project-board');
    await expect.poll(() => concepts.count(), WAIT).toBe(2);
    expect(await page.getByText(`by Ada ${tag}`).count()).toBe(2);
    await atBothWidths(page, 'project-concepts');
    await concepts.nth(1).getByRole('button', { name: 'Choose this concept' }).click();
    await expect.poll(() => page.getByTestId('project-status').textContent(), WAIT).toBe(`Concept chosen · your designer: Ada ${tag}`);
    const current = page.getByRole('list', { name: 'Project timeline' }).locator('[aria-current="step"]');
    expect(await current.textContent()).toContain('Concept chosen');
    expect(await concepts.nth(1).getByText('Chosen').isVisible()).toBe(true);
    await atBothWidths(page, 'project-chosen');
  });

  it('the designer is told of the choice: their notification links to the project', async () => {
    const { page } = designerSide;
    await page.goto('/notifications');
    const told = page.getByTestId('notification').filter({ hasText: `${memberName} chose a concept of their design project` });
    await told.waitFor(WAIT);
    expect(await told.getByRole('link').getAttribute('href')).toBe(projectPath);
  });

  it('the chosen board, in the member account, says who made it', async () => {
    const { page } = memberSide;
    await page.getByTestId('project-board').nth(1).getByRole('link').first().click();
    await page.waitForURL('**/UserBoard/*', WAIT);
    await expect.poll(() => page.getByTestId('by-designer').textContent(), WAIT).toBe(` · Concept by Ada ${tag}`);
    await screenshot(page, 'project-concept-board-1280');
  });

  it('the member’s design services list the project with the designer’s unread message, and what the plan has left', async () => {
    const { page } = memberSide;
    await apiCall(`threads/project/${projectPath.split('/').pop()}/messages`, designerToken, { text: 'I will refine the sofa wall next.' });
    await page.goto('/design-services');
    const latest = page.getByRole('list', { name: 'Your design services, the latest first' }).getByTestId('activity').first();
    await latest.waitFor(WAIT);
    expect(await latest.getAttribute('data-kind')).toBe('project');
    expect(await latest.getByRole('link', { name: 'Entertainment · Color Pop' }).getAttribute('href')).toBe(projectPath);
    await latest.getByRole('link', { name: '1 unread message' }).waitFor(WAIT);
    const projects = page.getByTestId('service-projects');
    await expect.poll(() => projects.textContent(), WAIT).toContain('0 of 1 left');
    expect(await projects.getByRole('link', { name: 'Your projects' }).getAttribute('href')).toBe('/projects');
    await atBothWidths(page, 'design-services');
    // The account menu says so too.
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: /^Account menu, signed in as/ }).click();
      await page.getByRole('menuitem', { name: 'Design services 1 unread' }).waitFor(WAIT);
      expect(await scrollsSideways(page)).toBe(false);
      await screenshotOf(page, `design-services-menu-unread-${width}`);
      await page.keyboard.press('Escape');
    }
  });
});

describe('a Platinum member finds "Start a brief" from the account menu', () => {
  const tag = randomUUID().slice(0, 6);
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await launch();
    const member = await createAccount();
    const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' }, `e2e-services-${tag}`);
    const membership = {
      tier: 'platinum',
      title: 'Platinum',
      since: new Date(Date.now() - DAY).toISOString(),
      amountCents: 10000,
      currency: 'usd',
      checkoutSessionId: null,
      status: 'active',
      periodStart: new Date(Date.now() - DAY).toISOString(),
      periodEnd: new Date(Date.now() + 29 * DAY).toISOString(),
    };
    await getFirestore(app)
      .doc(`users/${member.uid}`)
      .set({ email: member.email, userName: `Noor ${tag}`, membership }, { merge: true });
    token = await login(member.idToken);
  }, 60_000);
  afterAll(() => browser?.close());

  // The journey once, at 375 px; the menu and each page are also checked at 1280 px, on the same page widened.
  it('account menu → Design services → Start a brief → the brief, with the project left, at 375 and 1280 px', async () => {
    const { context, page } = await newContext(browser, WIDTHS.desktop, token);
    await page.goto('/');
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      await page.setViewportSize({ width, height: 900 });
      // The menu with the member's profile (their name in it): the one a click keeps open.
      await page.getByRole('button', { name: /^Account menu, signed in as Noor/ }).click(WAIT);
      const entry = page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Design services' });
      await entry.waitFor(WAIT);
      expect(await scrollsSideways(page), `at ${width} px`).toBe(false);
      await screenshotOf(page, `design-services-menu-${width}`);
      if (width === WIDTHS.desktop) await page.keyboard.press('Escape');
      else await entry.click();
    }
    await page.waitForURL('**/design-services', WAIT);
    await page.getByRole('heading', { level: 1, name: 'Design services' }).waitFor(WAIT);
    expect(await page.title()).toBe('Design services · Roomboard');
    // Nothing under way yet: the page leads to what Platinum includes.
    const empty = page.getByTestId('services-empty');
    await empty.waitFor(WAIT);
    const start = empty.getByRole('link', { name: 'Start a brief' });
    expect(await empty.getByTestId('service-projects').textContent()).toContain('1 of 1 left');
    await atBothWidths(page, 'design-services-empty');
    await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    // The phone menu leads there too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const phoneEntry = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Design services' });
    await phoneEntry.waitFor(WAIT);
    expect(await phoneEntry.getAttribute('href')).toBe('/design-services');
    await screenshotOf(page, `design-services-phone-menu-${WIDTHS.mobile}`);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await start.click();
    await page.waitForURL('**/projects', WAIT);
    await page.getByRole('form', { name: 'Your design brief' }).waitFor(WAIT);
    expect(await page.getByTestId('allowance-left').textContent()).toBe('1 of 1 design project left this month.');
    await atBothWidths(page, 'projects-brief-start');
    await context.close();
  });
});
