import type { Browser, Page } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, providerSignIn } from '../functions/src/testing/auth.js';
import { invoiceEvent, subscriptionEvent, type FakeStripe } from '../functions/src/testing/stripe.js';
import { BASE_URL, launch, newPage, screenshot, scrollsSideways, spillsOut, WIDTHS } from './browser.js';
import { startSuiteStripe, STRIPE_URL } from './stripe.js';
import { login } from './support.js';

/**
 * With STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL in the suite's environment, the functions
 * emulator talks to the Stripe stand-in this test starts at STRIPE_API_URL, whose local Checkout and Customer Portal
 * pages send Stripe's events to the webhook as `npm start` has them do; without them, paid tiers answer 503.
 */
const stripeUrl = STRIPE_URL;
const STAND_IN = new RegExp(`^${stripeUrl ?? 'http://stand-in.invalid'}/c/pay/`);
const PORTAL = new RegExp(`^${stripeUrl ?? 'http://stand-in.invalid'}/p/session/`);

async function signedInPage(
  browser: Browser,
  width: number = WIDTHS.desktop,
): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const user = await createAccount();
  const token = await login(await providerSignIn(user.email, user.password));
  const { context, page } = await newPage(browser, width);
  await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  return { page, token, close: () => context.close() };
}

async function membershipOf(token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${BASE_URL}/api/membership`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as Record<string, unknown>;
}

/** Stripe's event, signed with the suite's webhook secret, through Hosting's /api/stripe/webhook rewrite. */
async function deliverToSite(event: Record<string, unknown>): Promise<void> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: String(process.env.STRIPE_WEBHOOK_SECRET) });
  const delivered = await fetch(`${BASE_URL}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  expect(delivered.status).toBe(200);
}

/**
 * The home page once the app has taken it over and knows the session (the signed-in menu is there): a click on the
 * prerendered 'Book Here' before that is lost.
 */
async function home(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('notifications-bell').waitFor({ state: 'attached', timeout: 30_000 });
}

const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);

