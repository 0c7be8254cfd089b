import { describe, expect, it } from 'vitest';
import { PAYOUT_CLAIM_LEASE_MS, type EarningLine } from '../domain/earnings.js';
import type { ConsultationRecord } from '../ports/consultations.port.js';
import { memoryAllowances } from '../testing/memory-allowances.js';
import { memoryConsultations } from '../testing/memory-consultations.js';
import { memoryEarnings, memoryPayoutAccounts, memoryPayoutGateway } from '../testing/memory-earnings.js';
import { holdConsultation, reverseMemberWork, reverseWorkEarning } from './steps/earnings.js';
import { payDesigners } from './pay-designers.service.js';

const DEC_1 = new Date('2026-12-01T06:00:00Z');

function createEarning(overrides: Partial<EarningLine> = {}): EarningLine {
  return {
    id: 'review_r1',
    designerUid: 'ada',
    kind: 'review',
    workId: 'r1',
    title: 'Bedroom',
    memberUid: 'maya',
    amountCents: 1500,
    currency: 'usd',
    period: '2026-11',
    earnedAt: new Date('2026-11-20T12:00:00Z'),
    status: 'pending',
    payoutId: null,
    reversalOf: null,
    ...overrides,
  };
}

function setUp(lines: EarningLine[], enabled: Record<string, boolean> = { ada: true }) {
  const earnings = memoryEarnings();
  for (const line of lines) earnings.write(line);
  const payoutAccounts = memoryPayoutAccounts();
  for (const [uid, payoutsEnabled] of Object.entries(enabled)) {
    payoutAccounts.byUid.set(uid, { uid, accountId: `acct_${uid}`, payoutsEnabled, detailsSubmitted: payoutsEnabled, statusAt: null });
  }
  const payouts = memoryPayoutGateway();
  const consultations = memoryConsultations(memoryAllowances(), earnings);
  return { earnings, payoutAccounts, payouts, consultations, deps: { earnings, payoutAccounts, payouts, consultations, now: () => DEC_1 } };
}

const statuses = (earnings: ReturnType<typeof memoryEarnings>) =>
  Object.fromEntries([...earnings.lines.values()].map((line) => [line.id, [line.status, line.payoutId]]));

