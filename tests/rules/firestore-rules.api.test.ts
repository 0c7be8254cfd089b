// Firestore rules on the real emulator: every collection × {anonymous, owner, other user} × {read, write}.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
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
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startRulesEnv, type RulesEnv } from './rules-env.js';

const OWNER = 'owner-uid';
const OTHER = 'other-uid';

let env: RulesTestEnvironment;
let as: RulesEnv['as'];

beforeAll(async () => {
  ({ env, as } = await startRulesEnv());
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
  'boards/hidden-mistyped': board({ hidden: 'yes' }),
  'boards/hidden-missing': { ownerUid: OWNER, visibility: 'public', title: 'Oak bed' },
  'generations/g1': { ownerUid: OWNER, status: 'done' },
  'contactMessages/m1': { email: 'ada@example.com', message: 'Hello' },
  'newsletter/n1': { email: 'ada@example.com' },
  'stripeEvents/evt_1': { uid: OWNER, type: 'checkout.session.completed' },
  'stripeCustomers/cus_1': { uid: OWNER },
  'usernames/ada': { uid: OWNER },
  [`rateLimits/${OWNER}`]: { stamps: [] },
  'mail/comment-c1': { to: 'ada@example.com', uid: OWNER, category: 'comments', delivery: { state: 'PENDING' } },
  'stats/service': { mrrCents: 5000, activeByPlan: { gold: 1 } },
  'stats/service/months/2026-11': { newSubscriptions: 1 },
  [`designerStats/${OWNER}`]: { reviewsDelivered: 1, reviewsOnTime: 1 },
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
const dbFor = (who: Who): Firestore => as(who === 'anonymous' ? null : who === 'owner' ? OWNER : OTHER);

/** Who may read each document; nobody may write anything. */
const READABLE: Record<string, Who[]> = {
  [`users/${OWNER}`]: ['owner'],
  'products/oak-bed': ['anonymous', 'owner', 'other'],
  'boards/public': ['owner'],
  'boards/private': ['owner'],
  'boards/hidden': [],
  'boards/hidden-mistyped': [],
  'boards/hidden-missing': [],
  'generations/g1': [],
  'contactMessages/m1': [],
  'newsletter/n1': [],
  'stripeEvents/evt_1': [],
  'stripeCustomers/cus_1': [],
  'usernames/ada': [],
  [`rateLimits/${OWNER}`]: [],
  // The outbox holds addresses and unsubscribe links: only the functions (admin SDK) read it, not even the addressee.
  'mail/comment-c1': [],
  // The operator's counters: the API reads them for admins; no browser reads or moves them.
  'stats/service': [],
  'stats/service/months/2026-11': [],
  [`designerStats/${OWNER}`]: [],
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
    editors: [{ uid: EDITOR, name: 'Eddie' }],
    layout: { width: 400, length: 300, shape: 'rectangular', items: [] },
    versions: { layout: 1, room: 1, items: {} },
    presence: {},
  };
  /** The live listener of an account: signed in as `live:<uid>` with the account's uid in its claim (POST /api/live-token). */
  const listener = (uid: string) => as(`live:${uid}`, { liveUid: uid });

  beforeAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, LIVE), live);
    });
  });

  it("lets the owner's and a co-editor's listener read it, and listen to it", async () => {
    for (const uid of [OWNER, EDITOR]) {
      await assertSucceeds(getDoc(doc(listener(uid), LIVE)));
      const first = await new Promise<unknown>((resolve, reject) => {
        const stop = onSnapshot(doc(listener(uid), LIVE), (snapshot) => (stop(), resolve(snapshot.data())), reject);
      });
      if (JSON.stringify(first) !== JSON.stringify(live)) throw new Error(`${uid} heard ${JSON.stringify(first)}`);
    }
  });

  const REFUSED: [string, () => Firestore][] = [
    ["another account's listener", () => listener(OTHER)],
    ['an anonymous visitor', () => as(null)],
    ['the owner signed in as the account itself', () => as(OWNER)],
    ['the co-editor signed in as the account itself', () => as(EDITOR)],
    ["a plain sign-in of the listener's uid, without the claim", () => as(`live:${EDITOR}`)],
    ["another uid claiming an editor's uid", () => as(`live:${OTHER}`, { liveUid: EDITOR })],
    ['the account itself claiming its own uid', () => as(EDITOR, { liveUid: EDITOR })],
  ];
  it.each(REFUSED)('refuses %s, also as a listener', async (_who, db) => {
    await assertFails(getDoc(doc(db(), LIVE)));
    await new Promise<void>((resolve, reject) => {
      onSnapshot(
        doc(db(), LIVE),
        () => reject(new Error('it heard the live layout')),
        () => resolve(),
      );
    });
  });

  it("lets nobody write it, not even its owner's or a co-editor's listener, nor add themselves", async () => {
    for (const db of [listener(OWNER), listener(EDITOR), as(OWNER), as(EDITOR), listener(OTHER), as(null)]) {
      await assertFails(setDoc(doc(db, LIVE), { ...live, editorUids: [OWNER, EDITOR, OTHER] }));
      await assertFails(updateDoc(doc(db, LIVE), { 'versions.layout': 2 }));
      await assertFails(deleteDoc(doc(db, LIVE)));
      await assertFails(setDoc(doc(db, 'liveLayouts/new-board'), { ...live, editorUids: [OTHER] }));
    }
  });

  it("keeps the co-editors' e-mail addresses (liveEditorEmails) from every browser, the owner's and co-editors' too", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'liveEditorEmails/board-1'), {
        emails: { [EDITOR]: 'editor@example.com' },
      });
    });
    for (const uid of [OWNER, EDITOR, OTHER, null]) {
      await assertFails(getDoc(doc(as(uid), 'liveEditorEmails/board-1')));
      await assertFails(setDoc(doc(as(uid), 'liveEditorEmails/board-1'), { emails: {} }));
    }
  });

  it('keeps invitations from every browser', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'boardInvites/i1'), {
        boardId: 'board-1',
        email: 'editor@example.com',
      });
    });
    for (const db of [listener(OWNER), listener(EDITOR), as(OWNER), as(EDITOR), as(OTHER), as(null)]) {
      await assertFails(getDoc(doc(db, 'boardInvites/i1')));
      await assertFails(setDoc(doc(db, 'boardInvites/i2'), { boardId: 'board-1', email: 'x@example.com' }));
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

// Notifications: each member reads their own (one by one or as a list) and their unread count, nobody else's; nobody
// writes them from a browser, not even to mark them read.
describe('firestore.rules: notifications', () => {
  const MINE = `users/${OWNER}/notifications/like_public_${OTHER}`;
  const COUNT = `notificationCounts/${OWNER}`;

  beforeAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      await setDoc(doc(db, MINE), {
        kind: 'like',
        actor: { id: OTHER, name: 'Otto' },
        board: { id: 'public', title: 'Oak bed' },
        read: false,
      });
      await setDoc(doc(db, COUNT), { unread: 1, total: 1 });
    });
  });

  it('lets a member read their own notifications and count', async () => {
    await assertSucceeds(getDoc(doc(as(OWNER), MINE)));
    await assertSucceeds(getDocs(collection(as(OWNER), `users/${OWNER}/notifications`)));
    await assertSucceeds(getDoc(doc(as(OWNER), COUNT)));
  });

  it("refuses another member's or a signed-out visitor's read, one by one or as a list", async () => {
    for (const uid of [OTHER, null]) {
      await assertFails(getDoc(doc(as(uid), MINE)));
      await assertFails(getDocs(collection(as(uid), `users/${OWNER}/notifications`)));
      await assertFails(getDoc(doc(as(uid), COUNT)));
    }
  });

  it('lets nobody write them from a browser: not create, mark read, clear the count or delete', async () => {
    for (const uid of [OWNER, OTHER, null]) {
      await assertFails(setDoc(doc(as(uid), `users/${OWNER}/notifications/forged`), { kind: 'follow', read: false }));
      await assertFails(updateDoc(doc(as(uid), MINE), { read: true }));
      await assertFails(deleteDoc(doc(as(uid), MINE)));
      await assertFails(setDoc(doc(as(uid), COUNT), { unread: 0, total: 0 }));
      await assertFails(updateDoc(doc(as(uid), COUNT), { unread: 0 }));
    }
  });
});

