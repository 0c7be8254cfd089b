// The listeners' Firebase: the web SDK's Firestore, signed in for the rules with a token from the API, as an identity
// of the listener's own (`live:<uid>`, the user's uid in its liveUid claim), never as the account. Shared by the live
// layout and message threads; loaded only in their lazily loaded chunks.
import { getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInWithCustomToken, signOut, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { env } from '../config/env';
import { api } from './api-client';
import { getLiveToken } from './live-token';
import { sessionTokenAtom, store } from './session';

/** A Firebase app of its own, so that the sign-in forms' provider (the default app) is left as it is. */
const APP_NAME = 'live';

interface Sdk {
  auth: Auth;
  db: Firestore;
}

let loading: Promise<Sdk> | undefined;
/** The listeners running now, stopped when the session ends. */
const running = new Set<() => void>();

/** In emulator mode the API says where the Auth and Firestore emulators listen (test runs shift their ports). */
async function emulators(): Promise<{ auth: string | null; firestore: string | null }> {
  if (!env.VITE_AUTH_EMULATOR_URL) return { auth: null, firestore: null };
  const health = await api<{ authEmulator?: string; firestoreEmulator?: string }>('health').catch(() => ({}) as Record<string, never>);
  return {
    auth: health.authEmulator ? `http://${health.authEmulator}` : env.VITE_AUTH_EMULATOR_URL,
    firestore: health.firestoreEmulator ?? null,
  };
}

function sdk(): Promise<Sdk> {
  loading ??= (async () => {
    const hosts = await emulators();
    const app =
      getApps().find((candidate) => candidate.name === APP_NAME) ??
      initializeApp(
        { apiKey: env.VITE_FIREBASE_API_KEY, authDomain: env.VITE_FIREBASE_AUTH_DOMAIN, projectId: env.VITE_FIREBASE_PROJECT_ID },
        APP_NAME,
      );
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    if (hosts.auth) connectAuthEmulator(auth, hosts.auth, { disableWarnings: true });
    const db = initializeFirestore(app, {});
    if (hosts.firestore) {
      const [host, port] = hosts.firestore.split(':');
      connectFirestoreEmulator(db, host!, Number(port));
    }
    // Signing out (or in as someone else) ends the listener's sign-in and its listeners with the session.
    store.sub(sessionTokenAtom, () => {
      for (const stop of [...running]) stop();
      void signOut(auth).catch(() => undefined);
    });
    return { auth, db };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

interface LiveSignIn {
  db: Firestore;
  /** The account the listener listens for (the uid its sign-in's claim names). */
  uid: string;
  /** Keeps a listener's unsubscribe until the session ends; answers the stop to call when the page is done with it. */
  track(unsubscribe: () => void): () => void;
}

/** Signs the listeners in for the session's user (again when the session changed). */
export async function liveSignIn(): Promise<LiveSignIn> {
  const { auth, db } = await sdk();
  const { user } = await signInWithCustomToken(auth, await getLiveToken());
  const { claims } = await user.getIdTokenResult();
  return {
    db,
    uid: String(claims.liveUid),
    track(unsubscribe) {
      const stop = () => {
        if (running.delete(stop)) unsubscribe();
      };
      running.add(stop);
      return stop;
    },
  };
}