describe('payDesigners', () => {
  it('makes one transfer per designer and period of the sum of the unpaid lines, and marks them paid', async () => {
    const { deps, payouts, earnings } = setUp(
      [
        createEarning(),
        createEarning({ id: 'project_p1', kind: 'project', workId: 'p1', amountCents: 15000 }),
        createEarning({ id: 'review_r2', workId: 'r2', period: '2026-12', earnedAt: DEC_1 }),
      ],
      { ada: true },
    );
    const run = await payDesigners(deps);
    expect(run).toEqual({ period: '2026-11', outcomes: [{ designerUid: 'ada', outcome: 'paid', amountCents: 16500, transferId: 'tr_1' }] });
    expect([...payouts.transfers.values()]).toEqual([
      {
        id: 'tr_1',
        destination: 'acct_ada',
        amountCents: 16500,
        currency: 'usd',
        idempotencyKey: 'payout_ada_2026-11',
        metadata: { designerUid: 'ada', period: '2026-11', payoutId: 'ada_2026-11' },
      },
    ]);
    expect(statuses(earnings)).toEqual({
      review_r1: ['paid', 'ada_2026-11'],
      project_p1: ['paid', 'ada_2026-11'],
      review_r2: ['pending', null],
    });
  });

  it('run twice, or twice at once, pays once', async () => {
    const { deps, payouts } = setUp([createEarning()]);
    await Promise.all([payDesigners(deps), payDesigners(deps)]);
    const again = await payDesigners(deps);
    expect(again.outcomes).toEqual([]);
    expect(payouts.transfers.size).toBe(1);
  });

  it('holds a designer whose payouts are not enabled, and pays them once they are', async () => {
    const { deps, payouts, earnings, payoutAccounts } = setUp([createEarning()], { ada: false });
    expect((await payDesigners(deps)).outcomes).toEqual([{ designerUid: 'ada', outcome: 'held', amountCents: 0, transferId: null }]);
    expect(statuses(earnings)).toEqual({ review_r1: ['held', null] });
    expect(payouts.transfers.size).toBe(0);

    await payoutAccounts.recordStatus('acct_ada', { payoutsEnabled: true, detailsSubmitted: true, at: DEC_1 });
    const january = new Date('2027-01-01T06:00:00Z');
    expect((await payDesigners({ ...deps, now: () => january })).outcomes).toEqual([
      { designerUid: 'ada', outcome: 'paid', amountCents: 1500, transferId: 'tr_1' },
    ]);
    expect(payouts.transfers.get('payout_ada_2026-12')?.amountCents).toBe(1500);
    expect(statuses(earnings)).toEqual({ review_r1: ['paid', 'ada_2026-12'] });
  });

  it('a designer without a payout account is held too', async () => {
    const { deps, earnings } = setUp([createEarning({ designerUid: 'bea' })], {});
    expect((await payDesigners(deps)).outcomes).toEqual([{ designerUid: 'bea', outcome: 'held', amountCents: 0, transferId: null }]);
    expect(statuses(earnings)).toEqual({ review_r1: ['held', null] });
  });

  it('leaves a sum of zero or less pending', async () => {
    const { deps, payouts, earnings } = setUp([
      createEarning(),
      createEarning({ id: 'reversal_review_r1', amountCents: -1500, reversalOf: 'review_r1' }),
    ]);
    expect((await payDesigners(deps)).outcomes).toEqual([{ designerUid: 'ada', outcome: 'skipped', amountCents: 0, transferId: null }]);
    expect(payouts.transfers.size).toBe(0);
    expect(statuses(earnings)).toEqual({ review_r1: ['pending', null], reversal_review_r1: ['pending', null] });
  });

  it('a transfer that fails leaves the claim, which a later sweep finishes with the same key', async () => {
    const { deps, payouts, earnings } = setUp([createEarning()]);
    const failing = { ...payouts, transfer: async () => Promise.reject(new Error('Stripe is down')) };
    expect((await payDesigners({ ...deps, payouts: failing })).outcomes).toEqual([
      { designerUid: 'ada', outcome: 'failed', amountCents: 0, transferId: null },
    ]);
    expect(statuses(earnings)).toEqual({ review_r1: ['pending', 'ada_2026-11'] });
    // Within the lease another sweep leaves it alone; after it, the claim is finished.
    expect((await payDesigners({ ...deps, now: () => new Date(DEC_1.getTime() + 60_000) })).outcomes[0]?.outcome).toBe('skipped');
    const later = new Date(DEC_1.getTime() + PAYOUT_CLAIM_LEASE_MS + 1);
    expect((await payDesigners({ ...deps, now: () => later })).outcomes).toEqual([
      { designerUid: 'ada', outcome: 'paid', amountCents: 1500, transferId: 'tr_1' },
    ]);
    expect(statuses(earnings)).toEqual({ review_r1: ['paid', 'ada_2026-11'] });
    expect(payouts.transfers.size).toBe(1);
  });

  it('holds the consultations that ended first, so their earnings are paid', async () => {
    const { deps, consultations, payouts, earnings } = setUp([]);
    const consultation: ConsultationRecord = {
      id: 'k1',
      memberUid: 'maya',
      memberName: 'Maya',
      designerUid: 'ada',
      designerName: 'Ada Lind',
      designerTimeZone: 'UTC',
      memberTimeZone: 'UTC',
      meetingUrl: 'https://meet.test/ada',
      status: 'confirmed',
      start: new Date('2026-11-28T10:00:00Z'),
      minutes: 60,
      brief: '',
      boards: [{ id: 'b1', title: 'Green kitchen' }],
      notes: null,
      sequence: 0,
      periodKey: 'platinum-2026-11-01',
      cancelledBy: null,
      remindersSent: [],
      createdAt: new Date('2026-11-20T10:00:00Z'),
    };
    consultations.byId.set('k1', consultation);
    expect((await payDesigners(deps)).outcomes).toEqual([{ designerUid: 'ada', outcome: 'paid', amountCents: 4500, transferId: 'tr_1' }]);
    expect(earnings.lines.get('consultation_k1')).toMatchObject({ title: 'Green kitchen', period: '2026-11', status: 'paid' });
    expect(consultations.byId.get('k1')?.heldAt).toEqual(new Date('2026-11-28T11:00:00Z'));
    // Held once: the notes written afterwards hold nothing more.
    expect(await holdConsultation(deps, 'k1', DEC_1)).toBeNull();
    expect(payouts.transfers.size).toBe(1);
  });
});

describe('reverseMemberWork', () => {
  it('reverses the earnings of the member’s work in the refunded period, once', async () => {
    const { earnings } = setUp([
      createEarning(),
      createEarning({ id: 'review_r0', workId: 'r0', earnedAt: new Date('2026-10-20T12:00:00Z'), period: '2026-10' }),
      createEarning({ id: 'review_r5', workId: 'r5', memberUid: 'noah' }),
    ]);
    const period = { from: new Date('2026-11-05T00:00:00Z'), to: new Date('2026-12-05T00:00:00Z') };
    const now = new Date('2026-11-25T00:00:00Z');
    const lines = await reverseMemberWork({ earnings }, 'maya', period, now, 'refunded');
    expect(lines.map((line) => [line.id, line.amountCents, line.period])).toEqual([['reversal_review_r1', -1500, '2026-11']]);
    expect(await reverseMemberWork({ earnings }, 'maya', period, now, 'refunded')).toEqual([]);
    expect(earnings.lines.size).toBe(4);
  });
});

describe('reverseWorkEarning', () => {
  it('reverses one held consultation’s earning once (an emergency cancel); work that earned nothing writes nothing', async () => {
    const { earnings } = setUp([
      createEarning({ id: 'consultation_k1', kind: 'consultation', workId: 'k1', status: 'paid', payoutId: 'ada_2026-11' }),
    ]);
    const now = new Date('2026-12-03T00:00:00Z');
    const work = { kind: 'consultation' as const, id: 'k1', memberUid: 'maya' };
    expect(await reverseWorkEarning({ earnings }, work, now, 'emergency cancel')).toEqual([
      createEarning({
        id: 'reversal_consultation_k1',
        kind: 'consultation',
        workId: 'k1',
        amountCents: -1500,
        period: '2026-12',
        earnedAt: now,
        reversalOf: 'consultation_k1',
      }),
    ]);
    expect(await reverseWorkEarning({ earnings }, work, now, 'emergency cancel')).toEqual([]);
    expect(await reverseWorkEarning({ earnings }, { ...work, id: 'k2' }, now, 'emergency cancel')).toEqual([]);
  });
});
