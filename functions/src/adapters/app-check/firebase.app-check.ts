import type { App } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import type { AppCheckVerifier } from '../../ports/app-check.port.js';

/** App Check tokens verified by firebase-admin (reCAPTCHA Enterprise attestation, checked by Google). */
export function firebaseAppCheck(app: App): AppCheckVerifier {
  const appCheck = getAppCheck(app);
  return {
    async verify(token) {
      try {
        await appCheck.verifyToken(token);
        return true;
      } catch {
        return false;
      }
    },
  };
}
