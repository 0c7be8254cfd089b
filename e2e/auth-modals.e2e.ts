import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDTHS, launch, newPage, screenshot } from './browser.js';
import { stepsStopAtFirstFailure } from './support.js';

const PASSWORD = 'Sunroom#2024';
const path = (page: Page) => new URL(page.url()).pathname;

async function fill(scope: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label, { exact: true }).fill(value);
}

describe('Login and Register modals', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('open over the page the user is on, switch between each other, and close back to it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/about-us');
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().click();
    const login = page.getByRole('dialog', { name: 'Hello! Welcome back' });
    await login.waitFor();
    expect(path(page)).toBe('/about-us');
    await screenshot(page, 'auth-modal-login-desktop');

    await login.getByRole('link', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register your Account' });
    await register.waitFor();
    expect(path(page)).toBe('/about-us');
    await screenshot(page, 'auth-modal-register-desktop');
    await register.getByRole('link', { name: 'Login' }).click();
    await login.waitFor();

    await page.keyboard.press('Escape');
    await expect.poll(() => login.count()).toBe(0);
    expect(path(page)).toBe('/about-us');
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    await context.close();
  });

  describe('register in the modal on /blog, sign out, log in in the modal on /blog', () => {
    stepsStopAtFirstFailure();
    let context: BrowserContext;
    let page: Page;
    const email = `modal-${randomUUID().slice(0, 8)}@example.com`;
    beforeAll(async () => {
      ({ context, page } = await newPage(browser));
    });
    afterAll(() => context.close());

    it('register in the modal on /blog: the user stays on /blog, signed in', async () => {
      await page.goto('/blog');
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
      await page.locator('[role="alert"]', { hasText: 'User registered successfully' }).waitFor();
      await expect.poll(() => register.count()).toBe(0);
      expect(path(page)).toBe('/blog');
      await page.getByRole('button', { name: 'Account menu, signed in as Ann Lee' }).first().waitFor();
    });

    it('signed out, log in again from the modal on the same page', async () => {
      await page.getByRole('button', { name: 'Account menu' }).first().click();
      await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Sign out' }).click();
      await page.goto('/blog');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().click();
      const login = page.getByRole('dialog', { name: 'Hello! Welcome back' });
      await fill(login, { Email: email, Password: PASSWORD });
      await login.getByRole('button', { name: 'Login', exact: true }).click();
      await expect.poll(() => login.count()).toBe(0);
      expect(path(page)).toBe('/blog');
      await page.getByRole('button', { name: 'Account menu, signed in as Ann Lee' }).first().waitFor();
      await page.getByRole('heading', { name: 'Our Blogs', level: 1 }).waitFor();
    });
  });

  it('on a phone: Login from the menu closes the menu and opens the modal over the page', async () => {
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    await page.goto('/inspirations');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Hello! Welcome back' });
    await login.waitFor();
    expect(await page.getByRole('navigation', { name: 'Mobile' }).isVisible()).toBe(false);
    expect(path(page)).toBe('/inspirations');
    await screenshot(page, 'auth-modal-login-mobile');
    await login.getByRole('link', { name: 'Register' }).click();
    await page.getByRole('dialog', { name: 'Register your Account' }).waitFor();
    await screenshot(page, 'auth-modal-register-mobile');
    await context.close();
  });

  it('/login and /register still work as deep links, over Home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Hello! Welcome back' });
    await login.getByRole('heading', { name: 'Hello! Welcome back', level: 1 }).waitFor();
    await login.getByRole('link', { name: 'Register' }).click();
    await expect.poll(() => path(page)).toBe('/register');
    await page.getByRole('dialog', { name: 'Register your Account' }).getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => path(page)).toBe('/');
    await context.close();
  });

  it('the footer leads to the wizard and to Our Clients', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Our Clients' }).click();
    await page.getByRole('heading', { name: 'Our Clients', level: 1 }).waitFor();
    expect(path(page)).toBe('/OurClients');
    await footer.getByRole('link', { name: 'Plan your space in 3 steps' }).click();
    await page.getByRole('heading', { name: 'Space purpose', level: 1 }).waitFor();
    expect(path(page)).toBe('/get-started');
    await context.close();
  });
});
