// Payments that run locally (issue 32): without Stripe keys `npm start` runs the Stripe stand-in, whose local test
// checkout takes the place of Stripe Checkout. A new member subscribes to Gold there with real clicks, sees Gold on
// Account Management, and books a consultation with a demo designer on the allowance Gold gives.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSignIn } from '../functions/src/testing/auth.js';
import type { FakeStripe } from '../functions/src/testing/stripe.js';
import { BASE_URL, WIDTHS, launch, screenshot, scrollsSideways } from './browser.js';
import { startSuiteStripe, STRIPE_URL } from './stripe.js';
import { login, registered, stepsStopAtFirstFailure } from './support.js';

const WAIT = { timeout: 30_000 };
/** A demo designer `npm start` (and the journeys' seed) makes, available on weekdays in New York. */
const DESIGNER = 'demo-designer-marcus';
const DESIGNER_SIGN_IN = ['marcus@roomboard.demo', 'roomboard-demo'] as const;

describe.runIf(STRIPE_URL)('local payments', () => {
  let browser: Browser;
  let stripe: FakeStripe;
  beforeAll(async () => {
    [browser, stripe] = await Promise.all([launch(), startSuiteStripe()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stripe?.close();
  });

  async function signedIn(token: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 }, baseURL: BASE_URL });
    await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
    return { context, page: await context.newPage() };
  }

  /** The page at 375 and 1280 px: no sideways scroll, a screenshot. */
  async function bothWidths(page: Page, name: string): Promise<void> {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await scrollsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false);
      await screenshot(page, `${name}-${width}`);
    }
  }

  describe('a new member subscribes through the local test checkout, then books', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let token: string;

    beforeAll(async () => {
      token = await registered('local-pay', 'Lou', 'Local');
      ({ context, page } = await signedIn(token));
    });
    afterAll(() => context?.close());

    it("Gold's 'Book Here' opens the local test checkout, plainly marked, with the plan and its price", async () => {
      await page.goto('/');
      // The prerendered 'Book Here' works once the app has taken the page over with the session (the signed-in menu).
      await page.getByTestId('notifications-bell').waitFor({ state: 'attached', ...WAIT });
      await page.getByRole('button', { name: 'Book Here: Gold membership' }).click();
      await page.waitForURL(new RegExp(`^${STRIPE_URL}/c/pay/cs_test_\\w+$`));
      await page.getByRole('note').filter({ hasText: 'Local test checkout — no card is charged' }).waitFor(WAIT);
      await expect(page.getByRole('heading', { name: 'Gold membership' }).isVisible()).resolves.toBe(true);
      await expect(page.getByText('$50.00 a month').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Pay $50.00' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Cancel' }).isVisible()).resolves.toBe(true);
      await bothWidths(page, 'local-checkout');
    });

    it('Pay sends the events to the webhook and returns to the site, where the plan is Gold', async () => {
      await page.getByRole('button', { name: 'Pay $50.00' }).click();
      await page.waitForURL(/\/membership\/success\?session_id=cs_test_\w+$/, WAIT);
      await expect.poll(() => page.getByRole('status').textContent(), WAIT).toContain('Payment received. Your membership: Gold.');
      expect(stripe.deliveries.map((delivery) => [delivery.type, delivery.status])).toEqual([
        ['checkout.session.completed', 200],
        ['customer.subscription.created', 200],
        ['invoice.paid', 200],
        ['invoice_payment.paid', 200],
      ]);

      await page.goto('/account-management');
      const plan = page.getByTestId('current-membership');
      await expect.poll(() => plan.textContent(), WAIT).toContain('Renews on');
      expect(await plan.textContent()).toContain('Gold');
      expect(await plan.textContent()).toContain('$50.00 a month');
    });

    it('the new Gold member books a consultation with a designer', async () => {
      await page.goto(`/designers/${DESIGNER}`);
      const panel = page.getByRole('region', { name: 'Book a consultation' });
      await panel.getByRole('group', { name: 'Day' }).waitFor(WAIT);
      // The third day offered: at least a day away.
      await panel.getByRole('group', { name: 'Day' }).getByRole('button').nth(2).click();
      const time = panel
        .getByRole('group', { name: /^Times on / })
        .getByRole('button')
        .first();
      const label = (await time.textContent()) ?? '';
      await time.click();
      await panel.getByRole('button', { name: /^Book / }).click();
      const done = panel.getByRole('status').filter({ hasText: 'Booked:' });
      await done.waitFor(WAIT);
      expect(await done.textContent()).toContain(label);
      const mine = (await (await fetch(`${BASE_URL}/api/consultations`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        bookings: { designerId: string }[];
      };
      expect(mine.bookings).toHaveLength(1);
    });
  });

  describe('a designer sets up payouts on the local Connect onboarding page', () => {
    it("Get paid → 'Set up payouts' → Complete → back on Get paid with payouts enabled", async () => {
      const { context, page } = await signedIn(await login(await providerSignIn(...DESIGNER_SIGN_IN)));
      await page.goto('/designer/get-paid');
      await page.getByRole('button', { name: 'Set up payouts' }).click(WAIT);
      await page.waitForURL(new RegExp(`^${STRIPE_URL}/connect/onboarding/acctlink_test_\\w+$`), WAIT);
      await page.getByRole('note').filter({ hasText: 'Local test onboarding — no identity or bank details are collected' }).waitFor(WAIT);
      await bothWidths(page, 'local-onboarding');

      await page.getByRole('button', { name: 'Complete' }).click();
      await page.waitForURL(`${BASE_URL}/designer/get-paid`, WAIT);
      await page.getByText('Payouts are enabled. Your earnings are paid to your Stripe account.').waitFor(WAIT);
      expect(stripe.deliveries.filter((d) => d.type === 'account.updated').map((d) => d.status)).toEqual([200]);
      expect([...stripe.accounts.values()]).toEqual([
        expect.objectContaining({ type: 'express', payouts_enabled: true, charges_enabled: true, details_submitted: true }),
      ]);
      await context.close();
    });
  });
});
