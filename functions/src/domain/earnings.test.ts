import { describe, expect, it } from 'vitest';
import { DESIGNER_RATES } from '../contracts/membership-tiers.js';
import type { ProjectBrief } from '../contracts/projects.js';
import {
  centsAsDollars,
  consultationEarning,
  consultationRate,
  decidePayout,
  earningsCsv,
  earningTotals,
  PAYOUT_CLAIM_LEASE_MS,
  payoutAccountStatus,
  periodOf,
  periodReport,
  previousPeriod,
  projectEarning,
  reversalsOf,
  reviewEarning,
  type EarningLine,
  type HoldableConsultation,
  type PayoutRecord,
} from './earnings.js';
import { newProject, type ProjectRecord } from './projects.js';
import { newReview, type ReviewRecord } from './reviews.js';

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour));
const NOV_20 = at(20);

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
    earnedAt: NOV_20,
    status: 'pending',
    payoutId: null,
    reversalOf: null,
    ...overrides,
  };
}

function createReview(overrides: Partial<ReviewRecord> = {}): ReviewRecord {
  const request = { boardId: 'b1', memberUid: 'maya', memberName: 'Maya', boardTitle: 'Calm bedroom', question: 'Rug?' };
  return { ...newReview('r1', request, 'basic-2026-11', at(1)), designerUid: 'ada', designerName: 'Ada Lind', ...overrides };
}

const BRIEF: ProjectBrief = {
  rooms: [{ function: 'Sleep', size: 'Queen Size', style: 'Natural Tones' }],
  photoBoardIds: [],
  layout: null,
  budgetUsd: 3000,
  likedBoardIds: [],
  notes: '',
};

function createProject(overrides: Partial<ProjectRecord> = {}): ProjectRecord {
  return { id: 'p1', ...newProject({ uid: 'maya', name: 'Maya' }, BRIEF, 'platinum-2026-11-01', at(1)), designerUid: 'ada', ...overrides };
}

function createConsultation(overrides: Partial<HoldableConsultation> = {}): HoldableConsultation {
  return {
    id: 'k1',
    memberUid: 'maya',
    designerUid: 'ada',
    status: 'confirmed',
    start: at(20, 10),
    minutes: 30,
    boards: [],
    heldAt: null,
    ...overrides,
  };
}

