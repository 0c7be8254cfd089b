// An AI board asked for by a member whose e-mail address is not verified: the Loader says why, with the same wait as
// the rest of the app ('Send the e-mail again', a check every 4 s); once the link in the e-mail is opened (the Auth
// emulator's own) the board is made by itself from the same choices, with no reload. At 375 and 1280 px.
//
// The suite's functions run the offline generator, which spends nothing and so asks for no verified address. Paid
// generation's refusal is therefore answered here in the server's place, with its exact body, for as long as the real
// GET /api/email-verification says the address is not verified; every other call, and the board, are the server's.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openVerificationLink, verificationLinks, type TestUser } from '../functions/src/testing/auth.js';
import { EMAIL_UNVERIFIED } from '../functions/src/services/generation.deps.js';
import { WIDTHS, launch, newPage, screenshot, screenshotOf, scrollsSideways } from './browser.js';
import { apiCall, login, signIn, stepsStopAtFirstFailure } from './support.js';

/** Generous, for a machine shared by many suites: conditions are polled, never slept on. */
const WAIT = { timeout: 60_000 };
const SENT = (email: string) => `Sent to ${email}. It can take a minute to arrive; look in your spam folder too.`;

describe.each([WIDTHS.mobile, WIDTHS.desktop])('an AI board for an unverified address, at %i px', (width) => {
  stepsStopAtFirstFailure();
  let browser: Browser;
  let member: TestUser;
  let token: string;
  let context: BrowserContext;
  let page: Page;
  /** What each POST /api/generate-description asked for, and whether it was refused here or went to the server. */
  const asked: { selectedProducts: unknown; refused: boolean }[] = [];

  async function generateDescription(route: Route): Promise<void> {
    const { verified } = await apiCall<{ verified: boolean }>('email-verification', token);
    const { selectedProducts } = route.request().postDataJSON() as { selectedProducts: unknown };
    asked.push({ selectedProducts, refused: !verified });
    if (verified) return route.continue();
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: EMAIL_UNVERIFIED, code: 'email-unverified', email: member.email }),
    });
  }

  const loader = () => page.getByRole('dialog', { name: 'Board not created' });

  beforeAll(async () => {
    browser = await launch();
    member = await createAccount();
    token = await login(member.idToken);
    ({ context, page } = await newPage(browser, width));
    await page.route((url) => url.pathname.replace(/\/$/, '') === '/api/generate-description', generateDescription);
    await signIn(page, token);
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('two products chosen, Proceed shows the refusal with the wait and the button', { timeout: 120_000 }, async () => {
    await page.goto('/SelectedProducts?function=Sleep&size=Queen+Size&style=Natural+Tones');
    await page.getByTestId('product-card').first().waitFor(WAIT);
    const select = page.getByRole('button', { name: /^Select: / });
    await select.first().click();
    await select.first().click();
    await expect.poll(() => page.getByTestId('selected-count').textContent(), WAIT).toBe('2 of 10 selected');
    // Marks this document: a reload or a full navigation would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: 'Proceed to Next' }).click();

    await loader().getByRole('heading', { name: 'Verify your e-mail address' }).waitFor(WAIT);
    expect(await loader().getByRole('alert').textContent()).toBe(EMAIL_UNVERIFIED);
    await loader().getByText('Waiting for you to open the link…').waitFor(WAIT);
    expect(await loader().getByRole('button', { name: 'Send the e-mail again' }).isVisible()).toBe(true);
    expect(await loader().getByRole('button', { name: 'Go back' }).isVisible()).toBe(true);
    expect(
      await loader()
        .getByLabel(/^Password/)
        .count(),
      'no password asked for',
    ).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(asked.map((call) => call.refused)).toEqual([true]);
  });

  it('"Send the e-mail again" confirms, and the Auth emulator holds a new verification link', async () => {
    const before = (await verificationLinks(member.email)).length;
    await loader().getByRole('button', { name: 'Send the e-mail again' }).click();
    await loader().getByText(SENT(member.email)).waitFor(WAIT);
    expect(await verificationLinks(member.email)).toHaveLength(before + 1);
    expect(await scrollsSideways(page)).toBe(false);
    // What is on screen: the Loader is a modal over the page.
    await screenshotOf(page, `generation-verify-${width}`);
  });

  it('once the link in the e-mail is opened, the board is made by itself from the same products', { timeout: 180_000 }, async () => {
    await openVerificationLink(member.email);
    await page.waitForURL(/\/BoardDetail\?id=[0-9a-f-]{36}$/, { timeout: 150_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no reload').toBe(true);
    expect(asked.map((call) => call.refused)).toEqual([true, false]);
    expect(asked[1]!.selectedProducts).toEqual(asked[0]!.selectedProducts);
    expect(asked[0]!.selectedProducts).toHaveLength(2);
    const cutouts = page.getByTestId('cutouts').locator('img');
    await expect.poll(() => cutouts.count(), WAIT).toBe(2);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, `generation-verified-board-${width}`);
  });
});
