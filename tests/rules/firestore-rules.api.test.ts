// Firestore rules on the real emulator: every collection × {anonymous, owner, other user} × {read, write}.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';

const OWNER = 'owner-uid';
const OTHER = 'other-uid';

let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  if (!host || !port) throw new Error('Run through npm test: FIRESTORE_EMULATOR_HOST is not set.');
  env = await initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard',
    firestore: { host, port: Number(port), rules: readFileSync(join(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8') },
  });
});

afterAll(() => env.cleanup());

const board = (overrides: Record<string, unknown>) => ({
  ownerUid: OWNER,
  visibility: 'public',
  hidden: false,
  title: 'Oak bed',
  ...overrides,
});

/** Documents as the API writes them, seeded with rules off. */
const SEED: Record<string, Record<string, unknown>> = {
  [`users/${OWNER}`]: { firstName: 'Ada', email: 'ada@example.com' },
  'products/oak-bed': { title: 'Oak bed', price: 899 },
  'boards/public': board({}),
  'boards/private': board({ visibility: 'private' }),
  'boards/hidden': board({ hidden: true }),
  'generations/g1': { ownerUid: OWNER, status: 'done' },
  'contactMessages/m1': { email: 'ada@example.com', message: 'Hello' },
  'newsletter/n1': { email: 'ada@example.com' },
  'stripeEvents/evt_1': { uid: OWNER, type: 'checkout.session.completed' },
  'usernames/ada': { uid: OWNER },
  [`rateLimits/${OWNER}`]: { stamps: [] },
  'mail/comment-c1': { to: 'ada@example.com', uid: OWNER, category: 'comments', delivery: { state: 'PENDING' } },
};

// Seeded once: every write below must fail, so the documents stay as they are.
beforeAll(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(SEED)) await setDoc(doc(db, path), data);
  });
});

type Who = 'anonymous' | 'owner' | 'other';
const dbFor = (who: Who): Firestore =>
  (who === 'anonymous'
    ? env.unauthenticatedContext()
    : env.authenticatedContext(who === 'owner' ? OWNER : OTHER)
  ).firestore() as unknown as Firestore;

/** Who may read each document; nobody may write anything. */
const READABLE: Record<string, Who[]> = {
  [`users/${OWNER}`]: ['owner'],
  'products/oak-bed': ['anonymous', 'owner', 'other'],
  'boards/public': ['owner'],
  'boards/private': ['owner'],
  'boards/hidden': ['owner'],
  'generations/g1': [],
  'contactMessages/m1': [],
  'newsletter/n1': [],
  'stripeEvents/evt_1': [],
  'usernames/ada': [],
  [`rateLimits/${OWNER}`]: [],
  // The outbox holds addresses and unsubscribe links: only the functions (admin SDK) read it, not even the addressee.
  'mail/comment-c1': [],
};

describe('firestore.rules', () => {
  for (const [path, readers] of Object.entries(READABLE)) {
    for (const who of ['anonymous', 'owner', 'other'] as const) {
      const mayRead = readers.includes(who);
      it(`${who} ${mayRead ? 'may' : 'may not'} read ${path}`, async () => {
        const read = getDoc(doc(dbFor(who), path));
        await (mayRead ? assertSucceeds(read) : assertFails(read));
      });
      it(`${who} may not write ${path}`, async () => {
        await assertFails(
          setDoc(doc(dbFor(who), path), { ownerUid: who === 'owner' ? OWNER : OTHER, visibility: 'public', hidden: false }),
        );
        await assertFails(deleteDoc(doc(dbFor(who), path)));
      });
    }
  }

  it('nobody may create a document in a new collection', async () => {
    await assertFails(setDoc(doc(dbFor('owner'), 'anything/else'), { a: 1 }));
  });
});

