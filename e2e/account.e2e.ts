// Download my data and Delete my account, in Account Management: the flow once, at phone width; at desktop width only
// the page's layout (one account's flow at each width repeated the same calls).
import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_NOTICE } from '../functions/src/contracts/accounts.js';
import { PASSWORD_CHANGED } from '../web/src/features/auth/lib/messages.js';
import { CONFIRM_MISMATCH } from '../functions/src/domain/account-data.js';
import { createAccount, type TestUser } from '../functions/src/testing/auth.js';
import { BASE_URL, WIDTHS, launch, newPage, screenshot, scrollsSideways } from './browser.js';
import { login, saveBoard, signIn, stepsStopAtFirstFailure } from './support.js';

const NEW_PASSWORD = 'Garden#Room-2026';

const jwt = (page: Page) => page.evaluate(() => localStorage.getItem('jwt'));

/** A registered member with one saved board; their e-mail, password and a fresh session token. */
async function member(): Promise<{ user: TestUser; token: string; boardId: string }> {
  const user = await createAccount(`leaving-${randomUUID().slice(0, 8)}@example.com`);
  const response = await fetch(`${BASE_URL}/api/sign_up`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Lea', last_name: 'Ving', email: user.email, address: '12 Garden Row' }),
  });
  if (response.status !== 201) throw new Error(`sign_up answered ${response.status}`);
  const token = await login(user.idToken);
  return { user, token, boardId: (await saveBoard(token)).id };
}

describe('your account, yours', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  describe(`at ${WIDTHS.mobile} px`, () => {
    stepsStopAtFirstFailure();
    const name = 'mobile';
    let context: BrowserContext;
    let page: Page;
    let leaving: Awaited<ReturnType<typeof member>>;
    const errors: string[] = [];

    beforeAll(async () => {
      leaving = await member();
      ({ context, page } = await newPage(browser, WIDTHS.mobile));
      page.on('pageerror', (error) => errors.push(error.message));
      await signIn(page, leaving.token);
    });
    afterAll(() => context.close());

    it('prepares my data in the worker, then downloads it as a zip with the profile and the board', async () => {
      await page.goto('/account-management');
      const section = page.getByRole('region', { name: 'Your data' });
      await section.getByRole('button', { name: 'Download my data' }).click();
      // The export worker (a task queue function on the emulator) builds it; the page follows its progress.
      const link = section.getByRole('link', { name: 'Download your data' });
      await link.waitFor({ timeout: 60_000 });
      await section.getByText(/^Your data is ready \(\d+ KB\)\. You can download it until /).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^roomboard-data-\d{4}-\d{2}-\d{2}\.zip$/);
      // Saved where the test says: the run's browser is connected to, so the download has no local path of its own.
      const saved = join(tmpdir(), `roomboard-${randomUUID()}.zip`);
      await download.saveAs(saved);
      const files = unzipSync(new Uint8Array(await readFile(saved)));
      await rm(saved, { force: true });
      expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({ email: leaving.user.email, firstName: 'Lea' });
      expect(Object.keys(files)).toContain(`boards/${leaving.boardId}/board.json`);
      await section.scrollIntoViewIfNeeded();
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, `account-your-data-${name}`);
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      expect(await scrollsSideways(page), `at ${WIDTHS.desktop} px`).toBe(false);
      await screenshot(page, 'account-your-data-desktop');
      await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
    });

    it('changes the password after the current one is entered, and stays signed in', async () => {
      const details = page.getByRole('region', { name: 'Sign-in details' });
      await details.getByLabel('Current password', { exact: true }).fill('not-my-password');
      await details.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await details.getByRole('button', { name: 'Change password' }).click();
      await details.getByText('Your current password is not right.').waitFor();
      await details.getByLabel('Current password', { exact: true }).fill(leaving.user.password);
      // The change lands a second after the sign-in that asks for it (as on a slow line): the page must still end
      // up with a session the change did not end.
      await page.route(/\/accounts:update\b/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1100));
        await route.continue();
      });
      await details.getByRole('button', { name: 'Change password' }).click();
      await details.getByText(PASSWORD_CHANGED).waitFor();
      await page.unroute(/\/accounts:update\b/);
      await page.reload();
      await page.getByRole('region', { name: 'Your data' }).waitFor();
      await details.scrollIntoViewIfNeeded();
      await screenshot(page, `account-password-changed-${name}`);
    });

    it('refuses another e-mail than the account’s, with the reason', async () => {
      await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Your e-mail address').fill('someone-else@example.com');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await dialog.getByText(CONFIRM_MISMATCH).waitFor();
      await screenshot(page, `account-delete-refused-${name}`);
    });

    it('deletes the account when the e-mail is typed, and signs out to Home with a notice', async () => {
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Your e-mail address').fill(leaving.user.email);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('alert').filter({ hasText: ACCOUNT_DELETED_NOTICE }).waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      expect(await jwt(page)).toBeNull();
      await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).first().isVisible()).toBe(false);
      await screenshot(page, `account-deleted-${name}`);
    });

    it('cannot sign in again with the deleted account', async () => {
      await page.goto('/loginPage');
      const dialog = page.getByRole('dialog', { name: 'Hello! Welcome back' });
      await dialog.getByLabel('Email', { exact: true }).fill(leaving.user.email);
      await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /No account found with this email\.|Invalid credentials\./ })
        .first()
        .waitFor();
      expect(await jwt(page)).toBeNull();
      await screenshot(page, `account-sign-in-refused-${name}`);
    });

    it('no page error on the way', () => {
      expect(errors).toEqual([]);
    });
  });
});
