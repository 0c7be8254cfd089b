import { describe, expect, it } from 'vitest';
import { readEnv } from './read-env';

const VALID = {
  VITE_FIREBASE_PROJECT_ID: 'demo-roomboard',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-roomboard.firebaseapp.com',
};

describe('readEnv', () => {
  it('keeps the required names and the optional URLs, and drops everything else', () => {
    expect(readEnv({ ...VALID, VITE_SOCIAL_X: 'https://x.com/roomboard', MODE: 'emulator' })).toEqual({
      ...VALID,
      VITE_SOCIAL_X: 'https://x.com/roomboard',
    });
  });

  it('treats an empty optional entry as not set', () => {
    expect(readEnv({ ...VALID, VITE_AUTH_EMULATOR_URL: '' })).toEqual(VALID);
  });

  it('names every missing or empty required entry and every optional entry that is not a URL', () => {
    expect(() => readEnv({ VITE_FIREBASE_PROJECT_ID: '', VITE_FIREBASE_API_KEY: 'key', VITE_SOCIAL_INSTAGRAM: 'instagram' })).toThrow(
      'Roomboard is misconfigured (web/.env): VITE_FIREBASE_PROJECT_ID: required, VITE_FIREBASE_AUTH_DOMAIN: required, VITE_SOCIAL_INSTAGRAM: not a URL',
    );
  });

  it('asks for the web app id when App Check is on, which its token exchange names', () => {
    expect(() => readEnv({ ...VALID, VITE_APP_CHECK_SITE_KEY: 'site-key' })).toThrow(
      'Roomboard is misconfigured (web/.env): VITE_FIREBASE_APP_ID: required with VITE_APP_CHECK_SITE_KEY',
    );
    const on = { ...VALID, VITE_APP_CHECK_SITE_KEY: 'site-key', VITE_FIREBASE_APP_ID: '1:123:web:abc' };
    expect(readEnv(on)).toEqual(on);
  });
});
