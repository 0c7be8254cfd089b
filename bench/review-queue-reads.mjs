// Firestore document reads per page of the designers' review queue (GET /api/designer/queue), paged by cursor through
// 80 open requests among 20 claimed ones, and per load of a designer's own work (GET /api/designer/reviews). The light
// API is composed in this process on the suite's emulators; every read is counted as Firestore bills it
// (support/firestore-reads.mjs).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { figure, firestore, ROOT, suiteEnv } from './support/bench-kit.mjs';
import { measuredGet } from './support/firestore-reads.mjs';

const env = suiteEnv();
const { composeApi, adminApp } = await import(join(ROOT, 'functions', 'lib', 'composition.js'));
const { readConfig } = await import(join(ROOT, 'functions', 'lib', 'config.js'));
const { claim, newReview } = await import(join(ROOT, 'functions', 'lib', 'domain', 'reviews.js'));
const { getAuth } = createRequire(join(ROOT, 'functions', 'package.json'))('firebase-admin/auth');
const config = readConfig(env);
const server = createServer(await composeApi(config));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const api = `http://127.0.0.1:${server.address().port}`;
/** Requests stored; every fifth is claimed by the designer. */
const REQUESTS = 100;
const PAGE_SIZE = 20;
const auth = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

/** A designer: an account with the claim set before its first sign-in, and its session token. */
async function designer() {
  const email = `bench-designer-${Date.now()}@example.com`;
  const password = 'Sunroom#2024';
  const post = async (path, body) => {
    const response = await fetch(`${auth}/${path}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json;
  };
  const { localId } = await post('accounts:signUp', { email, password, returnSecureToken: true });
  await getAuth(await adminApp(config)).setCustomUserClaims(localId, { designer: true });
  const { idToken } = await post('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  const login = await fetch(`${api}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  const { token } = await login.json();
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return { uid: localId, token };
}

const measured = (path, token) => measuredGet(api, path, token);

try {
  const me = await designer();
  const db = firestore();
  const start = Date.now() - REQUESTS * 60_000;
  const batch = db.batch();
  const at = (minutes) => new Date(start + minutes * 60_000);
  for (let n = 0; n < REQUESTS; n++) {
    const claimed = n % 5 === 0;
    const id = `bench-review-${String(n).padStart(3, '0')}`;
    const asked = {
      boardId: `bench-board-${n}`,
      memberUid: `bench-member-${n}`,
      memberName: 'Roomboard member',
      boardTitle: `Bench board ${n}`,
    };
    const review = newReview(id, { ...asked, pictureUrl: null, question: 'Is the rug the right size?' }, 'basic-bench', at(n));
    const { id: _id, ...data } = claimed ? claim(review, { uid: me.uid, name: 'Bench designer' }, at(n + 1)) : review;
    batch.set(db.collection('reviews').doc(id), data);
  }
  await batch.commit();
  const open = (await db.collection('reviews').where('status', '==', 'open').count().get()).data().count;

  let cursor = null;
  let page = 0;
  do {
    page += 1;
    const shown = await measured(`designer/queue?page_size=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, me.token);
    figure({
      bench: 'review-queue-reads',
      metric: 'Firestore documents read per page of the designers’ queue (GET /api/designer/queue)',
      open_requests: open,
      page,
      page_size: PAGE_SIZE,
      shown: shown.body.items.length,
      reads: shown.reads,
      by_collection: shown.byCollection,
      limit: PAGE_SIZE + 1,
      within: shown.reads <= PAGE_SIZE + 1,
    });
    cursor = shown.body.next;
  } while (cursor);

  const work = await measured('designer/reviews', me.token);
  figure({
    bench: 'review-queue-reads',
    metric: 'Firestore documents read per load of a designer’s own reviews (GET /api/designer/reviews)',
    claimed: work.body.reviews.length,
    reads: work.reads,
    by_collection: work.byCollection,
    limit: work.body.reviews.length + 2,
    within: work.reads <= work.body.reviews.length + 2,
  });
} finally {
  server.closeAllConnections();
  server.close();
}
process.exit(0);
