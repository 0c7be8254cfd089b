import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_NOT_IMAGE, AVATAR_TOO_LARGE } from '../functions/src/contracts/accounts.js';
import { WIDTHS, launch, newPage, screenshot } from './browser.js';
import { registered, signIn } from './support.js';

const fileInput = (page: Page) => page.locator('main input[type="file"]');

describe('Edit Profile avatar', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  for (const [name, width] of Object.entries(WIDTHS)) {
    it(`uploads and changes the avatar, shown on the page and in the top bar (${name})`, async () => {
      const { context, page } = await newPage(browser, width);
      await signIn(page, await registered('avatar'));
      await page.goto('/edit-profile');
      await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
      await expect.poll(() => page.getByTestId('avatar').textContent()).toBe('AL');
      await page.getByText('Upload photo').waitFor();

      await fileInput(page).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await page.locator('main [role="alert"]', { hasText: AVATAR_NOT_IMAGE }).waitFor();
      await fileInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') });
      await page.locator('main [role="alert"]', { hasText: AVATAR_NOT_IMAGE }).waitFor();
      await fileInput(page).setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(AVATAR_MAX_BYTES + 1) });
      await page.locator('main [role="alert"]', { hasText: AVATAR_TOO_LARGE }).waitFor();
      await screenshot(page, `avatar-error-${name}`);

      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2F7F7A' } })
        .jpeg()
        .toBuffer();
      await fileInput(page).setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.locator('[role="alert"], [role="status"]', { hasText: 'Your photo is updated.' }).first().waitFor();
      const avatar = page.locator('main img[src^="/api/files/avatars/"]');
      await avatar.waitFor();
      const src = await avatar.getAttribute('src');
      expect(src).toMatch(/^\/api\/files\/avatars\/[a-f0-9]{32}\.webp$/);
      await expect.poll(() => page.getByRole('banner').locator(`img[src="${src}"]:visible`).count()).toBeGreaterThan(0);
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
      await page.getByText('Change photo').waitFor();
      expect(await page.locator('main [role="alert"]', { hasText: AVATAR_TOO_LARGE }).count()).toBe(0);
      await screenshot(page, `avatar-edit-profile-${name}`);

      // A reload reads it back from the profile.
      await page.reload();
      await page.getByRole('banner').locator(`img[src="${src}"]:visible`).first().waitFor();
      await context.close();
    });
  }
});
