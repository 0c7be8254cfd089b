// Firebase App Check (opt-in: VITE_APP_CHECK_SITE_KEY, a reCAPTCHA Enterprise site key; never with the Auth emulator).
// The SDK loads on first use, so that the first load of a page does not grow.
import type { AppCheck } from 'firebase/app-check';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

let loading: Promise<{ appCheck: AppCheck; sdk: typeof import('firebase/app-check') } | null> | undefined;

function loadAppCheck() {
  loading ??= (async () => {
    const { env } = await import('../config/env');
    if (!env.VITE_APP_CHECK_SITE_KEY || env.VITE_AUTH_EMULATOR_URL) return null;
    const [{ firebaseApp }, sdk] = await Promise.all([import('./firebase-app'), import('firebase/app-check')]);
    const provider = new sdk.ReCaptchaEnterpriseProvider(env.VITE_APP_CHECK_SITE_KEY);
    return { appCheck: sdk.initializeAppCheck(await firebaseApp(), { provider, isTokenAutoRefreshEnabled: true }), sdk };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The current App Check token, or null when App Check is off or no token could be had (the server then answers 403). */
export async function appCheckToken(): Promise<string | null> {
  try {
    const loaded = await loadAppCheck();
    return loaded ? (await loaded.sdk.getToken(loaded.appCheck)).token : null;
  } catch (error) {
    console.error('App Check token unavailable', error);
    return null;
  }
}
