import { boardName } from '../contracts/board-name.js';
import { DESIGNER_RATES, type DesignerRates } from '../contracts/membership-tiers.js';
import type { ProjectRecord } from './projects.js';
import type { ReviewRecord } from './reviews.js';

export const EARNING_KINDS = ['review', 'consultation', 'project'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];
type EarningStatus = 'pending' | 'paid' | 'held';

/** `earnings/{id}`: one ledger line, in integer cents; a reversal is a negative line naming the one it reverses. */
export interface EarningLine {
  id: string;
  designerUid: string;
  kind: EarningKind;
  workId: string;
  /** The work's title as it was finished (the review's board, the consultation's first board, the project's first room). */
  title: string;
  memberUid: string;
  amountCents: number;
  currency: 'usd';
  /** The UTC month it was earned (or, for a reversal, the month it counts in), 'YYYY-MM'. */
  period: string;
  earnedAt: Date;
  status: EarningStatus;
  /** Set when a payout claims the line (still pending until the transfer is made), kept once paid. */
  payoutId: string | null;
  reversalOf: string | null;
}

/** A consultation as the ledger sees it: confirmed, its end passed, and not yet held. */
export interface HoldableConsultation {
  id: string;
  memberUid: string;
  designerUid: string;
  status: string;
  start: Date;
  minutes: number;
  boards: { title: string }[];
  heldAt?: Date | null;
}

