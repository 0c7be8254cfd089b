import { ALREADY_CANCELLED, type EmergencyCancelled } from '../contracts/service-console.js';
import { AppError, conflict } from '../domain/errors.js';
import { CONSULTATION_AUDIT_KIND, type AuditLog } from '../ports/audit-log.port.js';
import type { ConsultationRecord, Consultations } from '../ports/consultations.port.js';
import type { EarningsLedger } from '../ports/earnings.port.js';
import type { AnnounceDeps } from './steps/consultations.js';
import { reverseWorkEarning } from './steps/earnings.js';
import { tellParties } from './steps/service-events.js';
import { nowOf } from './steps/clock.js';

export interface EmergencyCancelDeps extends Pick<AnnounceDeps, 'mail' | 'notifications' | 'now'> {
  consultations: Pick<Consultations, 'cancel' | 'get'>;
  earnings: Pick<EarningsLedger, 'reverseWork'>;
  auditLog: AuditLog;
}

/** The steps after the cancellation; each writes once (the reversal's and the mails' and notifications' ids are fixed). */
async function reverseAndTell(deps: EmergencyCancelDeps, consultation: ConsultationRecord, now: Date) {
  const work = { kind: 'consultation' as const, id: consultation.id, memberUid: consultation.memberUid };
  const reversed = await reverseWorkEarning(deps, work, now, 'emergency cancel');
  await tellParties(deps, 'consultation.cancelled-by-roomboard', consultation);
  return reversed;
}

/**
 * Asked again after the cancellation: a cancelled consultation that was held can only have been cancelled here (the
 * sides' cut-off and a revocation stop before the start), so a run cut short after its transaction is finished (the
 * reversal and the telling, each written once) before the 409. Its audit line is not written again.
 */
async function finishCutShort(deps: EmergencyCancelDeps, id: string, now: Date) {
  const stored = await deps.consultations.get(id);
  if (stored?.status === 'cancelled' && stored.heldAt) await reverseAndTell(deps, stored, now);
}

/**
 * POST /api/admin/consultations/:id/cancel: an admin cancels a confirmed consultation whatever the time (the 24-hour
 * cut-off waived): before the call, or after it when it did not happen as it should. One transaction cancels it,
 * releases the slot and gives it back to the member; then the designer's earning for it, if it was held, is reversed
 * (once: a paid line comes off the next payout); both sides hear it from Roomboard; one audit line. 409 once cancelled.
 */
export async function emergencyCancel(
  deps: EmergencyCancelDeps,
  adminUid: string,
  id: string,
  reason: string,
): Promise<EmergencyCancelled> {
  const now = nowOf(deps);
  // The port records a cancellation as one side's; 'member' is the side that changes nothing else (a designer's
  // revocation re-announces the cancellations recorded as theirs). The audit line says who it was.
  const consultation = await deps.consultations
    .cancel(id, 'member', (stored) => {
      if (stored.status !== 'confirmed') throw conflict(ALREADY_CANCELLED);
    })
    .catch(async (error: unknown) => {
      if (error instanceof AppError && error.status === 409) await finishCutShort(deps, id, now);
      throw error;
    });
  const reversed = await reverseAndTell(deps, consultation, now);
  const reversedCents = reversed.reduce((sum, line) => sum - line.amountCents, 0);
  await deps.auditLog.append({
    at: now,
    actorUid: adminUid,
    action: 'emergency-cancel',
    target: { kind: CONSULTATION_AUDIT_KIND, id: consultation.id },
    reason,
    details: {
      memberUid: consultation.memberUid,
      designerUid: consultation.designerUid,
      start: consultation.start.toISOString(),
      held: Boolean(consultation.heldAt),
      reversedCents,
    },
  });
  return { id: consultation.id, memberUid: consultation.memberUid, status: 'cancelled', reversedCents };
}
