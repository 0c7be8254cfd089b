import { describe, expect, it } from 'vitest';
import type { Membership } from '../contracts/membership.js';
import { checkoutIdempotencyKey, membershipAfter } from './membership.js';

const membership = (overrides: Partial<Membership> = {}): Membership => ({
  tier: 'gold',
  title: 'Gold',
  since: '2025-01-01T00:00:00.000Z',
  amountCents: 5000,
  currency: 'usd',
  checkoutSessionId: 'cs_test_1',
  ...overrides,
});

describe('membershipAfter', () => {
  it('takes the offered membership when there is none', () => {
    expect(membershipAfter(null, membership())).toEqual(membership());
  });
  it('takes a higher or equal tier', () => {
    const platinum = membership({ tier: 'platinum', title: 'Platinum', amountCents: 10000 });
    expect(membershipAfter(membership(), platinum)).toEqual(platinum);
    expect(membershipAfter(membership(), membership({ checkoutSessionId: 'cs_test_2' }))?.checkoutSessionId).toBe('cs_test_2');
  });
  it('keeps a higher paid tier', () => {
    expect(membershipAfter(membership({ tier: 'platinum' }), membership())).toBeNull();
    expect(membershipAfter(membership(), membership({ tier: 'basic', amountCents: 0, checkoutSessionId: null }))).toBeNull();
  });
});

describe('checkoutIdempotencyKey', () => {
  it('is the same within five minutes and differs by user, tier and window', () => {
    const at = new Date('2025-03-01T10:00:10Z');
    const key = checkoutIdempotencyKey('u1', 'gold', at);
    expect(checkoutIdempotencyKey('u1', 'gold', new Date('2025-03-01T10:04:50Z'))).toBe(key);
    expect(checkoutIdempotencyKey('u1', 'gold', new Date('2025-03-01T10:05:00Z'))).not.toBe(key);
    expect(checkoutIdempotencyKey('u2', 'gold', at)).not.toBe(key);
    expect(checkoutIdempotencyKey('u1', 'platinum', at)).not.toBe(key);
  });
});
