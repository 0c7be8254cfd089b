import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiredSessionToken } from '../functions/src/testing/auth.js';
import { jwtClaims } from '../functions/src/testing/jwt.js';
import { BASE_URL, WIDTHS, launch, newPage, screenshot, scrollsSideways } from './browser.js';
import { stepsStopAtFirstFailure } from './support.js';

const PASSWORD = 'Sunroom#2024';

const alertWith = (page: Page, text: string) => page.locator('[role="alert"]', { hasText: text });
const jwt = (page: Page) => page.evaluate(() => localStorage.getItem('jwt'));

async function fill(scope: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label, { exact: true }).fill(value);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).first().click();
  return page.getByRole('menu', { name: 'Account' });
}

describe('accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  describe('register → sign out → log in → edit profile → account management → Help Center → expired session → sign out', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    let trigger: Locator;
    const errors: string[] = [];
    const email = `journey-${randomUUID().slice(0, 8)}@example.com`;
    beforeAll(async () => {
      ({ context, page } = await newPage(browser));
      page.on('pageerror', (error) => errors.push(error.message));
      trigger = page.getByRole('button', { name: 'Account menu' }).first();
    });
    afterAll(() => context.close());

    // The forms' messages are checked in auth-forms.test.tsx and profile-forms.test.tsx: here, the real accounts.
    it('registers', async () => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Register' }).first().click();
      const register = page.getByRole('dialog', { name: 'Register your Account' });
      await fill(register, {
        'First Name': 'Ann',
        'Last Name': 'Lee',
        Email: email,
        Address: '12 Garden Row',
        Password: PASSWORD,
        'Confirm Password': PASSWORD,
      });
      await register.getByRole('button', { name: 'Sign Up' }).click();
      await alertWith(page, 'User registered successfully').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByRole('button', { name: 'Account menu, signed in as Ann Lee' }).first().waitFor();
      expect(await jwt(page)).toBeTruthy();
    });

    it('signs out: the server revokes the session, so a copy of the token stops working too', async () => {
      const signedOut = (await jwt(page))!;
      // Revocation counts whole seconds: a sign-out in the second of the sign-in would leave that session valid.
      const signedInAt = jwtClaims<{ auth_time: number }>(signedOut).auth_time;
      await expect.poll(() => Math.floor(Date.now() / 1000) > signedInAt, { timeout: 5000 }).toBe(true);
      const logout = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logout');
      await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().waitFor();
      expect(await jwt(page)).toBeNull();
      expect((await logout).status()).toBe(204);
      const copied = await fetch(`${BASE_URL}/api/get-profile`, { headers: { authorization: `Bearer ${signedOut}` } });
      expect([copied.status, ((await copied.json()) as { error: string }).error]).toEqual([401, 'Please Login.']);
    });

    it('logs in: a wrong password first, then the right one', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().click();
      const login = page.getByRole('dialog', { name: 'Hello! Welcome back' });
      await fill(login, { Email: email, Password: 'Wrong#2024' });
      await login.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => login.getByRole('alert').textContent()).toMatch(/^(Incorrect password\.|Invalid credentials\.)$/);
      await fill(login, { Password: PASSWORD });
      await login.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('button', { name: 'Account menu, signed in as Ann Lee' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await jwt(page)).toBeTruthy();
    });

    it('Edit Profile: the profile from sign-up; Submit carries the data to Account Management', async () => {
      await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Edit Profile' }).click();
      await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
      await expect.poll(() => page.getByLabel('First Name', { exact: true }).inputValue()).toBe('Ann');
      expect(await page.getByTestId('avatar').textContent()).toBe('AL');
      await fill(page.locator('main'), { 'User Name': `zoe_${randomUUID().slice(0, 6)}`, 'First Name': 'Zoë' });
      await screenshot(page, 'accounts-edit-profile-desktop');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: 'Account Management' }).waitFor();
    });

    it('Account Management: save, notice and back to /', async () => {
      await expect.poll(() => page.getByLabel('Address', { exact: true }).inputValue()).toBe('12 Garden Row');
      await fill(page.locator('main'), {
        Address: '12 Garden Row',
        'Apt/Unit/Suite (Optional)': 'Apt 4',
        'Zip Code': '27101',
        City: 'Winston-Salem',
        State: 'North Carolina',
        Country: 'United States',
      });
      await page.getByRole('button', { name: 'Save' }).click();
      await alertWith(page, 'Your profile is updated').waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect.poll(() => trigger.textContent(), { message: 'the circle follows the new first name' }).toContain('Z');
    });

    it('Help Center opens the contact modal', async () => {
      await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Help Center' }).click();
      const contact = page.getByRole('dialog', { name: 'Fill the Form Below' });
      await fill(contact, {
        Name: 'Zoë Lee',
        Email: email,
        Phone: '+1 555 010 2030',
        Subject: 'Help with a board',
        Message: 'Can a designer look at my living room?',
      });
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await alertWith(page, 'Message sent successfully.').waitFor();
      await expect.poll(() => contact.count()).toBe(0);
    });

    it('the session expires: the next call leads to /loginPage with the notice, and the token is gone', async () => {
      const claims = jwtClaims<{ user_id: string; email: string }>((await jwt(page))!);
      const expired = expiredSessionToken({ uid: claims.user_id, email: claims.email, password: PASSWORD, idToken: '' });
      await page.evaluate((token) => localStorage.setItem('jwt', token), expired);
      await page.goto('/edit-profile');
      await alertWith(page, 'Session expired. Please log in again.').waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/loginPage');
      expect(await jwt(page)).toBeNull();
      await screenshot(page, 'accounts-session-expired-desktop');
    });

    it('logs in again from /loginPage, then signs out', async () => {
      const again = page.getByRole('dialog', { name: 'Hello! Welcome back' });
      await fill(again, { Email: email, Password: PASSWORD });
      await again.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => trigger.textContent()).toContain('Z');
      await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await jwt(page)).toBeNull();
    });

    it('no page error on the way', () => {
      expect(errors).toEqual([]);
    });
  });

  // The messages and the 5 s before Login comes back: auth-forms.test.tsx ('forgot password form').
  it('Forgot Password sends the link through the Auth emulator, then closes and reopens Login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forget Password' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
    await forgot.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Hello! Welcome back' }).waitFor();

    await page.getByRole('button', { name: 'Forget Password' }).click();
    await fill(forgot, { Email: `nobody-${randomUUID().slice(0, 6)}@example.com` });
    await forgot.getByRole('button', { name: 'Send Link' }).click();
    await expect
      .poll(() => forgot.getByRole('alert').textContent())
      .toMatch(/^(No account found with this email\.|Password reset link sent to your email\.)$/);

    const email = `reset-${randomUUID().slice(0, 6)}@example.com`;
    await page.evaluate(
      async ({ email, password }) => {
        const health = (await (await fetch('/api/health')).json()) as { authEmulator: string };
        await fetch(`http://${health.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password, returnSecureToken: true }),
        });
      },
      { email, password: PASSWORD },
    );
    await fill(forgot, { Email: email });
    await forgot.getByRole('button', { name: 'Send Link' }).click();
    await forgot.getByText('Password reset link sent to your email.').waitFor();
    await page.getByRole('dialog', { name: 'Hello! Welcome back' }).waitFor({ timeout: 15_000 });
    expect(await forgot.count()).toBe(0);
    await context.close();
  });

  it('deletes the provider account again when sign_up fails, so a retry works', async () => {
    const { context, page } = await newPage(browser);
    const email = `retry-${randomUUID().slice(0, 6)}@example.com`;
    let failOnce = true;
    await page.route('**/api/sign_up', async (route) => {
      if (!failOnce) return route.continue();
      failOnce = false;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Something went wrong on our side. Please try again.' }),
      });
    });
    await page.goto('/register');
    const register = page.getByRole('dialog', { name: 'Register your Account' });
    await fill(register, {
      'First Name': 'Ann',
      'Last Name': 'Lee',
      Email: email,
      Address: '12 Garden Row',
      Password: PASSWORD,
      'Confirm Password': PASSWORD,
    });
    await register.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => register.getByRole('alert').textContent()).toBe('Error registering user. Please try again.');
    await register.getByRole('button', { name: 'Sign Up' }).click();
    await alertWith(page, 'User registered successfully').waitFor();
    expect(await jwt(page)).toBeTruthy();
    await context.close();
  });

  it('says when the e-mail is in use', async () => {
    const { context, page } = await newPage(browser);
    const email = `twice-${randomUUID().slice(0, 6)}@example.com`;
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto('/register');
      const register = page.getByRole('dialog', { name: 'Register your Account' });
      await fill(register, {
        'First Name': 'Ann',
        'Last Name': 'Lee',
        Email: email,
        Address: '12 Garden Row',
        Password: PASSWORD,
        'Confirm Password': PASSWORD,
      });
      await register.getByRole('button', { name: 'Sign Up' }).click();
      if (attempt === 0) {
        await alertWith(page, 'User registered successfully').waitFor();
        await page.evaluate(() => localStorage.removeItem('jwt'));
      } else await expect.poll(() => register.getByRole('alert').textContent()).toBe('This email is already in use.');
    }
    await context.close();
  });

  it('shows a short message when Google sign-in fails', async () => {
    const { context, page } = await newPage(browser);
    // The popup needs Google's script loader; without it (offline, blocked) the sign-in fails.
    await context.route('https://apis.google.com/**', (route) => route.abort());
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Hello! Welcome back' });
    await login.getByRole('button', { name: 'Continue with Google' }).click();
    await expect.poll(() => login.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('Google sign-in failed. Please try again.');
    expect(await jwt(page)).toBeNull();
    await context.close();
  });

  it('shows the account icon in the circle for an account without a profile (first Google sign-in)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const token = await page.evaluate(async (password) => {
      const health = (await (await fetch('/api/health')).json()) as { authEmulator: string };
      const email = `google-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const created = await fetch(`http://${health.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      });
      const { idToken } = (await created.json()) as { idToken: string };
      const login = await fetch('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken }),
      });
      return ((await login.json()) as { token: string }).token;
    }, PASSWORD);
    await page.evaluate((value) => localStorage.setItem('jwt', value), token);
    await page.reload();
    const trigger = page.getByRole('button', { name: 'Account menu' }).first();
    await trigger.waitFor();
    // The signed-in menu and its reads are there (the bell's live listener keeps a connection open: never idle).
    await page.getByTestId('notifications-bell').waitFor();
    expect((await trigger.textContent())?.trim()).toBe('Account menu');
    expect(await trigger.locator('svg').count()).toBe(2);
    await context.close();
  });

  it("subscribes the membership banner's e-mail to the newsletter, twice without error", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Become a member today' });
    for (let attempt = 0; attempt < 2; attempt++) {
      await banner.getByLabel('Email address').fill('Newsletter.Reader@example.com');
      await banner.getByRole('button', { name: 'Submit' }).click();
      await banner.getByText('Thanks! You are on the list.').waitFor();
    }
    await context.close();
  });

  // At 375 px (each modal's screenshot); the last one is also checked for sideways scroll at 1280 px.
  it(`shows every account modal at ${WIDTHS.mobile} px, and at ${WIDTHS.desktop} px without sideways scroll`, async () => {
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Hello! Welcome back' });
    await login.waitFor();
    await screenshot(page, 'accounts-login-mobile');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await login.getByText('Password is required.').waitFor();
    await screenshot(page, 'accounts-login-errors-mobile');

    await page.getByRole('button', { name: 'Forget Password' }).click();
    await page.getByRole('dialog', { name: 'Forgot Password' }).waitFor();
    await screenshot(page, 'accounts-forgot-password-mobile');

    await page.goto('/register');
    const register = page.getByRole('dialog', { name: 'Register your Account' });
    await register.getByRole('button', { name: 'Sign Up' }).click();
    await register.getByText('First Name is required').waitFor();
    await screenshot(page, 'accounts-register-errors-mobile');

    await page.goto('/');
    await page.locator('h1').first().waitFor();
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Contact us' })
      .click({ timeout: 10_000 })
      .catch(async (error: Error) => {
        await screenshot(page, 'accounts-contact-failed-mobile');
        throw error;
      });
    const contact = page.getByRole('dialog', { name: 'Fill the Form Below' });
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByText('Name is required').waitFor();
    await screenshot(page, 'accounts-contact-mobile');
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    expect(await scrollsSideways(page), `at ${WIDTHS.desktop} px`).toBe(false);
    await context.close();
  });
});
