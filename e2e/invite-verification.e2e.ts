// Invitations that can be accepted (issue 23): an invitee whose e-mail is not verified opens the link, has the
// verification e-mail sent again from the page, the owner's list says the invitation waits for that, and once the
// link in the e-mail is opened (the Auth emulator's own) the page goes on by itself into the board, with no reload. A
// banner reminds the unverified member elsewhere in the app and goes by itself. Once, the owner at 1280 px and the invitee
// at 375 px; the invitee's pages are also checked for sideways scroll at 1280 px (and the banner at 320 px).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  openVerificationLink,
  providerSignIn,
  verificationLinks,
  verifyEmail,
  type TestUser,
} from '../functions/src/testing/auth.js';
import { BASE_URL, WIDTHS, launch, screenshotOf, scrollsSideways } from './browser.js';
import { apiCall, login, saveBoard, stepsStopAtFirstFailure } from './support.js';

/** Generous, for a machine shared by many suites (pages took over 30 s to load there): conditions are polled, never slept on. */
const WAIT = { timeout: 60_000 };
const AWAITING = 'Opened, waiting for them to verify their e-mail address';
const SENT = (email: string) => `Sent to ${email}. It can take a minute to arrive; look in your spam folder too.`;

async function newContext(browser: Browser, width: number, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL });
  await context.addInitScript((jwt) => {
    localStorage.setItem('jwt', jwt);
    localStorage.setItem('roomboard:user-name-offered', '1');
  }, token);
  return { context, page: await context.newPage() };
}

/** The owner's Invite panel, above the room designer, which loads as the reader nears it. */
async function invitePanel(page: Page) {
  const panel = page.getByTestId('invite-panel');
  await page.getByText('Loading the room designer…').or(panel).first().scrollIntoViewIfNeeded(WAIT);
  await panel.waitFor(WAIT);
  return panel;
}

/** What is on screen, not the whole page (when screenshots are asked for). */
const screenshot = (page: Page, name: string) => screenshotOf(page, name);

/** No sideways scroll at each of these widths, back at the page's own width after. */
async function fitsAt(page: Page, widths: number[]): Promise<void> {
  const own = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    expect(await scrollsSideways(page), `no sideways scroll at ${width} px`).toBe(false);
  }
  await page.setViewportSize(own);
}

