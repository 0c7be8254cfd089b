// A member's board reviews of all their boards over real HTTP (GET /api/reviews), on the Auth and Firestore emulators:
// the list their design services page shows, the newest asked first, and nobody else's.
import { randomUUID } from 'node:crypto';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewList } from '../contracts/reviews.js';
import { adminApp } from '../composition.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';

const HOUR = 3_600_000;

describe('a member’s board reviews', () => {
  let backend: TestBackend;
  let db: Firestore;
  let ann: { user: TestUser; token: string };
  let bob: { user: TestUser; token: string };
  const prefix = `member-reviews-${randomUUID().slice(0, 6)}`;

  /** A review as the store keeps it (the request a member made), asked `hoursAgo`. */
  const asked = (id: string, memberUid: string, boardTitle: string, hoursAgo: number, status = 'open') =>
    db.doc(`reviews/${prefix}-${id}`).set({
      boardId: `${prefix}-board-${id}`,
      memberUid,
      memberName: 'Tester',
      boardTitle,
      question: `About ${boardTitle}?`,
      status,
      askedAt: Timestamp.fromMillis(Date.now() - hoursAgo * HOUR),
      periodKey: '2026-01',
      designerUid: null,
      designerName: null,
      claimedAt: null,
      dueAt: null,
      deliveredAt: null,
      delivery: null,
      firstDelivery: null,
      firstDeliveredAt: null,
      firstAcceptedSwaps: [],
      acceptedSwaps: [],
      reply: null,
      rating: null,
      ratedAt: null,
    });

  beforeAll(async () => {
    backend = await startBackend();
    db = getFirestore(await adminApp(backend.config));
    const [annUser, bobUser] = await Promise.all([createAccount(), createAccount()]);
    ann = { user: annUser, token: await sessionFor(backend, annUser) };
    bob = { user: bobUser, token: await sessionFor(backend, bobUser) };
    await Promise.all([
      asked('a1', annUser.uid, 'Quiet Bedroom', 48, 'delivered'),
      asked('a2', annUser.uid, 'Sunny Loft', 1),
      asked('b1', bobUser.uid, 'Bob’s Den', 2),
    ]);
  });
  afterAll(() => backend?.close());

  it('answers the caller’s reviews, the newest asked first, and none of anyone else’s; never cached', async () => {
    const mine = await call<ReviewList>(backend, 'reviews', { token: ann.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.body.reviews.map((review) => [review.id, review.boardTitle, review.status, review.isMember])).toEqual([
      [`${prefix}-a2`, 'Sunny Loft', 'open', true],
      [`${prefix}-a1`, 'Quiet Bedroom', 'delivered', true],
    ]);
    const bobs = await call<ReviewList>(backend, 'reviews', { token: bob.token });
    expect(bobs.body.reviews.map((review) => review.id)).toEqual([`${prefix}-b1`]);
  });

  it('asks a visitor to sign in (401)', async () => {
    expect((await call(backend, 'reviews')).status).toBe(401);
  });
});
