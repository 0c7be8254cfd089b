import type { PayoutRun } from '../contracts/earnings.js';
import { PERIOD_NOT_CLOSABLE } from '../contracts/earnings.js';
import { decidePayout, payoutIdempotencyKey, periodOf, previousPeriod } from '../domain/earnings.js';
import { AppError, badRequest } from '../domain/errors.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { EarningsLedger } from '../ports/earnings.port.js';
import type { PayoutAccounts, PayoutGateway } from '../ports/payouts.port.js';
import { holdEndedConsultations, type HoldDeps } from './steps/earnings.js';
import { earningLogs } from './earnings.logs.js';
import { nowOf } from './steps/clock.js';

export interface PayDesignersDeps extends HoldDeps {
  earnings: Pick<EarningsLedger, 'unpaid' | 'claimPayout' | 'settlePayout'>;
  payoutAccounts: Pick<PayoutAccounts, 'all'>;
  /** Null without Stripe keys: every designer is held. */
  payouts: PayoutGateway | null;
  now?: () => Date;
}

/**
 * The monthly payout sweep for the period before `now`'s (or `close`, up to the current one). Consultations that ended are held first (their earnings
 * written). Then, per designer with lines still unpaid from that period or before: one transfer of their sum, with
 * the idempotency key of designer and period, when payouts are enabled; held when they are not (a later sweep pays
 * them). Each designer's period is claimed in a transaction (`payouts/{uid}_{period}`) before the transfer, so two
 * sweeps at once pay once; a sweep that stopped between transfer and marking is finished by the next one, whose
 * transfer, with the same key, is the same transfer.
 */
/**
 * A claim whose transaction gave up (it lost to another sweep's on the same designer) is asked again: it then reads
 * that sweep's claim and skips. A domain error is not retried.
 */
async function claimOnce<T>(claim: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await claim();
    } catch (error) {
      if (error instanceof AppError || attempt >= attempts) throw error;
    }
  }
}

export async function payDesigners(deps: PayDesignersDeps, close?: string): Promise<PayoutRun> {
  const now = nowOf(deps);
  // An admin may close the current month early (its later lines wait for the next sweep); never a month to come.
  const period = close ?? previousPeriod(now);
  if (period > periodOf(now)) throw badRequest(PERIOD_NOT_CLOSABLE);
  await holdEndedConsultations(deps, now);
  const unpaid = await deps.earnings.unpaid();
  const designers = [...new Set(unpaid.filter((line) => line.period <= period).map((line) => line.designerUid))].sort();
  const accounts = new Map((await deps.payoutAccounts.all()).map((account) => [account.uid, account]));
  const outcomes: PayoutRun['outcomes'] = [];
  for (const designerUid of designers) {
    const account = accounts.get(designerUid);
    const enabled = Boolean(deps.payouts && account?.payoutsEnabled);
    try {
      const decision = await claimOnce(() =>
        deps.earnings.claimPayout(designerUid, period, (existing, lines) =>
          decidePayout({ designerUid, period, lines, existing, payoutsEnabled: enabled, now }),
        ),
      );
      if (decision.kind === 'hold') {
        earningLogs.payoutHeld(designerUid, period, decision.lineIds.length);
        outcomes.push({ designerUid, outcome: 'held', amountCents: 0, transferId: null });
        continue;
      }
      if (decision.kind === 'skip') {
        outcomes.push({ designerUid, outcome: 'skipped', amountCents: 0, transferId: null });
        continue;
      }
      if (!deps.payouts || !account) throw new Error(`designer ${designerUid} has a claimed payout but no payout account`);
      const { payout } = decision;
      const transfer = await deps.payouts.transfer({
        destination: account.accountId,
        amountCents: payout.amountCents,
        currency: 'usd',
        idempotencyKey: payoutIdempotencyKey(designerUid, period),
        metadata: { designerUid, period, payoutId: payout.id },
      });
      await deps.earnings.settlePayout(payout.id, transfer.id, now);
      earningLogs.payoutMade(designerUid, period, payout.amountCents, transfer.id);
      outcomes.push({ designerUid, outcome: 'paid', amountCents: payout.amountCents, transferId: transfer.id });
    } catch (error) {
      // One designer's failure leaves their claim for the next sweep; the others are still paid.
      earningLogs.payoutFailed(designerUid, period, error);
      outcomes.push({ designerUid, outcome: 'failed', amountCents: 0, transferId: null });
    }
  }
  return { period, outcomes };
}

/**
 * POST /api/admin/payouts/run: the sweep for `period` (the month before by default), run by an admin; one audit line
 * says what it paid.
 */
export async function runPayouts(
  deps: PayDesignersDeps & { auditLog: AuditLog },
  adminUid: string,
  period: string | undefined,
): Promise<PayoutRun> {
  const now = nowOf(deps);
  const run = await payDesigners(deps, period);
  const count = (outcome: string) => run.outcomes.filter((o) => o.outcome === outcome).length;
  await deps.auditLog.append({
    at: now,
    actorUid: adminUid,
    action: 'run-payouts',
    target: { kind: 'payouts', id: run.period },
    reason: null,
    details: {
      paid: count('paid'),
      held: count('held'),
      failed: count('failed'),
      amountCents: run.outcomes.reduce((sum, o) => sum + o.amountCents, 0),
    },
  });
  return run;
}