describe('membership', () => {
  let browser: Browser;
  let stripe: FakeStripe | undefined;
  beforeAll(async () => {
    browser = await launch();
    if (stripeUrl) stripe = await startSuiteStripe();
  });
  afterAll(async () => {
    await browser.close();
    await stripe?.close();
  });

  it('asks a visitor to log in first, in the Login modal over the page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Book Here: Gold membership' }).click();
    await page.getByRole('dialog', { name: 'Hello! Welcome back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('activates Basic without leaving the site', async () => {
    const { page, token, close } = await signedInPage(browser);
    await home(page);
    await page.getByRole('button', { name: 'Book Here: Basic membership' }).click();
    await expect.poll(() => page.getByText('Your Basic membership is active.').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(new URL(page.url()).origin).toBe(BASE_URL);
    expect(await membershipOf(token)).toMatchObject({ membership: { tier: 'basic', title: 'Basic' }, payments: [] });
    await close();
  });

  it.runIf(stripeUrl)(
    "sends a signed-in user from Gold's 'Book Here' to the subscription checkout Stripe returned, then shows the paid membership",
    async () => {
      const { page, token, close } = await signedInPage(browser);
      await home(page);
      await page.getByRole('button', { name: 'Book Here: Gold membership' }).click();
      await page.waitForURL(STAND_IN);
      const request = stripe?.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
      expect(request?.form).toMatchObject({ mode: 'subscription', 'line_items[0][price]': 'price_test_gold', 'metadata[tier]': 'gold' });
      const sessionId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      expect(page.url()).toBe(`${stripeUrl}/c/pay/${sessionId}`);
      expect(request?.form.success_url).toBe(`${BASE_URL}/membership/success?session_id={CHECKOUT_SESSION_ID}`);

      // The local checkout's Pay sends checkout.session.completed, customer.subscription.created, invoice.paid and
      // invoice_payment.paid to the webhook, then returns to success_url.
      await page.getByText('Local test checkout — no card is charged').waitFor();
      await page.getByRole('button', { name: 'Pay $50.00' }).click();
      await page.waitForURL(`${BASE_URL}/membership/success?session_id=${sessionId}`);
      expect(stripe?.deliveries.slice(-4).map((d) => [d.type, d.status])).toEqual([
        ['checkout.session.completed', 200],
        ['customer.subscription.created', 200],
        ['invoice.paid', 200],
        ['invoice_payment.paid', 200],
      ]);
      const subscription = [...stripe!.subscriptions.values()].at(-1)?.id;
      await expect
        .poll(() => page.getByRole('status').textContent(), { timeout: 30_000 })
        .toContain('Payment received. Your membership: Gold.');
      expect(await membershipOf(token)).toMatchObject({ membership: { tier: 'gold', subscriptionId: subscription, status: 'active' } });
      await close();
    },
  );

  /** The plan's card at each width (the same page, resized): nothing scrolls sideways or spills out of the card. */
  async function laidOutAtEachWidth(page: Page, name: string): Promise<void> {
    for (const [size, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      expect(await scrollsSideways(page), `at ${width} px`).toBe(false);
      expect(await spillsOut(page, '[data-testid="current-membership"]'), `at ${width} px`).toEqual([]);
      await screenshot(page, `${name}-${size}`);
    }
  }

  it.runIf(stripeUrl)(
    'subscribe to Gold, see the plan, open the portal, cancel at period end, see its end date (laid out at 375 and 1280 px)',
    async () => {
      const { page, close } = await signedInPage(browser, WIDTHS.desktop);
      await home(page);
      await page.getByRole('button', { name: 'Book Here: Gold membership' }).click();
      await page.waitForURL(STAND_IN);
      const customer = String(stripe?.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)?.form.customer);
      await page.getByRole('button', { name: 'Pay $50.00' }).click();
      await page.waitForURL(/\/membership\/success/);
      const { periodStart, periodEnd } = [...stripe!.subscriptions.values()].at(-1)!;

      await page.goto('/account-management');
      const plan = page.getByTestId('current-membership');
      await expect.poll(() => plan.textContent()).toContain(`Renews on ${day(periodEnd)}`);
      expect(await plan.textContent()).toContain('Gold');
      expect(await plan.textContent()).toContain('$50.00 a month');
      await expect(page.getByText(`Billing period: ${day(periodStart)} – ${day(periodEnd)}`).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('row', { name: /Gold plan, monthly \$50\.00 Paid/ }).isVisible()).resolves.toBe(true);
      await laidOutAtEachWidth(page, 'subscription-active');

      await page.getByRole('button', { name: 'Manage subscription' }).click();
      await page.waitForURL(PORTAL);
      expect(stripe?.requests.at(-1)).toMatchObject({
        path: '/v1/billing_portal/sessions',
        form: { customer, return_url: `${BASE_URL}/account-management` },
      });

      // In the portal the member cancels at period end; the stand-in tells the webhook, as Stripe would.
      await page.getByText('Local test customer portal — nothing is billed').waitFor();
      await page.getByRole('button', { name: 'Cancel plan' }).click();
      await page.getByText(`Cancels on`).waitFor();
      expect(stripe?.deliveries.at(-1)).toMatchObject({ type: 'customer.subscription.updated', status: 200 });
      await page.getByRole('link', { name: 'Return to Roomboard' }).click();
      await page.waitForURL(`${BASE_URL}/account-management`);
      await expect.poll(() => plan.textContent()).toContain(`Cancelled · ends on ${day(periodEnd)}`);
      await expect(page.getByRole('button', { name: 'Manage subscription' }).isVisible()).resolves.toBe(true);
      await laidOutAtEachWidth(page, 'subscription-ending');
      await close();
    },
  );

  it.runIf(stripeUrl)('warns a member whose renewal failed on Account Management, with the date the plan ends', async () => {
    const { page, close } = await signedInPage(browser, WIDTHS.mobile);
    await home(page);
    await page.getByRole('button', { name: 'Book Here: Platinum membership' }).click();
    await page.waitForURL(STAND_IN);
    const customer = String(stripe?.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)?.form.customer);
    const subscription = `sub_test_${Date.now()}`;
    const price = stripe!.priceByKey('roomboard_platinum_monthly')!;
    const periodStart = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000 / 2);
    const periodEnd = new Date(periodStart.getTime() + 30 * 86_400_000);
    await deliverToSite(subscriptionEvent('created', { id: subscription, customer, price, periodStart, periodEnd }));
    const failedAt = Math.floor(Date.now() / 1000);
    await deliverToSite(
      invoiceEvent(
        'payment_failed',
        { subscription, customer, tier: 'platinum', amount: 10000, periodStart, periodEnd },
        { created: failedAt },
      ),
    );
    // SUBSCRIPTION_GRACE_DAYS is 7 by default.
    const graceEnd = day(new Date((failedAt + 7 * 86_400) * 1000));
    await page.goto('/account-management');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'did not go through' }).textContent())
      .toBe(`Your last payment did not go through. Update your card by ${graceEnd} to keep Platinum.`);
    expect(await page.getByTestId('current-membership').textContent()).toContain(`Payment failed · ends on ${graceEnd}`);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'subscription-past-due-mobile');
    await close();
  });

  it.runIf(!stripeUrl)("shows 'Payments are not configured.' on the card without Stripe keys", async () => {
    const { page, close } = await signedInPage(browser);
    await home(page);
    await page.getByRole('button', { name: 'Book Here: Gold membership' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Payments are not configured.' }).isVisible()).toBe(true);
    expect(new URL(page.url()).origin).toBe(BASE_URL);
    await close();
  });

  it('says nothing was charged on the cancel page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/membership/cancel');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Checkout cancelled');
    await expect(page.getByText('Nothing was charged').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
