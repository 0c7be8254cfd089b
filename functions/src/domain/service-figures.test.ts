import { describe, expect, it } from 'vitest';
import type { Membership } from '../contracts/membership.js';
import { newReview, type ReviewRecord } from './reviews.js';
import {
  allowanceUseDelta,
  deliveredOnTime,
  monthKey,
  percentOf,
  planChangeDelta,
  reviewDeliveryDelta,
  totalsOf,
} from './service-figures.js';

const at = new Date('2026-11-28T23:30:00Z');
const plan = (tier: Membership['tier'], overrides: Partial<Membership> = {}): Membership => ({
  tier,
  title: tier,
  since: '2026-11-01T00:00:00.000Z',
  amountCents: { basic: 0, gold: 5000, platinum: 10000 }[tier],
  currency: 'usd',
  checkoutSessionId: null,
  subscriptionId: tier === 'basic' ? null : 'sub_1',
  status: 'active',
  ...overrides,
});

describe('planChangeDelta', () => {
  it('counts a first paid plan as new, with its tier and monthly amount', () => {
    expect(planChangeDelta(null, plan('gold'), at)).toEqual({
      month: '2026-11',
      activeByPlan: { gold: 1 },
      mrrCents: 5000,
      newSubscriptions: 1,
    });
    expect(planChangeDelta(plan('basic'), plan('platinum'), at)).toMatchObject({ activeByPlan: { platinum: 1 }, newSubscriptions: 1 });
  });
  it('moves a changed plan between tiers without counting it new or cancelled', () => {
    expect(planChangeDelta(plan('gold'), plan('platinum'), at)).toEqual({
      month: '2026-11',
      activeByPlan: { gold: -1, platinum: 1 },
      mrrCents: 5000,
    });
  });
  it('counts a paid plan that ends, or becomes Basic, as cancelled', () => {
    expect(planChangeDelta(plan('platinum'), null, at)).toEqual({
      month: '2026-11',
      activeByPlan: { platinum: -1 },
      mrrCents: -10000,
      cancelled: 1,
    });
    expect(planChangeDelta(plan('gold'), plan('basic'), at)).toMatchObject({ cancelled: 1, mrrCents: -5000 });
  });
  it('moves nothing for a renewal, a plan set to end, a past-due plan or Basic', () => {
    expect(planChangeDelta(plan('gold'), plan('gold', { periodStart: '2026-12-01T00:00:00.000Z' }), at)).toBeNull();
    expect(planChangeDelta(plan('gold'), plan('gold', { status: 'ending' }), at)).toBeNull();
    expect(planChangeDelta(plan('gold'), plan('gold', { status: 'past-due' }), at)).toBeNull();
    expect(planChangeDelta(null, plan('basic'), at)).toBeNull();
    expect(planChangeDelta(null, null, at)).toBeNull();
  });
});

describe('allowanceUseDelta', () => {
  it('counts one use of the kind in the month', () => {
    expect(allowanceUseDelta('consultations', at)).toEqual({ month: '2026-11', allowancesUsed: { consultations: 1 } });
  });
});

describe('reviewDeliveryDelta', () => {
  const claimedAt = new Date('2026-11-27T10:00:00Z');
  const claimed: ReviewRecord = {
    ...newReview(
      'r1',
      { boardId: 'b1', memberUid: 'm1', memberName: 'Mia', boardTitle: 'Den', question: '' },
      'gold-2026-11-01',
      claimedAt,
    ),
    status: 'claimed',
    designerUid: 'd1',
    designerName: 'Dana',
    claimedAt,
    dueAt: new Date('2026-11-29T10:00:00Z'),
  };
  const delivered = (when: Date): ReviewRecord => ({
    ...claimed,
    status: 'delivered',
    deliveredAt: when,
    firstDeliveredAt: when,
    dueAt: null,
  });

  it('counts a first delivery by its due time as on time, for the month and the designer', () => {
    expect(reviewDeliveryDelta(claimed, delivered(at))).toEqual({
      month: '2026-11',
      reviewsDelivered: 1,
      reviewsOnTime: 1,
      designer: { uid: 'd1', reviewsDelivered: 1, reviewsOnTime: 1 },
    });
  });
  it('counts a late delivery in the month it is made, not on time', () => {
    expect(reviewDeliveryDelta(claimed, delivered(new Date('2026-12-01T09:00:00Z')))).toMatchObject({
      month: '2026-12',
      reviewsDelivered: 1,
      reviewsOnTime: 0,
    });
  });
  it('counts nothing for a revision, a rating or a delivery written again', () => {
    const done = delivered(at);
    expect(reviewDeliveryDelta({ ...done, status: 'revision-asked' }, { ...done, status: 'revised' })).toBeNull();
    expect(reviewDeliveryDelta(done, { ...done, status: 'rated' })).toBeNull();
    expect(reviewDeliveryDelta(done, done)).toBeNull();
  });
  it('reads on time back from the claim once the delivery cleared the due time', () => {
    expect(deliveredOnTime(delivered(at))).toBe(true);
    expect(deliveredOnTime(delivered(new Date('2026-11-29T10:00:01Z')))).toBe(false);
    expect(deliveredOnTime(claimed)).toBeNull();
  });
});

describe('monthKey and percentOf', () => {
  it('names the UTC month and rounds the share', () => {
    expect(monthKey(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBeNull();
  });
});

describe('totalsOf', () => {
  it('counts the paid plans in force (ending and past due too) with their monthly amounts', () => {
    expect(
      totalsOf([plan('gold'), plan('platinum', { status: 'ending' }), plan('gold', { status: 'past-due' }), plan('basic'), null]),
    ).toEqual({
      activeByPlan: { basic: 0, gold: 2, platinum: 1 },
      mrrCents: 20000,
    });
  });
});
