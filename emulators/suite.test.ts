// firebase.json's Hosting headers as deployed, and the emulator's copy that the suite writes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, suiteConfig, suitePorts } from './suite.mjs';

interface HostingHeaders {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
interface FirebaseJson {
  hosting: { headers: HostingHeaders[] };
  emulators: Record<string, { port: number }>;
}

const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
const headersOf = (config: FirebaseJson) =>
  Object.fromEntries((config.hosting.headers.find((rule) => rule.source === '**')?.headers ?? []).map((h) => [h.key, h.value]));
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('firebase.json (production headers on every path)', () => {
  const headers = headersOf(firebaseJson);
  const csp = directives(headers['Content-Security-Policy'] ?? '');

  it('has a CSP without any local origin', () => {
    expect(headers['Content-Security-Policy']).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://apis.google.com',
      'https://www.gstatic.com',
      'https://www.google.com/recaptcha/',
    ]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  // App Check's reCAPTCHA Enterprise (its script, and its frame from either address), scoped to its paths.
  it('frames only the sign-in pages and reCAPTCHA', () => {
    expect(csp['frame-src']).toEqual([
      "'self'",
      'https://*.firebaseapp.com',
      'https://accounts.google.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  it('lets images come only from the site itself (files are served under /api/files), data: and blob: URLs', () => {
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('turns off the device features the app does not use', () => {
    expect(headers['Permissions-Policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()',
    );
  });

  it('isolates the window but keeps the Google sign-in popup able to report back', () => {
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });
});

describe("the emulator's firebase.json", () => {
  const config = suiteConfig(firebaseJson, suitePorts(320)) as FirebaseJson;

  it('shifts every port', () => {
    expect(config.emulators.hosting?.port).toBe((firebaseJson.emulators.hosting?.port ?? 0) + 320);
    expect(config.emulators.auth?.port).toBe((firebaseJson.emulators.auth?.port ?? 0) + 320);
  });

  it('adds the local origins to connect-src and frame-src only', () => {
    const production = directives(headersOf(firebaseJson)['Content-Security-Policy'] ?? '');
    const emulator = directives(headersOf(config)['Content-Security-Policy'] ?? '');
    const local = ['http://127.0.0.1:*', 'http://localhost:*'];
    expect(emulator).toEqual({
      ...production,
      'connect-src': [...(production['connect-src'] ?? []), ...local],
      'frame-src': [...(production['frame-src'] ?? []), ...local],
    });
  });

  it('leaves firebase.json itself as it was', () => {
    expect(headersOf(firebaseJson)['Content-Security-Policy']).not.toMatch(/127\.0\.0\.1/);
  });
});
