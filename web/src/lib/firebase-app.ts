// The Firebase web app (config from web/.env*), loaded on first use by the features that talk to Firebase directly.
import type { FirebaseApp } from 'firebase/app';
import { env } from '../config/env';

export async function firebaseApp(): Promise<FirebaseApp> {
  const { getApps, initializeApp } = await import('firebase/app');
  // The default app, never the live listeners' named app (lib/live-firestore.ts), which may have started first.
  return (
    getApps().find((app) => app.name === '[DEFAULT]') ??
    initializeApp({
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      // App Check's token exchange names the web app.
      ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
    })
  );
}