// Boards edited together: the live layout is read by the board's owner and co-editors (through listeners), by nobody
// else, and written by nobody but the API.
describe('firestore.rules: liveLayouts', () => {
  const EDITOR = 'editor-uid';
  const LIVE = 'liveLayouts/board-1';
  const live = {
    ownerUid: OWNER,
    editorUids: [OWNER, EDITOR],
    editors: [{ uid: EDITOR, email: 'editor@example.com', name: 'Eddie' }],
    layout: { width: 400, length: 300, shape: 'rectangular', items: [] },
    versions: { layout: 1, room: 1, items: {} },
    presence: {},
  };
  const as = (uid: string | null): Firestore =>
    (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).firestore() as unknown as Firestore;

  beforeAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, LIVE), live);
    });
  });

  it('lets the owner and a co-editor read it, and listen to it', async () => {
    for (const uid of [OWNER, EDITOR]) {
      await assertSucceeds(getDoc(doc(as(uid), LIVE)));
      const first = await new Promise<unknown>((resolve, reject) => {
        const stop = onSnapshot(doc(as(uid), LIVE), (snapshot) => (stop(), resolve(snapshot.data())), reject);
      });
      if (JSON.stringify(first) !== JSON.stringify(live)) throw new Error(`${uid} heard ${JSON.stringify(first)}`);
    }
  });

  it('refuses anyone else, signed in or not, also a listener', async () => {
    for (const uid of [OTHER, null]) {
      await assertFails(getDoc(doc(as(uid), LIVE)));
      const refused = new Promise<void>((resolve, reject) => {
        onSnapshot(
          doc(as(uid), LIVE),
          () => reject(new Error(`${uid} heard the live layout`)),
          () => resolve(),
        );
      });
      await refused;
    }
  });

  it('lets nobody write it, not even its owner or a co-editor, nor add themselves', async () => {
    for (const uid of [OWNER, EDITOR, OTHER, null]) {
      await assertFails(setDoc(doc(as(uid), LIVE), { ...live, editorUids: [OWNER, EDITOR, OTHER] }));
      await assertFails(updateDoc(doc(as(uid), LIVE), { 'versions.layout': 2 }));
      await assertFails(deleteDoc(doc(as(uid), LIVE)));
      await assertFails(setDoc(doc(as(uid), 'liveLayouts/new-board'), { ...live, editorUids: [uid ?? 'anyone'] }));
    }
  });

  it('keeps invitations from every browser', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'boardInvites/i1'), {
        boardId: 'board-1',
        email: 'editor@example.com',
      });
    });
    for (const uid of [OWNER, EDITOR, OTHER, null]) {
      await assertFails(getDoc(doc(as(uid), 'boardInvites/i1')));
      await assertFails(setDoc(doc(as(uid), 'boardInvites/i2'), { boardId: 'board-1', email: 'x@example.com' }));
    }
  });
});

// The community's collections: follows, likes and their counter shards, comments, reports and the admin log are read
// and written only by the API (admin SDK). No client reads them, not even the member they are about.
describe('firestore.rules: community', () => {
  const COMMUNITY: Record<string, Record<string, unknown>> = {
    [`follows/${OTHER}_${OWNER}`]: { followerUid: OTHER, followeeUid: OWNER },
    [`likes/public_${OWNER}`]: { boardId: 'public', uid: OWNER },
    [`counters/followers_${OWNER}/shards/0`]: { count: 1 },
    'counters/likes_public/shards/3': { count: 1 },
    'comments/c1': { boardId: 'public', boardOwnerUid: OWNER, authorUid: OWNER, text: 'Hi', hidden: false },
    [`reports/board_public_${OWNER}`]: { kind: 'board', itemId: 'public', reporterUid: OWNER, reason: 'spam', status: 'open' },
    'adminActions/a1': { adminUid: OWNER, action: 'hide', kind: 'board', itemId: 'public' },
  };

  beforeAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      for (const [path, data] of Object.entries(COMMUNITY)) await setDoc(doc(db, path), data);
    });
  });

  for (const path of Object.keys(COMMUNITY)) {
    for (const who of ['anonymous', 'owner', 'other'] as const) {
      it(`${who} may not read or write ${path}`, async () => {
        const db = dbFor(who);
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { ownerUid: OWNER, count: 100, hidden: false, status: 'dismissed' }));
        await assertFails(deleteDoc(doc(db, path)));
      });
    }
  }

  it('no member lists their followers, likes or reports', async () => {
    const db = dbFor('owner');
    await assertFails(getDocs(query(collection(db, 'follows'), where('followeeUid', '==', OWNER))));
    await assertFails(getDocs(query(collection(db, 'likes'), where('uid', '==', OWNER))));
    await assertFails(getDocs(query(collection(db, 'reports'), where('reporterUid', '==', OWNER))));
    await assertFails(getDocs(collection(db, `counters/followers_${OWNER}/shards`)));
  });
});
