// Firebase App Check (opt-in: VITE_APP_CHECK_SITE_KEY, a reCAPTCHA Enterprise site key; never with the Auth emulator).
// The SDK loads on first use, so that the first load of a page does not grow.
import type { AppCheck } from 'firebase/app-check';
import { env } from '../config/env';
import { firebaseApp } from './firebase-app';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

let loading: Promise<{ appCheck: AppCheck; sdk: typeof import('firebase/app-check') }> | undefined;

export const appCheckEnabled = () => Boolean(env.VITE_APP_CHECK_SITE_KEY) && !env.VITE_AUTH_EMULATOR_URL;

function loadAppCheck() {
  loading ??= (async () => {
    const [app, sdk] = await Promise.all([firebaseApp(), import('firebase/app-check')]);
    const provider = new sdk.ReCaptchaEnterpriseProvider(env.VITE_APP_CHECK_SITE_KEY!);
    return { appCheck: sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true }), sdk };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The current App Check token, or null when App Check is off or no token could be had (the server then answers 403). */
export async function appCheckToken(): Promise<string | null> {
  if (!appCheckEnabled()) return null;
  try {
    const { appCheck, sdk } = await loadAppCheck();
    return (await sdk.getToken(appCheck)).token;
  } catch (error) {
    console.error('App Check token unavailable', error);
    return null;
  }
}
