// The design service run as a business (issue 32), in three browser contexts at once: a member applies on "Design for
// Roomboard" with three uploaded portfolio pictures; an admin approves on /admin and the audit log shows it; the new
// designer signs in again (approval ends their sessions), sets up payouts on the Stripe stand-in's local onboarding
// page; a Gold member (subscribed through the local test checkout) asks for a board review, which the new designer
// claims and delivers; the admin's payout run, repeated and run twice at once over HTTP, makes ONE transfer of the
// review's rate; the designer's Earnings show it paid; the admin refunds the member's period and the designer's
// Earnings show the reversal.
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGNER_RATES } from '../functions/src/contracts/membership-tiers.js';
import { createAccount, providerSignIn, verifyEmail, type TestUser } from '../functions/src/testing/auth.js';
import type { FakeStripe } from '../functions/src/testing/stripe.js';
import { setAdmin } from '../functions/src/tools/admin-grant.js';
import { BASE_URL, WIDTHS, launch, screenshot, sidewaysCulprits } from './browser.js';
import { startSuiteStripe, STRIPE_URL } from './stripe.js';
import { login, saveBoard, stepsStopAtFirstFailure } from './support.js';

const WAIT = { timeout: 60_000 };
const PASSWORD = 'Sunroom#2024';
const suffix = randomUUID().slice(0, 6);
/** The applicant's name on the application: unique, so the admin's list and the audit log name only this one. */
const DESIGNER_NAME = `Dana Rivera ${suffix}`;
const QUESTION = `Does the bed sit well in this room (${suffix}), and what would make it calmer?`;
const SUMMARY = 'A calm room already. Move the bed off the window wall and add **one warm lamp**.';
const thisMonth = () => new Date().toISOString().slice(0, 7);

interface Side {
  context: BrowserContext;
  page: Page;
}

/** A portfolio picture: a room in its own colours, so each upload is a different file (uploads are kept by content). */
function portfolioPicture(wall: string, floor: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="600" fill="${wall}"/><rect y="600" width="1200" height="300" fill="${floor}"/>
    <rect x="720" y="140" width="300" height="320" fill="#CFE3EE" stroke="#FFFFFF" stroke-width="14"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** A member with a verified address, registered with their names as the Register form does. */
async function verifiedMember(prefix: string, firstName: string, lastName: string): Promise<TestUser> {
  const user = await createAccount(`${prefix}-${randomUUID().slice(0, 8)}@example.com`, PASSWORD);
  await verifyEmail(user);
  const idToken = await providerSignIn(user.email, PASSWORD);
  const response = await fetch(`${BASE_URL}/api/sign_up`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: firstName, last_name: lastName, email: user.email, address: '12 Garden Row' }),
  });
  if (response.status !== 201) throw new Error(`sign_up answered ${response.status}: ${await response.text()}`);
  return { ...user, idToken };
}

/** No sideways scroll at 375 px (naming what sticks out if something does), and a screenshot at that width. */
async function fitsAPhone(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize() ?? { width: WIDTHS.desktop, height: 900 };
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await expect.poll(() => sidewaysCulprits(page), { timeout: 10_000, message: `${name} at 375 px scrolls sideways` }).toEqual([]);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width, height });
}

