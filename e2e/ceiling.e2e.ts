import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorHosts } from '../functions/src/testing/backend.js';
import { WIDTHS, launch, newPage, screenshot, scrollsSideways } from './browser.js';
import { signIn, signUp } from './support.js';
import type { Browser } from 'playwright-core';

const SLOW = { timeout: 30_000 };

/** The uid a session token belongs to (its payload's `sub`). */
const uidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

/** Records 20 boards started in the last minutes for the user, in the Firestore emulator (the default hourly limit). */
async function fillHourlyLimit(uid: string): Promise<void> {
  const { firestore, projectId } = emulatorHosts();
  const now = Date.now();
  const values = Array.from({ length: 20 }, (_, index) => ({ integerValue: String(now - (index + 1) * 60_000) }));
  const response = await fetch(`http://${firestore}/v1/projects/${projectId}/databases/(default)/documents/rateLimits/${uid}`, {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ fields: { generations: { arrayValue: { values } } } }),
  });
  if (!response.ok) throw new Error(`could not write the rate limit: ${response.status}`);
}

async function proceedWithOneProduct(page: Page): Promise<void> {
  await page.goto('/SelectedProducts?function=Sleep&size=Queen+Size&style=Natural+Tones');
  await page.getByTestId('product-card').first().waitFor(SLOW);
  await page
    .getByRole('button', { name: /^Select: / })
    .first()
    .click();
  await expect.poll(() => page.getByTestId('selected-count').textContent(), SLOW).toBe('1 of 10 selected');
  await page.getByRole('button', { name: 'Proceed to Next' }).click();
}

describe('the ceiling on generation, in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('shows the server’s limit message on the Loader, then goes back to the selection', { timeout: 180_000 }, async () => {
    const token = await signUp('ceiling');
    await fillHourlyLimit(uidOf(token));
    for (const width of [WIDTHS.desktop, WIDTHS.mobile]) {
      const { context, page } = await newPage(browser, width);
      await signIn(page, token);
      await proceedWithOneProduct(page);
      const loader = page.getByRole('dialog', { name: 'Board not created' });
      await loader.getByRole('heading', { name: 'Please come back later' }).waitFor(SLOW);
      await expect(loader.getByRole('alert').textContent()).resolves.toMatch(
        /^You have reached the limit of 20 boards an hour\. Please try again in \d+ minutes\.$/,
      );
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `ceiling-limit-${width}`);
      await loader.getByRole('button', { name: 'Go back' }).click();
      await expect.poll(() => loader.count()).toBe(0);
      await expect(page.getByTestId('selected-count').textContent()).resolves.toBe('1 of 10 selected');
      await context.close();
    }
  });
});
