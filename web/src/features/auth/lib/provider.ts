// The identity provider (Firebase Auth web SDK), loaded on first use so that pages without a sign-in form do not pay for it.
import type { Auth, User } from 'firebase/auth';
import { env } from '../../../config/env';
import { api } from '../../../lib/api-client';
import { firebaseApp } from '../../../lib/firebase-app';

type AuthSdk = typeof import('firebase/auth');

interface Provider {
  auth: Auth;
  sdk: AuthSdk;
}

let loading: Promise<Provider> | undefined;

/** In emulator mode the API says where the Auth emulator listens (test runs shift its port); the build-time URL is the fallback. */
async function emulatorUrl(): Promise<string | null> {
  if (!env.VITE_AUTH_EMULATOR_URL) return null;
  try {
    const health = await api<{ authEmulator?: string }>('health');
    if (health.authEmulator) return `http://${health.authEmulator}`;
  } catch {
    // the fallback below
  }
  return env.VITE_AUTH_EMULATOR_URL;
}

function loadProvider(): Promise<Provider> {
  loading ??= (async () => {
    const [app, sdk, emulator] = await Promise.all([firebaseApp(), import('firebase/auth'), emulatorUrl()]);
    // The product session is the `jwt` token; the provider's own sign-in lives only as long as the page.
    const auth = sdk.initializeAuth(app, { persistence: sdk.inMemoryPersistence, popupRedirectResolver: sdk.browserPopupRedirectResolver });
    if (emulator) sdk.connectAuthEmulator(auth, emulator, { disableWarnings: true });
    return { auth, sdk };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Starts loading the SDK ahead of a click: the Google popup must open while the click still counts as the user's. */
export function preloadProvider(): void {
  loadProvider().catch(() => undefined);
}

/** The provider's error code without its 'auth/' prefix, e.g. 'wrong-password'; '' for anything else. */
export function providerErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^auth\//, '') : '';
}

/** Signs in with e-mail and password and answers a fresh ID token. */
export async function passwordSignIn(email: string, password: string): Promise<string> {
  const { auth, sdk } = await loadProvider();
  const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
  return user.getIdToken();
}

/** Signs in through the Google popup and answers a fresh ID token. */
export async function googleSignIn(): Promise<string> {
  const { auth, sdk } = await loadProvider();
  const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
  return user.getIdToken();
}

export interface NewAccount {
  idToken: string;
  /** Deletes the account again (the profile could not be written): a retry then starts from scratch. */
  remove(): Promise<void>;
}

/** Creates the account and asks the provider to send its verification e-mail (paid AI boards need a verified address). */
export async function createAccount(email: string, password: string): Promise<NewAccount> {
  const { auth, sdk } = await loadProvider();
  const { user }: { user: User } = await sdk.createUserWithEmailAndPassword(auth, email, password);
  await sdk.sendEmailVerification(user).catch((error: unknown) => console.error('Could not send the verification e-mail', error));
  return { idToken: await user.getIdToken(), remove: () => user.delete() };
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await loadProvider();
  await sdk.sendPasswordResetEmail(auth, email);
}

/** Forgets the provider's sign-in once the product session exists. */
export async function providerSignOut(): Promise<void> {
  if (!loading) return;
  const { auth, sdk } = await loading;
  await sdk.signOut(auth).catch(() => undefined);
}

/**
 * Changes the password: the current one signs in afresh (the provider asks for a recent sign-in), then the new one is
 * set. The change ends the sessions of sign-ins made before it, that one included (its sign-in time may fall in an
 * earlier second than the change): answers the ID token of a sign-in with the new password, made after it.
 */
export async function changePassword(email: string, currentPassword: string, newPassword: string): Promise<string> {
  const { auth, sdk } = await loadProvider();
  const { user } = await sdk.signInWithEmailAndPassword(auth, email, currentPassword);
  await sdk.updatePassword(user, newPassword);
  const { user: renewed } = await sdk.signInWithEmailAndPassword(auth, email, newPassword);
  return renewed.getIdToken();
}

/** Sends a link to the new address; the account's e-mail changes once it is opened (the old address is told). */
export async function changeEmail(email: string, currentPassword: string, newEmail: string): Promise<void> {
  const { auth, sdk } = await loadProvider();
  try {
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, currentPassword);
    await sdk.verifyBeforeUpdateEmail(user, newEmail);
  } finally {
    await sdk.signOut(auth).catch(() => undefined);
  }
}
