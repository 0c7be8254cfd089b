// Pricing (issue 23): the plan cards state the billing period, and a member's current plan is marked with its renewal
// date from the server's subscription data; its button manages the plan (paid) or is disabled (Basic). 375 and 1280 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipResponse } from '../functions/src/contracts/membership.js';
import { providerSignIn } from '../functions/src/testing/auth.js';
import { DEMO_PASSWORD } from '../functions/src/tools/demo-designers.js';
import { BASE_URL, WIDTHS, launch, screenshotOf, scrollsSideways } from './browser.js';
import { apiCall, login, signUp } from './support.js';

const SLOW = { timeout: 30_000 };
const medium = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

describe('pricing marks the current plan and the billing period', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  async function pricingAs(who: string | (() => Promise<string>), width: number): Promise<{ page: Page; token: string }> {
    const token = typeof who === 'string' ? await login(await providerSignIn(who, DEMO_PASSWORD)) : await who();
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL });
    await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('tier-basic').scrollIntoViewIfNeeded();
    return { page, token };
  }

  it("a Gold subscriber: Gold marked, renewing on the period's end, 'Manage plan'; every card says how it is billed; 1280 and 375 px", async () => {
    const { page, token } = await pricingAs('gold@roomboard.demo', WIDTHS.desktop);
    const { membership } = await apiCall<MembershipResponse>('membership', token);
    expect(membership?.subscriptionId).toBeTruthy();
    const gold = page.getByTestId('tier-gold');
    await expect.poll(() => gold.textContent(), SLOW).toContain('Your current plan');
    expect(await page.getByText('Your current plan').count()).toBe(1);
    expect(await gold.getAttribute('aria-current')).toBe('true');
    expect(await page.getByTestId('current-plan-state').textContent()).toBe(`Renews on ${medium(membership!.periodEnd!)}`);
    for (const tier of ['gold', 'platinum']) {
      expect(await page.getByTestId(`billing-${tier}`).textContent()).toBe('Billed monthly, cancel any time');
    }
    expect(await page.getByTestId('billing-basic').textContent()).toBe('Free, no card needed');
    const manage = gold.getByRole('link', { name: 'Manage your Gold plan' });
    expect(await manage.getAttribute('href')).toBe('/account-management');
    expect(await gold.getByRole('button').count()).toBe(0);
    await page.getByTestId('tier-platinum').getByRole('button', { name: 'Book Here: Platinum membership' }).waitFor();
    // The same cards on a phone: one column, nothing past the edge, the marked plan and its link still there.
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      await page.setViewportSize({ width, height: 900 });
      await gold.scrollIntoViewIfNeeded();
      expect(await scrollsSideways(page), `${width} px`).toBe(false);
      expect(await manage.isVisible(), `'Manage plan' at ${width} px`).toBe(true);
      await screenshotOf(gold, `small-pricing-gold-${width}`);
      await screenshotOf(page.getByRole('list').filter({ has: gold }), `small-pricing-cards-${width}`);
    }
    await manage.click();
    await page.waitForURL('**/account-management');
    await page
      .getByTestId('current-membership')
      .getByText(`Renews on ${medium(membership!.periodEnd!)}`)
      .waitFor(SLOW);
    await page.context().close();
  });

  it('a Basic member: Basic marked as free since they joined, its button disabled', async () => {
    const member = async () => {
      const token = await signUp('pricing-basic');
      await apiCall('stripe/create-checkout-session', token, { card_title: 'Basic' });
      return token;
    };
    const { page, token } = await pricingAs(member, WIDTHS.mobile);
    const { membership } = await apiCall<MembershipResponse>('membership', token);
    const basic = page.getByTestId('tier-basic');
    await expect.poll(() => basic.textContent(), SLOW).toContain('Your current plan');
    expect(await page.getByTestId('current-plan-state').textContent()).toBe(`Free · since ${medium(membership!.since)}`);
    expect(await basic.getByRole('button', { name: 'Basic is your current plan' }).isDisabled()).toBe(true);
    await screenshotOf(basic, 'small-pricing-basic-375');
    await page.context().close();
  });
});
