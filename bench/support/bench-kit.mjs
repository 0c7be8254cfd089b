// Shared by the benches that talk to the app: the serving process, figures, percentiles, accounts and stored boards.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

export function suiteEnv() {
  const env = process.env;
  if (!env.FIRESTORE_EMULATOR_HOST || !env.FIREBASE_AUTH_EMULATOR_HOST || !env.ROOMBOARD_BASE_URL || !env.ROOMBOARD_BLOB_DIR) {
    throw new Error('run through `npm run bench` (or `node scripts/bench.mjs <name>`), which starts the emulator suite');
  }
  return env;
}

export const figure = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);

export const machine = () => `${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} (shared machine: figures are pessimistic)`;

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Starts bench/support/serve.mjs (`api` or `bare <file>`) in a child process; resolves when it listens. */
export function serve(...args) {
  const child = fork(join(import.meta.dirname, 'serve.mjs'), args, {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the serving process did not start within 60 s')), 60_000);
    child.once('exit', (code, signal) => reject(new Error(`the serving process exited (${code ?? signal})`)));
    child.once('message', (message) => {
      clearTimeout(timer);
      const url = `http://127.0.0.1:${message.port}`;
      resolve({
        child,
        url,
        memory: () =>
          new Promise((done) => {
            child.once('message', done);
            child.send({ type: 'memory' });
          }),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.removeAllListeners('exit');
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

const functionsRequire = createRequire(join(ROOT, 'functions', 'package.json'));

/** Firestore of the suite, through the functions' own firebase-admin. */
export function firestore() {
  const { getApps, initializeApp } = functionsRequire('firebase-admin/app');
  const { getFirestore } = functionsRequire('firebase-admin/firestore');
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' }));
}

export const Timestamp = () => functionsRequire('firebase-admin/firestore').Timestamp;

/** A new account on the Auth emulator and its product session token (POST /api/login on `apiUrl`). */
export async function signedInUser(apiUrl) {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const signUp = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Sunroom#2024', returnSecureToken: true }),
    },
  );
  const account = await signUp.json();
  if (!signUp.ok) throw new Error(`signUp failed: ${JSON.stringify(account)}`);
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: account.idToken }),
  });
  const { token } = await login.json();
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return { uid: account.localId, email, token };
}

const writeBlob = (key, bytes) => {
  const path = join(process.env.ROOMBOARD_BLOB_DIR, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
};

/**
 * Finished generations owned by `uid`, as the generate function leaves them (picture and cutouts stored), made
 * of seeded catalogue products: what POST /api/save-products turns into boards.
 */
export async function finishedGenerations(db, uid, count) {
  const products = (await db.collection('products').limit(4).get()).docs;
  const Stamp = Timestamp();
  const ids = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const imagePath = `boards/${randomUUID().replaceAll('-', '')}.png`;
    writeBlob(imagePath, Buffer.from(`bench board picture ${id}`));
    const now = Stamp.now();
    await db
      .collection('generations')
      .doc(id)
      .set({
        ownerUid: uid,
        functionName: 'Sleep',
        size: 'Queen Size',
        style: 'Natural Tones',
        productIds: products.map((p) => p.id),
        status: 'done',
        cutoutsDone: products.length,
        cutoutsTotal: products.length,
        attempts: 1,
        imageAttempts: 1,
        createdAt: now,
        updatedAt: now,
        imageStartedAt: null,
        error: null,
        cutouts: products.filter((p) => p.get('cutoutPath')).map((p) => ({ productId: p.id, path: p.get('cutoutPath') })),
        text: { title: 'Bench Room', description: { main_title: 'Bench Room', description: 'A room saved by the benches.' }, palette: [] },
        imagePath,
      });
    ids.push(id);
  }
  return ids;
}
