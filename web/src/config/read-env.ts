// Checks the web app's configuration (web/.env*). Plain checks rather than zod: this module is on every
// page's first load, and four names with two rules do not need a schema library.

const REQUIRED = ['VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN'] as const;
const OPTIONAL_URLS = [
  'VITE_AUTH_EMULATOR_URL',
  'VITE_SOCIAL_INSTAGRAM',
  'VITE_SOCIAL_PINTEREST',
  'VITE_SOCIAL_FACEBOOK',
  'VITE_SOCIAL_X',
] as const;

/**
 * VITE_APP_CHECK_SITE_KEY turns App Check on: a reCAPTCHA Enterprise site key. App Check then needs the web app's id
 * (VITE_FIREBASE_APP_ID, "1:…:web:…" in the project's settings), which its token exchange names.
 */
const OPTIONAL_STRINGS = ['VITE_APP_CHECK_SITE_KEY', 'VITE_FIREBASE_APP_ID'] as const;

type Env = Record<(typeof REQUIRED)[number], string> &
  Partial<Record<(typeof OPTIONAL_URLS)[number] | (typeof OPTIONAL_STRINGS)[number], string>>;

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** The configuration, or an error naming every bad entry. */
export function readEnv(source: Record<string, unknown>): Env {
  const bad: string[] = [];
  const env: Record<string, string> = {};
  for (const name of REQUIRED) {
    const value = source[name];
    if (typeof value === 'string' && value.length > 0) env[name] = value;
    else bad.push(`${name}: required`);
  }
  for (const name of OPTIONAL_URLS) {
    const value = source[name];
    if (value === undefined || value === '') continue;
    if (typeof value === 'string' && isUrl(value)) env[name] = value;
    else bad.push(`${name}: not a URL`);
  }
  for (const name of OPTIONAL_STRINGS) {
    const value = source[name];
    if (typeof value === 'string' && value.length > 0) env[name] = value;
  }
  if (env.VITE_APP_CHECK_SITE_KEY && !env.VITE_FIREBASE_APP_ID) bad.push('VITE_FIREBASE_APP_ID: required with VITE_APP_CHECK_SITE_KEY');
  if (bad.length) throw new Error(`Roomboard is misconfigured (web/.env): ${bad.join(', ')}`);
  return env as Env;
}
