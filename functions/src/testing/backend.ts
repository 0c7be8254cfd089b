// Test support for API tests: the embedded backend over real HTTP, against the real Auth and Firestore emulators.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, type Config } from '../config.js';
import type { ApiDeps } from '../http/app.js';
import { composeApi, composeBlobs } from '../composition.js';
import type { BlobStore } from '../ports/blob-store.port.js';

export interface TestBackend {
  url: string;
  config: Config;
  blobs: BlobStore;
  close(): Promise<void>;
}

export function emulatorHosts(): { firestore: string; auth: string; projectId: string } {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestore || !auth) throw new Error('API tests run through `npm test` (or `npm run test:api`), which starts the emulators.');
  return { firestore, auth, projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' };
}

/**
 * Starts the light API on an ephemeral port. `env` overrides the configuration (e.g. a fake Stripe URL), `overrides`
 * the composed ports (e.g. a fake App Check verifier).
 */
export async function startBackend(env: Record<string, string> = {}, overrides: Partial<ApiDeps> = {}): Promise<TestBackend> {
  emulatorHosts();
  const blobDir = temporaryBlobDir();
  const config = readConfig({ ...process.env, ROOMBOARD_BLOB_DIR: blobDir.path, ...env });
  const backend = await serve(config, await composeApi(config, overrides));
  return { ...backend, close: () => backend.close().finally(blobDir.remove) };
}

/** A blob folder of its own for one test backend, removed when the backend closes. */
export function temporaryBlobDir(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'roomboard-blobs-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Serves `handler` on an ephemeral port of 127.0.0.1, with the blob store of `config` for tests to look in. */
export async function serve(config: Config, handler: RequestListener): Promise<TestBackend> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    config,
    blobs: await composeBlobs(config),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Empties the Firestore emulator's database. */
export async function clearFirestore(): Promise<void> {
  const { firestore, projectId } = emulatorHosts();
  const response = await fetch(`http://${firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`clearing Firestore failed: ${response.status}`);
}

/**
 * Removes every account from the Auth emulator. API test files running side by side share it, so a file that calls
 * this runs alone: it is listed in SERIAL_API_FILES (vitest.config.ts).
 */
export async function clearAuth(): Promise<void> {
  if (process.env.ROOMBOARD_AUTH_SHARED === '1') {
    throw new Error(
      'clearAuth() would empty the Auth emulator under files running beside this one: add this file to SERIAL_API_FILES in vitest.config.ts.',
    );
  }
  const { auth, projectId } = emulatorHosts();
  const response = await fetch(`http://${auth}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`clearing Auth failed: ${response.status}`);
}

export interface HttpResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** One JSON call to the backend, the way the web app makes it. */
export async function call<T = Record<string, unknown>>(
  backend: TestBackend,
  path: string,
  init: { method?: string; body?: unknown; token?: string; rawBody?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.rawBody !== undefined) body = init.rawBody;
  else if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined) headers['content-type'] = init.contentType ?? 'application/json';
  const response = await fetch(`${backend.url}/api/${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the test sees the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
