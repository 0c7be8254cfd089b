// Composition: the only place that chooses adapters. Heavy modules load lazily, inside the functions that need them.
import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import type { Config } from './config.js';
import type { BlobStore } from './ports/blob-store.port.js';

const REGION = 'us-central1';

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
  return createApiApp({ config, blobs: await composeBlobs(config), sessions: firebaseSessions(app) });
}

async function loadConfig(): Promise<Config> {
  const { readConfig } = await import('./config.js');
  return readConfig();
}

let apiApp: Promise<Express> | undefined;

export const api = onRequest({ region: REGION, memory: '512MiB', concurrency: 80 }, async (req, res) => {
  apiApp ??= loadConfig().then(composeApi);
  (await apiApp)(req, res);
});
