import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAYMENTS_NOT_CONFIGURED } from '../contracts/earnings.js';
import { DESIGNER_RATES } from '../contracts/membership-tiers.js';
import { centsAsDollars, type EarningLine } from '../domain/earnings.js';
import { createUser } from '../testing/factories.js';
import { memoryDesigners } from '../testing/memory-designers.js';
import { memoryEarnings, memoryPayoutAccounts, memoryPayoutGateway } from '../testing/memory-earnings.js';
import { memoryUsers } from '../testing/memory-repositories.js';
import {
  designerEarnings,
  designerEarningsCsv,
  payoutAccountOf,
  payoutReport,
  startOnboarding,
  type EarningsDeps,
} from './earnings.service.js';

const NOW = new Date('2026-11-26T12:00:00Z');

function createEarning(overrides: Partial<EarningLine> = {}): EarningLine {
  return {
    id: 'review_r1',
    designerUid: 'ada',
    kind: 'review',
    workId: 'r1',
    title: 'Calm bedroom',
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

async function setUp(lines: EarningLine[] = []) {
  const earnings = memoryEarnings();
  for (const line of lines) earnings.write(line);
  const designers = memoryDesigners();
  await designers.save('ada', { name: 'Ada Lind', bio: '', styles: [], meetingUrl: 'https://meet.example', timeZone: 'UTC' }, null);
  const payouts = memoryPayoutGateway();
  const deps: EarningsDeps = {
    earnings,
    payoutAccounts: memoryPayoutAccounts(),
    payouts,
    users: memoryUsers([createUser({ uid: 'maya', firstName: 'Maya', lastName: 'Tran' })]),
    designers,
    appOrigin: 'https://roomboard.test',
    now: () => NOW,
  };
  return { deps, payouts };
}

describe('onboarding', () => {
  it('makes one Express account per designer and links back to Get paid', async () => {
    const { deps } = await setUp();
    expect(await payoutAccountOf(deps, 'ada')).toEqual({ status: 'none', detailsSubmitted: false });
    const link = await startOnboarding(deps, { uid: 'ada', email: 'ada@example.com' });
    expect(link.url).toBe(`https://connect.test/setup/acct_ada?return=${encodeURIComponent('https://roomboard.test/designer/get-paid')}`);
    await startOnboarding(deps, { uid: 'ada', email: 'ada@example.com' });
    expect(await deps.payoutAccounts.all()).toEqual([
      { uid: 'ada', accountId: 'acct_ada', payoutsEnabled: false, detailsSubmitted: false, statusAt: null },
    ]);
    expect(await payoutAccountOf(deps, 'ada')).toEqual({ status: 'onboarding', detailsSubmitted: false });
  });

  it('answers 503 without Stripe', async () => {
    const { deps } = await setUp();
    await expect(startOnboarding({ ...deps, payouts: null }, { uid: 'ada', email: null })).rejects.toMatchObject({
      status: 503,
      message: PAYMENTS_NOT_CONFIGURED,
    });
  });
});

describe("the designer's earnings", () => {
  const lines = [
    createEarning(),
    createEarning({
      id: 'consultation_k1',
      kind: 'consultation',
      workId: 'k1',
      title: 'Green kitchen',
      amountCents: 4500,
      period: '2026-10',
      earnedAt: new Date('2026-10-28T11:00:00Z'),
      status: 'paid',
      payoutId: 'ada_2026-10',
    }),
    createEarning({ id: 'review_r9', designerUid: 'ben' }),
  ];

  it('totals this period, pending and paid, with each line’s work and the member’s public name', async () => {
    const { deps } = await setUp(lines);
    expect(await designerEarnings(deps, 'ada')).toEqual({
      period: '2026-11',
      thisPeriodCents: 1500,
      pendingCents: 1500,
      paidCents: 4500,
      currency: 'usd',
      lines: [
        {
          id: 'review_r1',
          kind: 'review',
          workId: 'r1',
          title: 'Calm bedroom',
          memberName: 'Maya T.',
          date: '2026-11-20T12:00:00.000Z',
          period: '2026-11',
          amountCents: 1500,
          status: 'pending',
          reversal: false,
        },
        {
          id: 'consultation_k1',
          kind: 'consultation',
          workId: 'k1',
          title: 'Green kitchen',
          memberName: 'Maya T.',
          date: '2026-10-28T11:00:00.000Z',
          period: '2026-10',
          amountCents: 4500,
          status: 'paid',
          reversal: false,
        },
      ],
    });
  });

  it('writes the same lines as CSV', async () => {
    const { deps } = await setUp(lines);
    expect(await designerEarningsCsv(deps, 'ada')).toBe(
      'date,period,kind,work,member,amount_usd,status\r\n' +
        '2026-11-20,2026-11,review,Calm bedroom,Maya T.,15.00,pending\r\n' +
        '2026-10-28,2026-10,consultation,Green kitchen,Maya T.,45.00,paid\r\n',
    );
  });

  it('reports a period per designer for admins', async () => {
    const { deps } = await setUp(lines);
    expect(await payoutReport(deps, '2026-11')).toEqual({
      period: '2026-11',
      designers: [
        { uid: 'ada', name: 'Ada Lind', pendingCents: 1500, paidCents: 0, heldCents: 0, account: 'none' },
        { uid: 'ben', name: 'ben', pendingCents: 1500, paidCents: 0, heldCents: 0, account: 'none' },
      ],
    });
    expect((await payoutReport(deps, undefined)).period).toBe('2026-11');
  });
});

describe('docs/designer-services.md', () => {
  it('shows the rate table as DESIGNER_RATES has it', () => {
    const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'designer-services.md'), 'utf8');
    const rates = doc
      .split('\n')
      .filter((line) => /^\| (a|an) .+\| \$[\d,.]+ +\|$/.test(line))
      .map((line) =>
        line
          .split('|')
          .map((cell) => cell.trim())
          .slice(1, 3),
      );
    const dollars = (cents: number) => `$${centsAsDollars(cents).replace(/\B(?=(\d{3})+(?!\d))/, ',')}`;
    expect(rates).toEqual([
      ['a board review (its first delivery)', dollars(DESIGNER_RATES.review)],
      ...Object.entries(DESIGNER_RATES.consultation).map(([minutes, cents]) => [`a ${minutes}-minute consultation`, dollars(cents)]),
      ['a design project (closed by a rating)', dollars(DESIGNER_RATES.project)],
    ]);
  });
});
