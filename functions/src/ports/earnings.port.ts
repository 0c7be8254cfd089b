import type { EarningLine, PayoutDecision, PayoutRecord } from '../domain/earnings.js';

/**
 * `earnings/{id}` (the designers' ledger) and `payouts/{uid}_{period}` (a sweep's claim and transfer). The lines of
 * finished work are written by the repositories that finish it (reviews, projects, consultations), in their transaction.
 */
export interface EarningsLedger {
  /** The designer's lines, newest first, at most `limit`. */
  forDesigner(designerUid: string, limit: number): Promise<EarningLine[]>;
  /** Every designer's lines of one period. */
  inPeriod(period: string): Promise<EarningLine[]>;
  /** Lines not paid yet (pending or held), of every designer. */
  unpaid(): Promise<EarningLine[]>;
  /**
   * One transaction: the member's lines earned in [from, to) and which of them are reversed already; `decide` answers
   * the reversal lines to write (each written once: its id is the line's).
   */
  reverseMemberWork(
    memberUid: string,
    from: Date,
    to: Date,
    decide: (earned: EarningLine[], reversed: ReadonlySet<string>) => EarningLine[],
  ): Promise<EarningLine[]>;
  /**
   * One transaction: the line of one piece of work (`earningId`, none: empty) and whether it is reversed already;
   * `decide` answers the reversal to write (an emergency cancel of a held consultation).
   */
  reverseWork(earningId: string, decide: (earned: EarningLine[], reversed: ReadonlySet<string>) => EarningLine[]): Promise<EarningLine[]>;
  /**
   * One transaction on `payouts/{uid}_{period}`: the payout as stored and the designer's unpaid lines; `decide`
   * answers what to do, which is written: a payout claimed (its lines get its id), or lines held.
   */
  claimPayout(
    designerUid: string,
    period: string,
    decide: (existing: PayoutRecord | null, lines: EarningLine[]) => PayoutDecision,
  ): Promise<PayoutDecision>;
  /** One transaction: the claimed payout is paid by `transferId`, and its lines are marked paid. */
  settlePayout(payoutId: string, transferId: string, now: Date): Promise<void>;
}
