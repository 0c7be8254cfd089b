import type { DesignerRates } from '../../contracts/membership-tiers.js';
import { consultationEarning, earningId, isHoldable, reversalsOf, type EarningKind, type EarningLine } from '../../domain/earnings.js';
import type { Consultations } from '../../ports/consultations.port.js';
import type { EarningsLedger } from '../../ports/earnings.port.js';
import type { PayoutAccounts } from '../../ports/payouts.port.js';
import { earningLogs } from '../earnings.logs.js';

/** How far back a sweep looks for consultations not yet held (it runs monthly; a missed month is still found). */
const HOLD_LOOKBACK_MS = 62 * 86_400_000;

export interface HoldDeps {
  consultations: Pick<Consultations, 'hold' | 'startingBetween'>;
  rates?: DesignerRates;
}

/**
 * Holds one consultation if it is over: marked held and its earning written in one transaction; idempotent (a held
 * one is not held again). The designer's notes after the call and the payout sweep both run it.
 */
export async function holdConsultation(deps: HoldDeps, consultationId: string, now: Date): Promise<EarningLine | null> {
  const line = await deps.consultations.hold(consultationId, (consultation) => consultationEarning(consultation, now, deps.rates));
  if (line) earningLogs.consultationHeld(consultationId, line.designerUid, line.amountCents);
  return line;
}

/** Holds every confirmed consultation that ended by `now` and is not held yet. */
export async function holdEndedConsultations(deps: HoldDeps, now: Date): Promise<EarningLine[]> {
  const recent = await deps.consultations.startingBetween(new Date(now.getTime() - HOLD_LOOKBACK_MS), now);
  const held = await Promise.all(
    recent.filter((consultation) => isHoldable(consultation, now)).map((b) => holdConsultation(deps, b.id, now)),
  );
  return held.filter((line): line is EarningLine => line !== null);
}

/** The member's period was refunded (or disputed): the earnings of their work finished in [from, to) are reversed. */
export async function reverseMemberWork(
  deps: { earnings: Pick<EarningsLedger, 'reverseMemberWork'> },
  memberUid: string,
  period: { from: Date; to: Date },
  now: Date,
  why: string,
): Promise<EarningLine[]> {
  const lines = await deps.earnings.reverseMemberWork(memberUid, period.from, period.to, (earned, reversed) =>
    reversalsOf(earned, reversed, now),
  );
  if (lines.length) earningLogs.reversed(memberUid, lines.length, why);
  return lines;
}

/**
 * One piece of work's earning is reversed (an emergency cancel of a consultation already held): its negative line,
 * written once. Nothing when it earned nothing.
 */
export async function reverseWorkEarning(
  deps: { earnings: Pick<EarningsLedger, 'reverseWork'> },
  work: { kind: EarningKind; id: string; memberUid: string },
  now: Date,
  why: string,
): Promise<EarningLine[]> {
  const lines = await deps.earnings.reverseWork(earningId(work.kind, work.id), (earned, reversed) => reversalsOf(earned, reversed, now));
  if (lines.length) earningLogs.reversed(work.memberUid, lines.length, why);
  return lines;
}

/** account.updated: whether the designer's Express account can be paid, as Stripe says it now. */
export async function recordPayoutAccount(
  deps: { payoutAccounts: Pick<PayoutAccounts, 'recordStatus'> },
  account: { id: string; payoutsEnabled: boolean; detailsSubmitted: boolean },
  at: Date,
): Promise<boolean> {
  const known = await deps.payoutAccounts.recordStatus(account.id, { ...account, at });
  earningLogs.accountStatus(account.id, account.payoutsEnabled, known);
  return known;
}
