// The Firestore emulator with this project's rules, for the rules tests, and its clients by identity.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RulesEnv {
  env: RulesTestEnvironment;
  /**
   * The Firestore client of `uid` with these token claims (a null uid: an anonymous visitor), made once per identity:
   * each context is an app and a connection of its own, and the tests ask for the same few hundreds of times.
   */
  as(uid: string | null, claims?: Record<string, unknown>): Firestore;
}

/** The emulator of `npm test` (FIRESTORE_EMULATOR_HOST) with firestore.rules loaded. */
export async function startRulesEnv(): Promise<RulesEnv> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  if (!host || !port) throw new Error('Run through npm test: FIRESTORE_EMULATOR_HOST is not set.');
  const env = await initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard',
    firestore: { host, port: Number(port), rules: readFileSync(join(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8') },
  });
  const clients = new Map<string, Firestore>();
  return {
    env,
    as(uid, claims) {
      const key = JSON.stringify([uid, claims ?? null]);
      let db = clients.get(key);
      if (!db) {
        db = (uid ? env.authenticatedContext(uid, claims) : env.unauthenticatedContext()).firestore() as unknown as Firestore;
        clients.set(key, db);
      }
      return db;
    },
  };
}