// Design projects: read and written only through the API (the brief names private boards and room photos), never by a
// browser, not even the member's or the designer's.
describe('firestore.rules: design projects', () => {
  const DESIGNER = 'designer-uid';

  it('keeps projects from every browser, their member and designer too', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'projects/p1'), {
        memberUid: OWNER,
        designerUid: DESIGNER,
        status: 'taken',
      });
    });
    for (const db of [as(OWNER), as(DESIGNER, { designer: true }), as(OTHER), as(null)]) {
      await assertFails(getDoc(doc(db, 'projects/p1')));
      await assertFails(getDocs(query(collection(db, 'projects'), where('memberUid', '==', OWNER))));
      await assertFails(setDoc(doc(db, 'projects/p2'), { memberUid: OWNER, designerUid: null, status: 'open' }));
      await assertFails(updateDoc(doc(db, 'projects/p1'), { status: 'rated' }));
    }
  });
});

// Consultations: bookings hold the member's brief and the designer's notes, and a slot lock is taken only in the
// booking's transaction; both sides read them through the API alone, and nobody writes them from a browser.
describe('firestore.rules: consultations', () => {
  const CONSULTATIONS: Record<string, Record<string, unknown>> = {
    'bookings/b1': { memberUid: OWNER, designerUid: OTHER, status: 'confirmed', brief: 'Calm.', notes: null },
    [`bookingSlots/${OTHER}_2026-03-04T09:00:00.000Z`]: { bookingId: 'b1', designerUid: OTHER },
    [`designerAvailability/${OTHER}`]: { timeZone: 'UTC', slotMinutes: 30, bufferMinutes: 0, weekly: {}, daysOff: [] },
  };

  beforeAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      for (const [path, data] of Object.entries(CONSULTATIONS)) await setDoc(doc(db, path), data);
    });
  });

  for (const path of Object.keys(CONSULTATIONS)) {
    for (const who of ['anonymous', 'owner', 'other'] as const) {
      it(`${who} may not read or write ${path}`, async () => {
        const db = dbFor(who);
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { memberUid: OWNER, designerUid: OTHER, status: 'cancelled' }));
        await assertFails(deleteDoc(doc(db, path)));
      });
    }
  }
});

// Money owed to designers: the ledger, the payouts' claims and the Connect accounts are the API's, the webhook's and
// the payout sweep's alone; no browser reads or writes them, not even the designer they name.
describe('firestore.rules: earnings and payouts', () => {
  const PAYOUTS: Record<string, Record<string, unknown>> = {
    'earnings/review_r1': { designerUid: OTHER, memberUid: OWNER, amountCents: 1500, status: 'pending' },
    [`payouts/${OTHER}_2026-11`]: { designerUid: OTHER, period: '2026-11', amountCents: 1500, status: 'claimed' },
    [`payoutAccounts/${OTHER}`]: { accountId: 'acct_1', payoutsEnabled: false, detailsSubmitted: false },
  };

  beforeAll(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      for (const [path, data] of Object.entries(PAYOUTS)) await setDoc(doc(db, path), data);
    });
  });

  for (const path of Object.keys(PAYOUTS)) {
    for (const who of ['anonymous', 'owner', 'other'] as const) {
      it(`${who} may not read or write ${path}`, async () => {
        const db = dbFor(who);
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { designerUid: OTHER, amountCents: 999999, status: 'paid' }));
        await assertFails(deleteDoc(doc(db, path)));
      });
    }
  }
});
