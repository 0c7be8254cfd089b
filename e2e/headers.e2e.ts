import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, newPage } from './browser.js';

describe('Hosting sends the security headers', () => {
  for (const path of ['/', '/inspirations', '/api/health']) {
    it(`on ${path}`, async () => {
      const response = await fetch(`${BASE_URL}${path}`);
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Images only from the site (files under /api/files); the emulator's CSP adds only its local origins to connect-src/frame-src.
      expect(/img-src ([^;]+)/.exec(csp)?.[1]).toBe("'self' data: blob:");
      expect(/connect-src ([^;]+)/.exec(csp)?.[1]).toBe("'self' https://*.googleapis.com http://127.0.0.1:* http://localhost:*");
      expect(response.headers.get('permissions-policy')).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()',
      );
      // Not 'same-origin': the Google sign-in popup must still be able to hand its result back to the page.
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    });
  }

  // The prerendered pages, the pages' own shells and the shell every other path gets.
  const PAGES = ['/', '/inspirations', '/about-us', '/SelectedProducts', '/UserBoard/any-id', '/account-management'];
  for (const path of PAGES) {
    it(`serves ${path} without inline scripts`, async () => {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
      expect(inline).toEqual([]);
    });
  }

  // A page names its hashed scripts: a stale page would ask for files the next deploy no longer has.
  for (const path of PAGES) {
    it(`has ${path} revalidated on every visit`, async () => {
      const response = await fetch(`${BASE_URL}${path}`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    });
  }

  it('caches hashed assets for a year', async () => {
    const html = await (await fetch(`${BASE_URL}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${BASE_URL}${asset}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the CSP blocks nothing the app loads', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  // Product photos, the prerendered pages' art, the blog's images, the sign-in screen (which reaches the Auth emulator).
  it('on the pages with images and on sign-in', async () => {
    const { context, page } = await newPage(browser);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
    });
    const images: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.ok()) images.push(response.url());
    });
    for (const path of [
      '/',
      '/inspirations',
      '/about-us',
      '/blog',
      '/SelectedProducts?function=Sleep&size=Queen+Size&style=Natural+Tones',
      '/login',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // Product photos came from the API's files, and none of it was refused.
    expect(images.some((url) => new URL(url).pathname.startsWith('/api/'))).toBe(true);
    expect(refused).toEqual([]);
    await context.close();
  });
});

describe('the built web app holds no secrets', () => {
  const SECRET_PATTERNS = [
    /sk_(live|test)_[0-9a-zA-Z]{10,}/,
    /rk_(live|test)_[0-9a-zA-Z]{10,}/,
    /whsec_[0-9a-zA-Z]{10,}/,
    /sk-(proj-)?[A-Za-z0-9_-]{20,}/,
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
    /"private_key"\s*:/,
    /AKIA[0-9A-Z]{16}/,
  ];
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });

  it('has no key or secret pattern in the built web app', () => {
    const dist = process.env.ROOMBOARD_WEB_DIST ?? join(import.meta.dirname, '..', 'web', 'dist');
    const texts = files(dist).filter((path) => /\.(js|html|css|json|map|txt)$/.test(path));
    expect(texts.length).toBeGreaterThan(0);
    const found = texts.flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return SECRET_PATTERNS.filter((pattern) => pattern.test(text)).map((pattern) => `${path}: ${pattern}`);
    });
    expect(found).toEqual([]);
  });
});