describe('periods', () => {
  it('is the UTC month, and the sweep pays the month before', () => {
    expect(periodOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(periodOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    expect(previousPeriod(new Date('2026-12-01T06:00:00Z'))).toBe('2026-11');
    expect(previousPeriod(new Date('2027-01-15T00:00:00Z'))).toBe('2026-12');
  });
});

describe('which rate', () => {
  it('pays a consultation by its length, a length between two by the shorter one', () => {
    expect(consultationRate(DESIGNER_RATES, 30)).toBe(2500);
    expect(consultationRate(DESIGNER_RATES, 60)).toBe(4500);
    expect(consultationRate(DESIGNER_RATES, 45)).toBe(2500);
    expect(consultationRate(DESIGNER_RATES, 20)).toBe(0);
  });

  it('a first delivery earns the review rate; a revision earns nothing more', () => {
    const first = reviewEarning(createReview({ status: 'claimed' }), createReview({ status: 'delivered' }), NOV_20);
    expect(first).toEqual(createEarning({ title: 'Calm bedroom' }));
    expect(reviewEarning(createReview({ status: 'revision-asked' }), createReview({ status: 'revised' }), NOV_20)).toBeNull();
    expect(reviewEarning(createReview({ status: 'delivered' }), createReview({ status: 'delivered' }), NOV_20)).toBeNull();
  });

  it('the operator’s rates are the ones written', () => {
    const rates = { ...DESIGNER_RATES, review: 2000 };
    expect(reviewEarning(createReview({ status: 'claimed' }), createReview({ status: 'delivered' }), NOV_20, rates)?.amountCents).toBe(
      2000,
    );
  });

  it('a project earns when the member closes (rates) it, once', () => {
    const line = projectEarning(createProject({ status: 'delivered' }), createProject({ status: 'rated' }), NOV_20);
    expect(line).toMatchObject({ id: 'project_p1', kind: 'project', amountCents: 15000, title: 'Bedroom', designerUid: 'ada' });
    expect(projectEarning(createProject({ status: 'rated' }), createProject({ status: 'rated' }), NOV_20)).toBeNull();
    expect(projectEarning(createProject({ status: 'delivered' }), createProject({ status: 'revision-asked' }), NOV_20)).toBeNull();
  });

  it('a consultation is held once its end has passed, earned at its end', () => {
    const consultation = createConsultation({ boards: [{ title: 'Green kitchen' }] });
    expect(consultationEarning(consultation, at(20, 10))).toBeNull();
    const line = consultationEarning(consultation, at(21));
    expect(line).toMatchObject({
      id: 'consultation_k1',
      amountCents: 2500,
      title: 'Green kitchen',
      earnedAt: new Date('2026-11-20T10:30:00Z'),
    });
    expect(consultationEarning({ ...consultation, heldAt: at(21) }, at(22))).toBeNull();
    expect(consultationEarning({ ...consultation, status: 'cancelled' }, at(22))).toBeNull();
  });

  it('a consultation ended on the last evening of a month counts in that month, held after it', () => {
    const line = consultationEarning(createConsultation({ start: new Date('2026-11-30T23:00:00Z'), minutes: 60 }), at(31));
    expect(line).toMatchObject({ period: '2026-12', amountCents: 4500 });
    const before = consultationEarning(createConsultation({ start: new Date('2026-11-30T22:00:00Z'), minutes: 60 }), at(31));
    expect(before?.period).toBe('2026-11');
  });
});

describe('which lines to reverse', () => {
  const now = at(25);

  it('reverses each earned line once, in its period while no payout has claimed it', () => {
    const lines = reversalsOf([createEarning(), createEarning({ id: 'project_p1', status: 'held', amountCents: 15000 })], new Set(), now);
    expect(lines).toEqual([
      createEarning({ id: 'reversal_review_r1', amountCents: -1500, earnedAt: now, reversalOf: 'review_r1' }),
      createEarning({ id: 'reversal_project_p1', amountCents: -15000, earnedAt: now, status: 'held', reversalOf: 'project_p1' }),
    ]);
  });

  it('a line paid (or claimed by a payout) is reversed in the current period, from the next payout', () => {
    const later = new Date('2026-12-03T00:00:00Z');
    const [paid] = reversalsOf([createEarning({ status: 'paid', payoutId: 'ada_2026-11' })], new Set(), later);
    expect(paid).toMatchObject({ period: '2026-12', status: 'pending', payoutId: null, amountCents: -1500 });
    const [claimed] = reversalsOf([createEarning({ payoutId: 'ada_2026-11' })], new Set(), later);
    expect(claimed).toMatchObject({ period: '2026-12', status: 'pending' });
  });

  it('skips what is reversed already and the reversals themselves', () => {
    expect(reversalsOf([createEarning()], new Set(['reversal_review_r1']), now)).toEqual([]);
    expect(reversalsOf([createEarning({ id: 'reversal_x', amountCents: -1500, reversalOf: 'x' })], new Set(), now)).toEqual([]);
  });
});

describe('what a payout pays', () => {
  const now = new Date('2026-12-01T06:00:00Z');
  const decide = (lines: EarningLine[], payoutsEnabled = true, existing: PayoutRecord | null = null) =>
    decidePayout({ designerUid: 'ada', period: '2026-11', lines, existing, payoutsEnabled, now });

  it('pays every unpaid line of the period and before (reversals included) in one payout', () => {
    const lines = [
      createEarning(),
      createEarning({ id: 'review_r0', period: '2026-10', status: 'held' }),
      createEarning({ id: 'reversal_review_r0', period: '2026-10', amountCents: -1500, reversalOf: 'review_r0' }),
      createEarning({ id: 'project_p1', amountCents: 15000 }),
      createEarning({ id: 'review_r9', period: '2026-12' }),
      createEarning({ id: 'review_r8', status: 'paid', payoutId: 'ada_2026-10' }),
      createEarning({ id: 'review_r7', designerUid: 'bea' }),
    ];
    expect(decide(lines)).toEqual({
      kind: 'pay',
      payout: {
        id: 'ada_2026-11',
        designerUid: 'ada',
        period: '2026-11',
        amountCents: 16500,
        lineIds: ['project_p1', 'reversal_review_r0', 'review_r0', 'review_r1'],
        status: 'claimed',
        claimedAt: now,
        transferId: null,
        paidAt: null,
      },
    });
  });

  it('holds the pending lines of a designer whose payouts are not enabled', () => {
    expect(decide([createEarning(), createEarning({ id: 'review_r0', status: 'held' })], false)).toEqual({
      kind: 'hold',
      lineIds: ['review_r1'],
    });
    expect(decide([createEarning({ status: 'held' })], false)).toEqual({ kind: 'skip', why: 'nothing' });
  });

  it('leaves a sum of zero or less pending', () => {
    const lines = [createEarning(), createEarning({ id: 'reversal_x', amountCents: -3000, reversalOf: 'x' })];
    expect(decide(lines)).toEqual({ kind: 'skip', why: 'not-positive' });
  });

  it('pays a period once: a paid payout is skipped, a fresh claim is left to its sweep, a stale one is finished', () => {
    const payout: PayoutRecord = {
      id: 'ada_2026-11',
      designerUid: 'ada',
      period: '2026-11',
      amountCents: 1500,
      lineIds: ['review_r1'],
      status: 'claimed',
      claimedAt: new Date(now.getTime() - 1000),
      transferId: null,
      paidAt: null,
    };
    expect(decide([createEarning()], true, { ...payout, status: 'paid' })).toEqual({ kind: 'skip', why: 'paid' });
    expect(decide([createEarning()], true, payout)).toEqual({ kind: 'skip', why: 'claimed' });
    const stale = { ...payout, claimedAt: new Date(now.getTime() - PAYOUT_CLAIM_LEASE_MS) };
    expect(decide([], true, stale)).toEqual({ kind: 'pay', payout: { ...stale, claimedAt: now } });
  });

  it('has nothing to do without unpaid lines', () => {
    expect(decide([createEarning({ status: 'paid', payoutId: 'p' })])).toEqual({ kind: 'skip', why: 'nothing' });
  });
});

describe('what the pages show', () => {
  it('totals this period, what waits and what was paid', () => {
    const lines = [
      createEarning(),
      createEarning({ id: 'b', period: '2026-10', status: 'paid', amountCents: 4500 }),
      createEarning({ id: 'c', period: '2026-10', status: 'held', amountCents: 2500 }),
    ];
    expect(earningTotals(lines, NOV_20)).toEqual({ period: '2026-11', thisPeriodCents: 1500, pendingCents: 4000, paidCents: 4500 });
  });

  it('reports each designer’s pending, paid and held sums', () => {
    const report = periodReport([
      createEarning(),
      createEarning({ id: 'b', status: 'paid', amountCents: 4500 }),
      createEarning({ id: 'c', designerUid: 'bea', status: 'held', amountCents: 2500 }),
    ]);
    expect(Object.fromEntries(report)).toEqual({
      ada: { pendingCents: 1500, paidCents: 4500, heldCents: 0 },
      bea: { pendingCents: 0, paidCents: 0, heldCents: 2500 },
    });
  });

  it('says whether payouts are set up', () => {
    expect(payoutAccountStatus(null)).toBe('none');
    expect(payoutAccountStatus({ payoutsEnabled: false })).toBe('onboarding');
    expect(payoutAccountStatus({ payoutsEnabled: true })).toBe('enabled');
  });

  it('writes amounts in dollars with two decimals, quoting what needs it', () => {
    expect([centsAsDollars(1500), centsAsDollars(-1505), centsAsDollars(7), centsAsDollars(0)]).toEqual([
      '15.00',
      '-15.05',
      '0.07',
      '0.00',
    ]);
    const csv = earningsCsv([
      { date: '2026-11-20', period: '2026-11', kind: 'review', work: 'Bed, "calm"', member: 'Maya T.', amountCents: 1500, status: 'paid' },
    ]);
    expect(csv).toBe('date,period,kind,work,member,amount_usd,status\r\n2026-11-20,2026-11,review,"Bed, ""calm""",Maya T.,15.00,paid\r\n');
  });
});