/** POST /api/admin/payouts/run as the admin, over HTTP: the status and the run it answers. */
async function runPayouts(token: string, period: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${BASE_URL}/api/admin/payouts/run`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ period }),
  });
  return { status: response.status, body: await response.json() };
}

describe.runIf(STRIPE_URL)('the design service as a business: apply, approve, onboard, deliver, pay, refund', () => {
  stepsStopAtFirstFailure();
  let browser: Browser;
  let stripe: FakeStripe;
  let applicant: TestUser;
  let goldUser: TestUser;
  let adminToken: string;
  let goldToken: string;
  let designer: Side;
  let admin: Side;
  let gold: Side;
  let board: { id: string };

  async function open(token: string | null): Promise<Side> {
    const context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 }, baseURL: BASE_URL });
    if (token)
      await context.addInitScript((jwt) => {
        // Only the first page load of the context is signed in this way: a later sign-in (or sign-out) stays.
        if (!sessionStorage.getItem('roomboard:e2e-seeded')) {
          localStorage.setItem('jwt', jwt);
          localStorage.setItem('roomboard:user-name-offered', '1');
          sessionStorage.setItem('roomboard:e2e-seeded', '1');
        }
      }, token);
    const page = await context.newPage();
    // A page that shows "Something went wrong" says why in the run's output.
    page.on('pageerror', (error) => console.error(`page error at ${page.url()}: ${error.stack ?? error.message}`));
    return { context, page };
  }

  /** The stand-in's transfers to the new designer (the sweep names the designer in the metadata). */
  const transfersToDesigner = () => stripe.transfers.filter((transfer) => transfer.metadata.designerUid === applicant.uid);

  beforeAll(async () => {
    [browser, stripe] = await Promise.all([launch(), startSuiteStripe()]);
    const adminUser = await createAccount(`business-admin-${randomUUID().slice(0, 8)}@example.com`);
    const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' }, `e2e-business-${randomUUID()}`);
    await setAdmin(getAuth(app), adminUser.email, true);
    [applicant, goldUser] = await Promise.all([verifiedMember('applicant', 'Dana', 'Rivera'), verifiedMember('gold', 'Gail', 'Gold')]);
    const [adminSession, applicantSession, goldSession] = await Promise.all([
      login(await providerSignIn(adminUser.email)),
      login(await providerSignIn(applicant.email, PASSWORD)),
      login(await providerSignIn(goldUser.email, PASSWORD)),
    ]);
    adminToken = adminSession;
    goldToken = goldSession;
    board = await saveBoard(goldToken);
    [designer, admin, gold] = await Promise.all([open(applicantSession), open(adminToken), open(goldToken)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([designer?.context.close(), admin?.context.close(), gold?.context.close()]);
    await browser?.close();
    await stripe?.close();
  });

  it('a member opens Design for Roomboard from /designers, applies with three uploaded pictures, and sees it waiting', async () => {
    const { page } = designer;
    await page.goto('/designers');
    await page.getByRole('main').getByRole('link', { name: 'Design for Roomboard' }).click();
    await page.waitForURL('**/design-for-roomboard', WAIT);
    await page.getByRole('heading', { name: 'Design for Roomboard', level: 1 }).waitFor(WAIT);
    const form = page.getByRole('form', { name: 'Designer application' });
    await form.waitFor(WAIT);
    await form.getByLabel('Name', { exact: true }).fill(DESIGNER_NAME);
    await form
      .getByLabel('Bio', { exact: true })
      .fill('Ten years of small city flats: calm rooms, natural materials, and storage that hides.');
    await form.getByRole('checkbox', { name: 'Natural Tones' }).check();
    await form.getByRole('checkbox', { name: 'Light Tones' }).check();
    await form.getByLabel('Time zone').selectOption('America/New_York');
    await form.getByLabel('Meeting link').fill(`https://meet.jit.si/roomboard-${suffix}`);
    await form.locator('input[type="file"]').setInputFiles([
      { name: 'living-room.jpg', mimeType: 'image/jpeg', buffer: await portfolioPicture('#E8DFD2', '#A67B5B') },
      { name: 'bedroom.jpg', mimeType: 'image/jpeg', buffer: await portfolioPicture('#DDE5E0', '#8C6A4F') },
      { name: 'study.jpg', mimeType: 'image/jpeg', buffer: await portfolioPicture('#F1E6D8', '#6F5440') },
    ]);
    const chosen = form.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem');
    await expect.poll(() => chosen.count(), WAIT).toBe(3);
    await form.getByText('3 chosen.').waitFor(WAIT);
    await form.getByRole('checkbox', { name: 'I accept the designer terms and the rates above.' }).check();
    await fitsAPhone(page, 'business-application-form');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await page.getByRole('status').filter({ hasText: 'Your application is waiting for review' }).waitFor(WAIT);
    await expect(form.count()).resolves.toBe(0);
    await fitsAPhone(page, 'business-application-pending');
  });

  it('the admin approves it under Applications, and the audit log shows the approval', async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Applications' }).click();
    const card = page.getByRole('list', { name: 'Pending applications' }).getByRole('listitem', { name: DESIGNER_NAME });
    await card.waitFor(WAIT);
    await expect(
      card
        .getByRole('list', { name: `${DESIGNER_NAME}'s portfolio` })
        .getByRole('img')
        .count(),
    ).resolves.toBe(3);
    await screenshot(page, 'business-admin-applications-1280');
    await card.getByRole('button', { name: `Approve ${DESIGNER_NAME}` }).click();
    await page.getByText(`${DESIGNER_NAME} is now a designer; the welcome mail is on its way.`).waitFor(WAIT);
    await expect.poll(() => card.count(), WAIT).toBe(0);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }).click();
    const line = page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: 'Approved the application' })
      .filter({ hasText: DESIGNER_NAME });
    await line.waitFor(WAIT);
    await expect(line.count()).resolves.toBe(1);
    await fitsAPhone(page, 'business-admin-audit');
  });

  it('the new designer signs in again, sees the approval with the workspace link, and sets up payouts', async () => {
    const { page } = designer;
    await page.reload();
    // The stored session is refused: the app signs them out and says so. They log in again with the Login modal.
    await page.getByText('You have been signed out. Please log in again.').waitFor(WAIT);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Hello! Welcome back' });
    await dialog.getByLabel('Email', { exact: true }).fill(applicant.email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    await page.getByRole('heading', { name: 'Your application was approved' }).waitFor(WAIT);
    await fitsAPhone(page, 'business-application-approved');
    await page.getByRole('link', { name: 'Open your workspace' }).click();
    await page.waitForURL(/\/designer(\/\w[\w-]*)?$/, WAIT);

    await page.getByRole('link', { name: 'Get paid' }).click();
    await page.waitForURL('**/designer/get-paid', WAIT);
    await page.getByText('Payouts are not set up yet.').waitFor(WAIT);
    await fitsAPhone(page, 'business-get-paid');
    await page.getByRole('button', { name: 'Set up payouts' }).click();
    await page.waitForURL(new RegExp(`^${STRIPE_URL}/connect/onboarding/acctlink_test_\\w+$`), WAIT);
    await page.getByRole('note').filter({ hasText: 'Local test onboarding — no identity or bank details are collected' }).waitFor(WAIT);
    await fitsAPhone(page, 'business-local-onboarding');
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL(`${BASE_URL}/designer/get-paid`, WAIT);
    await page.getByText('Payouts are enabled. Your earnings are paid to your Stripe account.').waitFor(WAIT);
    await screenshot(page, 'business-payouts-enabled-1280');
  });

  it('a Gold member, subscribed through the local checkout, asks for a review; the new designer claims and delivers it', async () => {
    const member = gold.page;
    await member.goto('/');
    await member.getByTestId('notifications-bell').waitFor({ state: 'attached', ...WAIT });
    await member.getByRole('button', { name: 'Book Here: Gold membership' }).click();
    await member.waitForURL(new RegExp(`^${STRIPE_URL}/c/pay/cs_test_\\w+$`), WAIT);
    await member.getByRole('button', { name: 'Pay $50.00' }).click();
    await member.waitForURL(/\/membership\/success\?session_id=cs_test_\w+$/, WAIT);
    await expect.poll(() => member.getByRole('status').textContent(), WAIT).toContain('Payment received. Your membership: Gold.');

    await member.goto(`/UserBoard/${board.id}`);
    const panel = member.locator('section#review');
    await panel.getByRole('heading', { name: 'Ask a designer' }).waitFor(WAIT);
    await panel.getByLabel('Your question').fill(QUESTION);
    await panel.getByRole('button', { name: 'Ask a designer' }).click();
    await panel.getByText('Your question is in.').waitFor(WAIT);

    const { page } = designer;
    await page.getByRole('link', { name: 'Queue' }).click();
    await page.waitForURL('**/designer/queue', WAIT);
    const queueSection = page.locator('section[aria-labelledby="review-queue-title"]');
    const queued = queueSection.locator('li').filter({ hasText: QUESTION });
    // The queue is oldest first, a page at a time: the request is on the last page when the suite left others open.
    const older = queueSection.getByRole('button', { name: 'Show older requests' });
    await expect
      .poll(async () => {
        if (await queued.count()) return true;
        if (await older.isEnabled().catch(() => false)) await older.click();
        return false;
      }, WAIT)
      .toBe(true);
    await queued.getByRole('button', { name: 'Claim' }).click();
    await expect.poll(() => queued.count(), WAIT).toBe(0);
    await page.getByRole('link', { name: 'My work' }).click();
    await page.waitForURL('**/designer/work', WAIT);
    const mine = page.locator('section[aria-labelledby="my-reviews-title"] li').filter({ hasText: QUESTION });
    // The swap picker's cards arrive late here: the form below them, Deliver included, must not move when they do (it
    // jumped 265 px, and a click aimed at Deliver meanwhile landed in the summary).
    const held = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    };
    await page.route('**/api/products?**', held);
    await mine.getByRole('button', { name: 'Write the review' }).click();
    const editor = page.locator('form[aria-label^="Review of"]');
    const deliver = editor.getByRole('button', { name: 'Deliver the review' });
    // Where Deliver sits in the form, in one look at both: the page may be scrolling the form into view meanwhile.
    const placeInForm = () =>
      deliver.evaluate((button: HTMLButtonElement) => button.getBoundingClientRect().top - button.form!.getBoundingClientRect().top);
    const whileLoading = await placeInForm();
    await editor.getByTestId('product-card').first().waitFor(WAIT);
    await page.unroute('**/api/products?**', held);
    expect(await placeInForm()).toBe(whileLoading);
    await editor.getByLabel('Summary (Markdown)').fill(SUMMARY);
    await deliver.click();
    await mine.getByText('Delivered').waitFor(WAIT);

    await member.reload();
    await member
      .locator('section#review article')
      .getByTestId('review-summary')
      .locator('strong', { hasText: 'one warm lamp' })
      .waitFor(WAIT);
  });

  it("the admin's payout run pays the review's rate in ONE transfer, however often and however many at once", async () => {
    const { page } = admin;
    // A fresh load: the page still holds the month's report from before the delivery (going to #payouts from #audit
    // would only scroll).
    await page.goto('/admin#payouts');
    await page.reload();
    const section = page.locator('section[aria-labelledby="payouts-title"]');
    const row = section.getByRole('row').filter({ hasText: DESIGNER_NAME });
    await row.waitFor(WAIT);
    await expect
      .poll(async () => (await row.getByRole('cell').allTextContents()).slice(1), WAIT)
      .toEqual(['Enabled', '$15.00', '$0.00', '$0.00']);
    await section.getByRole('button', { name: 'Pay this month now' }).click();
    await page.getByText(new RegExp(`^${thisMonth()}: Paid \\d+ designers? \\$`)).waitFor(WAIT);
    await expect
      .poll(async () => (await row.getByRole('cell').allTextContents()).slice(1), WAIT)
      .toEqual(['Enabled', '$0.00', '$0.00', '$15.00']);
    await screenshot(page, 'business-admin-payouts-1280');
    await fitsAPhone(page, 'business-admin-payouts');
    // The run's audit line shows on the same page, without a reload.
    await page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: `Paid the designers for` })
      .first()
      .waitFor(WAIT);

    // Run again: twice at once, then once more, over HTTP with the admin's session. Nothing more is paid.
    const concurrent = await Promise.all([runPayouts(adminToken, thisMonth()), runPayouts(adminToken, thisMonth())]);
    const again = await runPayouts(adminToken, thisMonth());
    for (const run of [...concurrent, again]) expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(transfersToDesigner().map((transfer) => [transfer.amount, transfer.currency, transfer.metadata.period])).toEqual([
      [DESIGNER_RATES.review, 'usd', thisMonth()],
    ]);
    expect(DESIGNER_RATES.review).toBe(1500);
    const idempotencyKeys = stripe.requests
      .filter((request) => request.path === '/v1/transfers' && request.form.destination === transfersToDesigner()[0]!.destination)
      .map((request) => request.headers['idempotency-key']);
    expect(new Set(idempotencyKeys)).toEqual(new Set([`payout_${applicant.uid}_${thisMonth()}`]));
  });

  it("the designer's Earnings show the review's line paid", async () => {
    const { page } = designer;
    await page.getByRole('link', { name: 'Earnings' }).click();
    await page.waitForURL('**/designer/earnings', WAIT);
    // The member is named as the public sees them: first name and initial.
    const line = page.getByRole('row').filter({ hasText: `Board review` });
    await line.first().waitFor(WAIT);
    await expect
      .poll(async () => (await line.first().getByRole('cell').allTextContents()).slice(2), WAIT)
      .toEqual(['Gail G.', '$15.00', 'Paid']);
    await expect(line.count()).resolves.toBe(1);
    const paid = page.getByRole('definition').nth(2);
    await expect.poll(() => paid.textContent(), WAIT).toBe('$15.00');
    await fitsAPhone(page, 'business-earnings-paid');
  });

  it("the admin refunds the Gold member's period from their page; the designer's Earnings show the reversal", async () => {
    const { page } = admin;
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Service' }).click();
    const search = page.getByRole('search', { name: 'Find a member' });
    await search.getByLabel('Member’s e-mail').fill(goldUser.email);
    await search.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL(`**/admin/members/${goldUser.uid}`, WAIT);
    await page.getByRole('heading', { name: 'Gail Gold', level: 1 }).waitFor(WAIT);
    const refund = page.getByRole('button', { name: 'Refund this period' });
    await expect.poll(() => refund.isEnabled(), WAIT).toBe(true);
    // Kind, used, left: Gold's allowances, one review used.
    const allowancesLeft = async () =>
      Promise.all(
        (await page.getByRole('table', { name: 'Allowances this period' }).getByRole('row').all())
          .slice(1)
          .map(async (row) => (await row.locator('th, td').allTextContents()).slice(0, 3)),
      );
    await expect.poll(allowancesLeft, WAIT).toEqual([
      ['Board reviews', '1', '2'],
      ['Consultations', '0', '1'],
      ['Design projects', '0', '0'],
    ]);
    expect(await page.getByText(/^Gold · this period /).count()).toBe(1);
    await fitsAPhone(page, 'business-admin-member');
    await refund.click();
    const dialog = page.getByRole('dialog', { name: 'Refund this period?' });
    await dialog.getByLabel('Why (kept in the audit log, optional)').fill('The member was charged twice this month.');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText('$50.00 is being refunded.').waitFor(WAIT);
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    expect(stripe.refunds).toHaveLength(1);
    expect(stripe.deliveries.filter((delivery) => delivery.type === 'charge.refunded').map((delivery) => delivery.status)).toEqual([200]);
    // The webhook ends the period's allowances, not the plan: the plan is still Gold, its period gives what Basic
    // includes (one review, used), and there is nothing left to refund.
    await expect.poll(() => refund.isEnabled(), WAIT).toBe(false);
    await screenshot(page, 'business-admin-member-refunded-1280');
    await expect.poll(allowancesLeft, WAIT).toEqual([
      ['Board reviews', '1', '0'],
      ['Consultations', '0', '0'],
      ['Design projects', '0', '0'],
    ]);
    expect(await page.getByText(/^Gold, this period unpaid or refunded: Basic's allowances · this period /).count()).toBe(1);
    // The member sees the same: their plan says why, and their services count on Basic's allowances for the period.
    await gold.page.goto('/account-management');
    await gold.page.getByText(/^This period's payment was refunded, so until .+ your plan includes what Basic includes\.$/).waitFor(WAIT);
    await gold.page.goto('/design-services');
    await gold.page.getByText('With your Basic plan', { exact: true }).waitFor(WAIT);
    await gold.page.getByText(/^0 of 1 left · renews /).waitFor(WAIT);
    await screenshot(gold.page, 'business-member-services-refunded-1280');

    const { page: earnings } = designer;
    await earnings.reload();
    const reversal = earnings.getByRole('row').filter({ hasText: 'Reversal: Board review' });
    await reversal.waitFor(WAIT);
    expect((await reversal.getByRole('cell').allTextContents()).slice(2)).toEqual(['Gail G.', '-$15.00', 'Pending']);
    const lines = earnings.getByRole('row').filter({ hasText: 'Board review' });
    await expect(lines.count()).resolves.toBe(2);
    expect((await lines.nth(1).getByRole('cell').allTextContents()).slice(2)).toEqual(['Gail G.', '$15.00', 'Paid']);
    // The reversal waits to come off the next payout: this month nets to nothing.
    expect(await earnings.getByRole('definition').allTextContents()).toEqual(['$0.00', '-$15.00', '$15.00']);
    await screenshot(earnings, 'business-earnings-reversal-1280');

    // The admin's audit log has the refund, with the reason given.
    await page.goto('/admin#audit');
    await page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('row')
      .filter({ hasText: 'Refunded the period of' })
      .filter({ hasText: 'The member was charged twice this month.' })
      .waitFor(WAIT);
  });
});
