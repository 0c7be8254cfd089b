// Composition: the only place that chooses adapters. Heavy modules load lazily, inside the functions that need them.
import type { Express } from 'express';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import type { Config } from './config.js';
import type { BlobStore } from './ports/blob-store.port.js';

const REGION = 'us-central1';
/** Secret Manager in production, `functions/.secret.local` on the emulator; config.ts reads them from the environment. */
const STRIPE_SECRETS = [defineSecret('STRIPE_SECRET_KEY'), defineSecret('STRIPE_WEBHOOK_SECRET')];

export async function composeBlobs(config: Config): Promise<BlobStore> {
  if (config.blobs.kind === 'local') {
    const { localFolderBlobStore } = await import('./adapters/blobs/local-folder.blob-store.js');
    return localFolderBlobStore(config.blobs.dir);
  }
  const { cloudStorageBlobStore } = await import('./adapters/blobs/cloud-storage.blob-store.js');
  return cloudStorageBlobStore(await adminApp(config), config.blobs.bucket);
}

export async function adminApp(config: Config) {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  return getApps()[0] ?? initializeApp({ projectId: config.projectId });
}

/** Builds the light API from a configuration; `api` below and the tests' embedded backend both use it. */
export async function composeApi(config: Config): Promise<Express> {
  const [{ createApiApp }, { firebaseSessions }] = await Promise.all([import('./http/app.js'), import('./adapters/auth/firebase.sessions.js')]);
  const app = await adminApp(config);
  return createApiApp({ config, blobs: await composeBlobs(config), sessions: firebaseSessions(app), membership: await composeMembership(config) });
}

/** Memberships in Firestore; Stripe Checkout when keys are configured (the SDK itself loads on the first checkout). */
export async function composeMembership(config: Config) {
  const [{ getFirestore }, { firestoreMemberships }, { stripeCheckout }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/memberships.firestore.js'),
    import('./adapters/stripe/stripe.payments.js'),
  ]);
  return {
    memberships: firestoreMemberships(getFirestore(await adminApp(config))),
    checkout: config.stripe ? stripeCheckout(config.stripe) : null,
    appOrigin: config.appOrigin,
  };
}

/** Builds the Stripe webhook's app; `stripeWebhook` below and the webhook API tests both use it. */
export async function composeWebhook(config: Config): Promise<Express> {
  const [{ createWebhookApp }, { getFirestore }, { firestoreMemberships }, { stripeWebhookVerifier }] = await Promise.all([
    import('./http/stripe-webhook.app.js'),
    import('firebase-admin/firestore'),
    import('./adapters/firestore/memberships.firestore.js'),
    import('./adapters/stripe/stripe.payments.js'),
  ]);
  return createWebhookApp({
    verifier: config.stripe ? stripeWebhookVerifier(config.stripe) : null,
    memberships: firestoreMemberships(getFirestore(await adminApp(config))),
  });
}

async function loadConfig(): Promise<Config> {
  const { readConfig } = await import('./config.js');
  return readConfig();
}

let apiApp: Promise<Express> | undefined;

export const api = onRequest({ region: REGION, memory: '512MiB', concurrency: 80, secrets: STRIPE_SECRETS }, async (req, res) => {
  apiApp ??= loadConfig().then(composeApi);
  (await apiApp)(req, res);
});

let webhookApp: Promise<Express> | undefined;

export const stripeWebhook = onRequest({ region: REGION, memory: '256MiB', concurrency: 40, secrets: STRIPE_SECRETS }, async (req, res) => {
  webhookApp ??= loadConfig().then(composeWebhook);
  (await webhookApp)(req, res);
});
