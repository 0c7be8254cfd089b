// The avatar in chromium: a real picture uploaded through the file input, resized by the server, shown on the page and
// in the top bar at both widths, and read back after a reload. The refusals (not a picture, too large) are the
// component's and the API's tests (avatar-upload.test.tsx, avatar.api.test.ts).
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDTHS, launch, newPage, screenshot } from './browser.js';
import { registered, signIn } from './support.js';

describe('Edit Profile avatar', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('uploads and changes the avatar, shown on the page and in the top bar on a phone and a desktop', async () => {
    const { context, page } = await newPage(browser, WIDTHS.mobile);
    await signIn(page, await registered('avatar'));
    await page.goto('/edit-profile');
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await expect.poll(() => page.getByTestId('avatar').textContent()).toBe('AL');
    await page.getByText('Upload photo').waitFor();

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2F7F7A' } })
      .jpeg()
      .toBuffer();
    await page.locator('main input[type="file"]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.locator('[role="alert"], [role="status"]', { hasText: 'Your photo is updated.' }).first().waitFor();
    const avatar = page.locator('main img[src^="/api/files/avatars/"]');
    await avatar.waitFor();
    const src = await avatar.getAttribute('src');
    expect(src).toMatch(/^\/api\/files\/avatars\/[a-f0-9]{32}\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    await page.getByText('Change photo').waitFor();
    for (const [name, width] of Object.entries(WIDTHS)) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => page.getByRole('banner').locator(`img[src="${src}"]:visible`).count(), { message: `top bar (${name})` })
        .toBeGreaterThan(0);
      await screenshot(page, `avatar-edit-profile-${name}`);
    }

    // A reload reads it back from the profile.
    await page.reload();
    await page.getByRole('banner').locator(`img[src="${src}"]:visible`).first().waitFor();
    await context.close();
  });
});
