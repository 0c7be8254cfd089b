// Firestore rules of message threads on the real emulator: the listeners of a thread's two sides read its messages,
// nobody else does (a designer not yet named, another account, the accounts themselves), and nobody writes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, onSnapshot, orderBy, query, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRulesEnv, type RulesEnv } from './rules-env.js';

const MEMBER = 'member-uid';
const DESIGNER = 'designer-uid';
const OTHER = 'other-uid';

let env: RulesTestEnvironment;
let as: RulesEnv['as'];
/** A listener signed in as `live:<uid>` with the account's uid in its claim (POST /api/live-token). */
const listener = (uid: string) => as(`live:${uid}`, { liveUid: uid });

const message = { authorUid: MEMBER, authorName: 'Mia', text: 'Hello', picture: null, picturePath: null };

beforeAll(async () => {
  ({ env, as } = await startRulesEnv());
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'reviews/r1'), { memberUid: MEMBER, designerUid: DESIGNER, status: 'claimed' });
    await setDoc(doc(db, 'projects/p1'), { memberUid: MEMBER, designerUid: null, status: 'open' });
    await setDoc(doc(db, 'bookings/b1'), { memberUid: MEMBER, designerUid: DESIGNER, status: 'confirmed' });
    await setDoc(doc(db, `notificationCounts/${MEMBER}`), { unread: 1, total: 1 });
    for (const thread of ['review_r1', 'project_p1', 'booking_b1', 'review_gone']) {
      await setDoc(doc(db, `threads/${thread}`), { memberUid: MEMBER, designerUid: DESIGNER, parties: [MEMBER, DESIGNER] });
      await setDoc(doc(db, `threads/${thread}/messages/m1`), { ...message, createdAt: new Date() });
    }
  });
});

afterAll(() => env.cleanup());

const messages = (db: Firestore, thread: string) => query(collection(db, `threads/${thread}/messages`), orderBy('createdAt', 'desc'));

describe('firestore.rules: threads', () => {
  it("lets both sides' listeners read and listen to a review's and a booking's messages", async () => {
    for (const uid of [MEMBER, DESIGNER]) {
      for (const thread of ['review_r1', 'booking_b1']) {
        await assertSucceeds(getDoc(doc(listener(uid), `threads/${thread}/messages/m1`)));
        const heard = await new Promise<number>((resolve, reject) => {
          const stop = onSnapshot(messages(listener(uid), thread), (snapshot) => (stop(), resolve(snapshot.size)), reject);
        });
        expect(heard).toBe(1);
      }
    }
  });

  it('lets only the member read a project no designer has taken yet', async () => {
    await assertSucceeds(getDocs(messages(listener(MEMBER), 'project_p1')));
    await assertFails(getDocs(messages(listener(DESIGNER), 'project_p1')));
  });

  const REFUSED: [string, () => Firestore][] = [
    ["another account's listener", () => listener(OTHER)],
    ['an anonymous visitor', () => as(null)],
    ['the member signed in as the account itself', () => as(MEMBER)],
    ['the designer signed in as the account itself', () => as(DESIGNER)],
    ["a plain sign-in of the member's listener uid, without the claim", () => as(`live:${MEMBER}`)],
    ["another uid claiming the member's uid", () => as(`live:${OTHER}`, { liveUid: MEMBER })],
  ];
  it.each(REFUSED)('refuses %s, also as a listener', async (_who, db) => {
    await assertFails(getDocs(messages(db(), 'review_r1')));
    await assertFails(getDoc(doc(db(), 'threads/review_r1/messages/m1')));
    await new Promise<void>((resolve, reject) => {
      onSnapshot(
        messages(db(), 'review_r1'),
        () => reject(new Error('it heard the messages')),
        () => resolve(),
      );
    });
  });

  it('refuses a thread whose subject is gone or is no review, booking or project, and the thread document itself', async () => {
    await assertFails(getDocs(messages(listener(MEMBER), 'review_gone')));
    await assertFails(getDocs(messages(listener(MEMBER), 'boards_r1')));
    for (const uid of [MEMBER, DESIGNER]) await assertFails(getDoc(doc(listener(uid), 'threads/review_r1')));
  });

  it('lets nobody write a message, not even the sides', async () => {
    for (const db of [listener(MEMBER), listener(DESIGNER), as(MEMBER), as(DESIGNER), listener(OTHER), as(null)]) {
      await assertFails(setDoc(doc(db, 'threads/review_r1/messages/m2'), { ...message, createdAt: new Date() }));
      await assertFails(setDoc(doc(db, 'threads/review_r1/messages/m1'), { ...message, text: 'Changed' }));
      await assertFails(deleteDoc(doc(db, 'threads/review_r1/messages/m1')));
      await assertFails(setDoc(doc(db, 'threads/review_r1'), { unread: {} }));
    }
  });

  it("refuses a revoked designer's listener while the member's reads on, and opens again once the role is back", async () => {
    const revocation = (db: Firestore) => doc(db, `designerRevocations/${DESIGNER}`);
    // What admin:grant --revoke writes (DesignersRepository.setRevoked), and what granting the role again deletes.
    await env.withSecurityRulesDisabled((context) =>
      setDoc(revocation(context.firestore() as unknown as Firestore), { revokedAt: new Date() }),
    );
    for (const thread of ['review_r1', 'booking_b1']) {
      await assertFails(getDocs(messages(listener(DESIGNER), thread)));
      await assertFails(getDoc(doc(listener(DESIGNER), `threads/${thread}/messages/m1`)));
      await assertSucceeds(getDocs(messages(listener(MEMBER), thread)));
    }
    // Nobody reads or writes the record itself.
    for (const db of [listener(DESIGNER), as(DESIGNER), listener(MEMBER)]) {
      await assertFails(getDoc(revocation(db)));
      await assertFails(deleteDoc(revocation(db)));
    }
    await env.withSecurityRulesDisabled((context) => deleteDoc(revocation(context.firestore() as unknown as Firestore)));
    await assertSucceeds(getDocs(messages(listener(DESIGNER), 'review_r1')));
  });
});

describe('firestore.rules: the bell', () => {
  it("lets a member's listener read their own unread count only, and nobody write it", async () => {
    await assertSucceeds(getDoc(doc(listener(MEMBER), `notificationCounts/${MEMBER}`)));
    await assertSucceeds(getDoc(doc(as(MEMBER), `notificationCounts/${MEMBER}`)));
    await assertFails(getDoc(doc(listener(OTHER), `notificationCounts/${MEMBER}`)));
    await assertFails(getDoc(doc(as(`live:${OTHER}`, { liveUid: MEMBER }), `notificationCounts/${MEMBER}`)));
    await assertFails(setDoc(doc(listener(MEMBER), `notificationCounts/${MEMBER}`), { unread: 0 }));
  });
});