describe('an invitation accepted once the e-mail is verified', () => {
  stepsStopAtFirstFailure();
  let browser: Browser;
  let owner: TestUser;
  let invitee: TestUser;
  let ownerToken: string;
  let board: { id: string };
  let ownerSide: { context: BrowserContext; page: Page };
  let inviteeSide: { context: BrowserContext; page: Page };
  /** A second tab of the invitee's, elsewhere in the app, where the banner shows. */
  let elsewhere: Page;
  let inviteLink: string;
  /** The statuses of the other tab's checks of the address. */
  const checks: number[] = [];

  const banner = (page: Page) => page.getByRole('complementary', { name: 'Verify your e-mail address' });

  beforeAll(async () => {
    browser = await launch();
    [owner, invitee] = await Promise.all([createAccount(), createAccount()]);
    await verifyEmail(owner);
    ownerToken = await login(await providerSignIn(owner.email, owner.password));
    board = await saveBoard(ownerToken);
    ownerSide = await newContext(browser, WIDTHS.desktop, ownerToken);
    inviteeSide = await newContext(browser, WIDTHS.mobile, await login(invitee.idToken));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([ownerSide?.context.close(), inviteeSide?.context.close()]);
    await browser?.close();
  });

  it('the owner invites the address in the Invite panel', async () => {
    const { page } = ownerSide;
    await page.goto(`/UserBoard/${board.id}`);
    const panel = await invitePanel(page);
    await panel.getByLabel('E-mail address').fill(invitee.email);
    const answered = page.waitForResponse((response) => /\/api\/boards\/[^/]+\/invites$/.test(response.url()), { timeout: 60_000 });
    await panel.getByRole('button', { name: 'Invite' }).click(WAIT);
    expect((await answered).status()).toBe(201);
    const link = panel.locator('code');
    await link.waitFor(WAIT);
    inviteLink = (await link.textContent()) ?? '';
    expect(inviteLink).toMatch(new RegExp(`^${BASE_URL}/invite/[A-Za-z0-9]+$`));
    await expect.poll(() => panel.getByText('Invited, not accepted yet').isVisible(), WAIT).toBe(true);
  });

  it('the unverified invitee opening the link is told what to do, with the button, and no banner on that page', async () => {
    const { page } = inviteeSide;
    await page.goto(new URL(inviteLink).pathname);
    await page.getByRole('heading', { name: 'Verify your e-mail address to accept' }).waitFor(WAIT);
    expect(await page.locator('section p').first().textContent()).toBe(
      `You were invited to edit a board together. First verify ${invitee.email}: open the link in the e-mail we sent to it. This page goes on by itself once you have.`,
    );
    await page.getByText('Waiting for you to open the link…').waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Send the e-mail again' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);
    expect(await banner(page).count(), 'the page offers the button itself').toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    await fitsAt(page, [WIDTHS.desktop]);
    // Marks this document: a reload or a full navigation would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  });

  it('"Send the e-mail again" confirms, and the Auth emulator holds a new verification link', async () => {
    const { page } = inviteeSide;
    expect(await verificationLinks(invitee.email)).toEqual([]);
    await page.getByRole('button', { name: 'Send the e-mail again' }).click();
    await page.getByText(SENT(invitee.email)).waitFor(WAIT);
    expect(await verificationLinks(invitee.email)).toHaveLength(1);
    await screenshot(page, 'invite-page-375');
  });

  it("the owner's list says the invitation waits for the invitee's verification", async () => {
    const { page } = ownerSide;
    await page.reload();
    const row = (await invitePanel(page)).getByRole('listitem').filter({ hasText: invitee.email });
    await row.getByText(AWAITING).waitFor(WAIT);
    expect(await row.getByText('Invited, not accepted yet').count()).toBe(0);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'invite-owner-list-1280');
  });

  it('elsewhere in the app a banner reminds the invitee, with the same button, and fits at 320 px', async () => {
    elsewhere = await inviteeSide.context.newPage();
    elsewhere.on('response', (response) => {
      if (response.url().endsWith('/api/email-verification')) checks.push(response.status());
    });
    await elsewhere.goto('/');
    await banner(elsewhere).waitFor(WAIT);
    expect(await banner(elsewhere).locator('p').textContent()).toBe(
      `Verify your e-mail address to accept invitations and make AI boards: open the link we sent to ${invitee.email}.`,
    );
    expect(await banner(elsewhere).getByRole('button', { name: 'Send the e-mail again' }).isVisible()).toBe(true);
    expect(await scrollsSideways(elsewhere)).toBe(false);
    await screenshot(elsewhere, 'invite-banner-375');
    await fitsAt(elsewhere, [320, WIDTHS.desktop]);
  });

  it('once the link in the e-mail is opened, the invitation page goes on by itself into the board as co-editor', async () => {
    const { page } = inviteeSide;
    await openVerificationLink(invitee.email);
    await page.waitForURL(`**/UserBoard/${board.id}`, WAIT);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no reload').toBe(true);
    await page.getByText('You can now edit this board together.').waitFor(WAIT);
    expect(await page.getByTestId('invite-panel').count(), 'co-editors do not invite').toBe(0);
    const { editors, invites } = await apiCall<{ editors: { uid: string }[]; invites: unknown[] }>(
      `boards/${board.id}/collaborators`,
      ownerToken,
    );
    expect(editors.map((editor) => editor.uid)).toEqual([invitee.uid]);
    expect(invites).toEqual([]);
  });

  it('the banner in the other tab goes by itself', async () => {
    const seen = checks.length;
    await banner(elsewhere)
      .waitFor({ state: 'detached', ...WAIT })
      .catch(async (error: Error) => {
        const visibility = await elsewhere.evaluate(() => document.visibilityState);
        throw new Error(
          `${error.message}\n(${visibility} tab; checks answered: ${checks.join(', ')}; ${checks.length - seen} while waiting)`,
        );
      });
    expect(await elsewhere.getByText('Your e-mail address is verified.').count()).toBe(1);
  });
});
