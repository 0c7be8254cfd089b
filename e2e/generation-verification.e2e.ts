// An AI board asked for by a member whose e-mail address is not verified: the Loader says why, with the same wait as
// the rest of the app ('Send the e-mail again', a check every 4 s); once the link in the e-mail is opened (the Auth
// emulator's own) the board is made by itself from the same choices, with no reload. The flow once at 375 px; the
// Loader and the board are also checked for sideways scroll at 1280 px.
//
// Paid generation is the real generate function's app, started here with OpenAI behind a stand-in (the one port we
// fake): the browser's generation paths go to it, every other call to the suite's functions.
import sharp from 'sharp';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, openVerificationLink, verificationLinks, type TestUser } from '../functions/src/testing/auth.js';
import { GENERATE_PATHS, startGenerateBackend, type GenerateBackend } from '../functions/src/testing/generate-backend.js';
import { fakeOpenAi, listenOpenAi, outputText } from '../functions/src/testing/openai.js';
import { EMAIL_UNVERIFIED } from '../functions/src/services/steps/generation.js';
import { BASE_URL, WIDTHS, launch, newPage, screenshot, screenshotOf, scrollsSideways } from './browser.js';
import { login, signIn, stepsStopAtFirstFailure } from './support.js';

/** Generous, for a machine shared by many suites: conditions are polled, never slept on. */
const WAIT = { timeout: 60_000 };
const SENT = (email: string) => `Sent to ${email}. It can take a minute to arrive; look in your spam folder too.`;

/** No sideways scroll at 1280 px either; the page is back at 375 px after. */
async function fitsAtDesktop(page: Page): Promise<void> {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  expect(await scrollsSideways(page), `no sideways scroll at ${WIDTHS.desktop} px`).toBe(false);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
}

describe('an AI board for an unverified address', () => {
  stepsStopAtFirstFailure();
  let browser: Browser;
  let member: TestUser;
  let context: BrowserContext;
  let page: Page;
  let backend: GenerateBackend;
  const openAi = fakeOpenAi();
  /** What each POST /api/generate-description asked for, and whether the server refused it. */
  const asked: { selectedProducts: unknown; refused: boolean }[] = [];
  const paidCalls = (path: string) => openAi.seen.filter((request) => request.path === path).length;

  /** firebase.json's rewrites: the generate function's paths to the backend started here, the rest to the suite. */
  async function hosting(route: Route): Promise<void> {
    const url = new URL(route.request().url());
    if (!GENERATE_PATHS.test(url.pathname)) return route.continue();
    const response = await route.fetch({ url: `${backend.url}${url.pathname}${url.search}` });
    if (url.pathname.replace(/\/$/, '') === '/api/generate-description') {
      const { selectedProducts } = route.request().postDataJSON() as { selectedProducts: unknown };
      asked.push({ selectedProducts, refused: response.status() === 403 });
    }
    await route.fulfill({ response });
  }

  const loader = () => page.getByRole('dialog', { name: 'Board not created' });

  beforeAll(async () => {
    const room = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#C0674A' } })
      .jpeg()
      .toBuffer();
    openAi.answers['/v1/responses'] = {
      status: 200,
      body: outputText(JSON.stringify({ title: 'Oak Retreat', main_title: 'A calm bedroom', description: 'Walnut and linen.' })),
    };
    openAi.answers['/v1/images/edits'] = { status: 200, body: { created: 1, data: [{ b64_json: room.toString('base64') }] } };
    // Paid generation (OpenAI) with the suite's photos and products.
    backend = await startGenerateBackend({
      ROOMBOARD_BLOB_DIR: process.env.ROOMBOARD_BLOB_DIR ?? '',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: await listenOpenAi(openAi),
    });
    browser = await launch();
    member = await createAccount();
    ({ context, page } = await newPage(browser, WIDTHS.mobile));
    await context.route(`${BASE_URL}/**`, hosting);
    await signIn(page, await login(member.idToken));
  }, 120_000);
  afterAll(async () => {
    // A background request may still be in a route handler: stop routing first, so closing does not fail it.
    await context?.unrouteAll({ behavior: 'ignoreErrors' });
    await context?.close();
    await browser?.close();
    await backend?.close();
    await new Promise<void>((resolve) => openAi.server.close(() => resolve()));
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
    expect(openAi.seen, 'nothing paid for').toEqual([]);
  });

  it('"Send the e-mail again" confirms, and the Auth emulator holds a new verification link', async () => {
    const before = (await verificationLinks(member.email)).length;
    await loader().getByRole('button', { name: 'Send the e-mail again' }).click();
    await loader().getByText(SENT(member.email)).waitFor(WAIT);
    expect(await verificationLinks(member.email)).toHaveLength(before + 1);
    expect(await scrollsSideways(page)).toBe(false);
    // What is on screen: the Loader is a modal over the page.
    await screenshotOf(page, 'generation-verify-375');
    await fitsAtDesktop(page);
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
    // Described, then drawn on the board's page, by OpenAI (the stand-in), once each.
    await expect.poll(() => [paidCalls('/v1/responses'), paidCalls('/v1/images/edits')], WAIT).toEqual([1, 1]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'generation-verified-board-375');
    await fitsAtDesktop(page);
  });
});
