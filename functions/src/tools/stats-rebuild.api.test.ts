// `npm run stats:rebuild` on the Firestore emulator: the totals follow the memberships as stored, replacing what the
// counters held, and running it again changes nothing.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApp } from '../composition.js';
import { readConfig } from '../config.js';
import { clearFirestore } from '../testing/backend.js';
import { rebuildTotals } from './stats-rebuild.js';

const plan = (tier: 'gold' | 'platinum', status = 'active') => ({
  tier,
  title: tier === 'gold' ? 'Gold' : 'Platinum',
  since: '2026-10-01T00:00:00.000Z',
  amountCents: tier === 'gold' ? 5000 : 10000,
  currency: 'usd',
  checkoutSessionId: null,
  subscriptionId: `sub_${tier}_${status}`,
  status,
});

describe('stats:rebuild', () => {
  let db: Firestore;
  beforeAll(async () => {
    db = getFirestore(await adminApp(readConfig()));
  });
  beforeEach(() => clearFirestore());

  it('sets the totals from the paid plans in force, replacing stale counts, and again changes nothing', async () => {
    await db.doc('users/a').set({ membership: plan('gold') });
    await db.doc('users/b').set({ membership: plan('platinum', 'ending') });
    await db.doc('users/c').set({ membership: plan('gold', 'past-due') });
    await db.doc('users/d').set({ membership: { ...plan('gold'), tier: 'basic', title: 'Basic', amountCents: 0 } });
    await db.doc('users/e').set({ firstName: 'No plan' });
    await db.doc('stats/service/shards/3').set({ activeByPlan: { gold: 7, platinum: 3 }, mrrCents: 1 });
    await db.doc('stats/service/shards/8').set({ activeByPlan: { gold: 1 }, mrrCents: 5000 });
    await db.doc('stats/service/months/2026-11/shards/1').set({ newSubscriptions: 4 });

    const expected = { activeByPlan: { basic: 0, gold: 2, platinum: 1 }, mrrCents: 20000 };
    expect(await rebuildTotals(db)).toEqual(expected);
    const shards = await db.collection('stats/service/shards').get();
    expect(shards.docs.map((doc) => [doc.id, doc.data()])).toEqual([['0', expected]]);
    // The month's counts are not the rebuild's.
    expect((await db.doc('stats/service/months/2026-11/shards/1').get()).data()).toEqual({ newSubscriptions: 4 });
    expect(await rebuildTotals(db)).toEqual(expected);
  });
});
