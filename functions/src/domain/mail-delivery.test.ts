import { describe, expect, it } from 'vitest';
import { LEASE_EXPIRED, backoffMs, claim, delivered, failed, holdsClaim, pendingDelivery, type DeliveryPolicy } from './mail-delivery.js';

const policy: DeliveryPolicy = { maxAttempts: 3, retryBaseMs: 60_000, leaseMs: 120_000 };
const at = (iso: string) => new Date(`2026-03-02T${iso}Z`);

describe('the mail delivery state machine', () => {
  it('claims a pending mail: PROCESSING, one more attempt, a lease', () => {
    const decision = claim(pendingDelivery(), at('10:00:00'), policy);
    expect(decision).toEqual({
      kind: 'send',
      delivery: expect.objectContaining({ state: 'PROCESSING', attempts: 1, startTime: at('10:00:00'), leaseExpireTime: at('10:02:00') }),
    });
  });

  it('leaves a mail another deliverer holds, and one whose retry is not due', () => {
    const claimed = claim(pendingDelivery(), at('10:00:00'), policy);
    if (claimed.kind !== 'send') throw new Error('not claimed');
    expect(claim(claimed.delivery, at('10:01:59'), policy)).toEqual({ kind: 'skip', reason: 'leased' });
    const retry = failed(claimed.delivery, { message: 'connect ECONNREFUSED', responseCode: null }, at('10:00:01'), policy);
    expect(claim(retry, at('10:00:30'), policy)).toEqual({ kind: 'skip', reason: 'not-due' });
    expect(claim(retry, at('10:01:01'), policy).kind).toBe('send');
  });

  it('ends a mail whose lease expired in ERROR rather than sending it again', () => {
    const claimed = claim(pendingDelivery(), at('10:00:00'), policy);
    if (claimed.kind !== 'send') throw new Error('not claimed');
    expect(claim(claimed.delivery, at('10:02:00'), policy)).toEqual({
      kind: 'expire',
      delivery: expect.objectContaining({ state: 'ERROR', error: LEASE_EXPIRED, attempts: 1 }),
    });
  });

  it('backs off four times longer each attempt and gives up after the last', () => {
    expect([1, 2, 3].map((n) => backoffMs(n, policy))).toEqual([60_000, 240_000, 960_000]);
    let delivery = pendingDelivery();
    const states: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const now = new Date(at('10:00:00').getTime() + n * 3_600_000);
      const decision = claim(delivery, now, policy);
      if (decision.kind !== 'send') throw new Error(`attempt ${n + 1} not claimed`);
      delivery = failed(decision.delivery, { message: 'connect ECONNREFUSED 127.0.0.1:1', responseCode: null }, now, policy);
      states.push(`${delivery.state}:${delivery.attempts}`);
    }
    expect(states).toEqual(['PENDING:1', 'PENDING:2', 'ERROR:3']);
    expect(delivery.error).toBe('connect ECONNREFUSED 127.0.0.1:1');
    expect(claim(delivery, at('23:00:00'), policy)).toEqual({ kind: 'skip', reason: 'done' });
  });

  it('does not retry a permanent refusal (5xx)', () => {
    const claimed = claim(pendingDelivery(), at('10:00:00'), policy);
    if (claimed.kind !== 'send') throw new Error('not claimed');
    const after = failed(claimed.delivery, { message: '550 mailbox unavailable', responseCode: 550 }, at('10:00:01'), policy);
    expect([after.state, after.attempts, after.nextAttemptTime]).toEqual(['ERROR', 1, null]);
  });

  it('records an outcome only while the claim holds', () => {
    const claimed = claim(pendingDelivery(), at('10:00:00'), policy);
    if (claimed.kind !== 'send') throw new Error('not claimed');
    expect(holdsClaim(claimed.delivery, 1)).toBe(true);
    expect(holdsClaim(claimed.delivery, 2)).toBe(false);
    const done = delivered(claimed.delivery, { messageId: '<1@x>', accepted: ['a@b.c'], rejected: [], response: '250' }, at('10:00:01'));
    expect([done.state, holdsClaim(done, 1)]).toEqual(['SUCCESS', false]);
  });
});