/** 'YYYY-MM' of the UTC month `date` falls in. */
export function periodOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month before `now`'s, 'YYYY-MM': the period a sweep on the 1st pays. */
export function previousPeriod(now: Date): string {
  return periodOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

/** The rate of a consultation: its length's, else the longest listed length shorter than it (none shorter: 0). */
export function consultationRate(rates: DesignerRates, minutes: number): number {
  const lengths = Object.keys(rates.consultation)
    .map(Number)
    .filter((length) => length <= minutes)
    .sort((a, b) => b - a);
  return lengths.length ? rates.consultation[lengths[0]!]! : 0;
}

export const earningId = (kind: EarningKind, workId: string) => `${kind}_${workId}`;
const reversalId = (earning: Pick<EarningLine, 'id'>) => `reversal_${earning.id}`;

/** What a line says its work is when the work has no title of its own. */
const WORK_TITLES: Record<EarningKind, string> = { review: 'Board review', consultation: 'Consultation', project: 'Design project' };

function line(
  kind: EarningKind,
  work: { id: string; designerUid: string; memberUid: string; title: string },
  amountCents: number,
  now: Date,
): EarningLine {
  return {
    id: earningId(kind, work.id),
    designerUid: work.designerUid,
    kind,
    workId: work.id,
    title: work.title.trim() || WORK_TITLES[kind],
    memberUid: work.memberUid,
    amountCents,
    currency: 'usd',
    period: periodOf(now),
    earnedAt: now,
    status: 'pending',
    payoutId: null,
    reversalOf: null,
  };
}

/** The first delivery of a review earns the review rate; a revision (or anything else) earns nothing. */
export function reviewEarning(before: ReviewRecord | null, after: ReviewRecord, now: Date, rates = DESIGNER_RATES): EarningLine | null {
  if (before?.status !== 'claimed' || after.status !== 'delivered' || !after.designerUid) return null;
  const work = { id: after.id, designerUid: after.designerUid, memberUid: after.memberUid, title: after.boardTitle };
  return line('review', work, rates.review, now);
}

/** A project earns the project rate when the member closes it (rates it). */
export function projectEarning(before: ProjectRecord | null, after: ProjectRecord, now: Date, rates = DESIGNER_RATES): EarningLine | null {
  if (!before || before.status === 'rated' || after.status !== 'rated' || !after.designerUid) return null;
  const room = after.brief.rooms[0]?.function;
  const work = {
    id: after.id,
    designerUid: after.designerUid,
    memberUid: after.memberUid,
    title: room ? boardName({ functionName: room }) : '',
  };
  return line('project', work, rates.project, now);
}

/** Whether a consultation is held by `now`: confirmed, its end passed, not marked held yet. */
export function isHoldable(consultation: HoldableConsultation, now: Date): boolean {
  return (
    consultation.status === 'confirmed' &&
    !consultation.heldAt &&
    consultation.start.getTime() + consultation.minutes * 60_000 <= now.getTime()
  );
}

/**
 * A held consultation earns the rate of its length, earned when the call ended (a sweep that holds it later still
 * counts it in that month); null when it is not holdable (already held, cancelled, not over).
 */
export function consultationEarning(consultation: HoldableConsultation, now: Date, rates = DESIGNER_RATES): EarningLine | null {
  if (!isHoldable(consultation, now)) return null;
  const work = { ...consultation, title: consultation.boards[0]?.title ?? '' };
  return line(
    'consultation',
    work,
    consultationRate(rates, consultation.minutes),
    new Date(consultation.start.getTime() + consultation.minutes * 60_000),
  );
}

/** Whether a line still waits for a payout: not paid and not claimed by one. */
const isUnpaid = (earning: EarningLine) => earning.status !== 'paid' && earning.payoutId === null;

/**
 * The negative lines that reverse `earned` (a refund of the member's period, an emergency cancel): one per original
 * line not reversed yet. A reversal of a line no payout has claimed counts in the same period with the same status, so
 * they net out in one payout; one of a line paid (or being paid) counts now, taken from the designer's next payout.
 */
export function reversalsOf(earned: EarningLine[], reversed: ReadonlySet<string>, now: Date): EarningLine[] {
  return earned
    .filter((original) => original.amountCents > 0 && original.reversalOf === null && !reversed.has(reversalId(original)))
    .map((original) => {
      const open = isUnpaid(original);
      return {
        ...original,
        id: reversalId(original),
        amountCents: -original.amountCents,
        period: open ? original.period : periodOf(now),
        earnedAt: now,
        status: open ? original.status : 'pending',
        payoutId: null,
        reversalOf: original.id,
      };
    });
}

const payoutId = (designerUid: string, period: string) => `${designerUid}_${period}`;
export const payoutIdempotencyKey = (designerUid: string, period: string) => `payout_${designerUid}_${period}`;

/** `payouts/{uid}_{period}`: a sweep's claim of one designer's period, then its transfer. */
export interface PayoutRecord {
  id: string;
  designerUid: string;
  period: string;
  amountCents: number;
  lineIds: string[];
  status: 'claimed' | 'paid';
  claimedAt: Date;
  transferId: string | null;
  paidAt: Date | null;
}

/** A claim older than this belongs to a sweep that stopped: the next sweep finishes it (same idempotency key). */
export const PAYOUT_CLAIM_LEASE_MS = 10 * 60_000;

export type PayoutDecision =
  | { kind: 'pay'; payout: PayoutRecord }
  | { kind: 'hold'; lineIds: string[] }
  | { kind: 'skip'; why: 'nothing' | 'not-positive' | 'paid' | 'claimed' };

/**
 * What a sweep does for one designer and the period it pays (`period`, the month before the sweep's): every line
 * still unpaid from that period or before is paid in one transfer when payouts are enabled and the sum is positive
 * (a sum of zero or less stays pending); held when they are not. A payout of the period already made is not made
 * again; one claimed by a sweep still running is left to it, one claimed longer ago than the lease is finished.
 */
export function decidePayout(input: {
  designerUid: string;
  period: string;
  lines: EarningLine[];
  existing: PayoutRecord | null;
  payoutsEnabled: boolean;
  now: Date;
}): PayoutDecision {
  const { designerUid, period, existing, now } = input;
  if (existing?.status === 'paid') return { kind: 'skip', why: 'paid' };
  if (existing) {
    if (now.getTime() - existing.claimedAt.getTime() < PAYOUT_CLAIM_LEASE_MS) return { kind: 'skip', why: 'claimed' };
    return { kind: 'pay', payout: { ...existing, claimedAt: now } };
  }
  const due = input.lines.filter((earning) => earning.designerUid === designerUid && isUnpaid(earning) && earning.period <= period);
  if (!due.length) return { kind: 'skip', why: 'nothing' };
  if (!input.payoutsEnabled) {
    const pending = due.filter((earning) => earning.status === 'pending');
    return pending.length ? { kind: 'hold', lineIds: pending.map((earning) => earning.id) } : { kind: 'skip', why: 'nothing' };
  }
  const amountCents = due.reduce((sum, earning) => sum + earning.amountCents, 0);
  if (amountCents <= 0) return { kind: 'skip', why: 'not-positive' };
  return {
    kind: 'pay',
    payout: {
      id: payoutId(designerUid, period),
      designerUid,
      period,
      amountCents,
      lineIds: due.map((earning) => earning.id).sort(),
      status: 'claimed',
      claimedAt: now,
      transferId: null,
      paidAt: null,
    },
  };
}

/** The designer's payout set-up as their account shows it: none, onboarding not finished, or payouts enabled. */
type PayoutAccountStatus = 'none' | 'onboarding' | 'enabled';

export function payoutAccountStatus(account: { payoutsEnabled: boolean } | null): PayoutAccountStatus {
  if (!account) return 'none';
  return account.payoutsEnabled ? 'enabled' : 'onboarding';
}

/** Totals of a designer's lines: this period's earnings, what waits (pending or held) and what was paid. */
export function earningTotals(lines: EarningLine[], now: Date) {
  const period = periodOf(now);
  const sum = (which: EarningLine[]) => which.reduce((total, earning) => total + earning.amountCents, 0);
  return {
    period,
    thisPeriodCents: sum(lines.filter((earning) => earning.period === period)),
    pendingCents: sum(lines.filter((earning) => earning.status !== 'paid')),
    paidCents: sum(lines.filter((earning) => earning.status === 'paid')),
  };
}

/** Per designer, one period's lines: pending, paid and held sums. */
export function periodReport(lines: EarningLine[]): Map<string, { pendingCents: number; paidCents: number; heldCents: number }> {
  const report = new Map<string, { pendingCents: number; paidCents: number; heldCents: number }>();
  for (const earning of lines) {
    const row = report.get(earning.designerUid) ?? { pendingCents: 0, paidCents: 0, heldCents: 0 };
    if (earning.status === 'paid') row.paidCents += earning.amountCents;
    else if (earning.status === 'held') row.heldCents += earning.amountCents;
    else row.pendingCents += earning.amountCents;
    report.set(earning.designerUid, row);
  }
  return report;
}

/** Cents as dollars with two decimals, for the CSV ('15.00', '-15.00'). */
export function centsAsDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const EARNINGS_CSV_HEADER = ['date', 'period', 'kind', 'work', 'member', 'amount_usd', 'status'] as const;

/** The Earnings page's CSV: a header row, then one row per line (amounts in dollars with 2 decimals). */
export function earningsCsv(
  rows: { date: string; period: string; kind: string; work: string; member: string; amountCents: number; status: string }[],
) {
  const lines = [EARNINGS_CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push([row.date, row.period, row.kind, row.work, row.member, centsAsDollars(row.amountCents), row.status].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
