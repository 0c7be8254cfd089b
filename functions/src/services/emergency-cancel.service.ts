import { ALREADY_CANCELLED, type EmergencyCancelled } from '../contracts/service-console.js';
import { AppError, conflict } from '../domain/errors.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { BookingRecord, Bookings } from '../ports/bookings.port.js';
import type { EarningsLedger } from '../ports/earnings.port.js';
import type { AnnounceDeps } from './steps/bookings.js';
import { reverseWorkEarning } from './steps/earnings.js';
import { tellParties } from './steps/service-events.js';
import { nowOf } from './steps/clock.js';

export interface EmergencyCancelDeps extends Pick<AnnounceDeps, 'mail' | 'notifications' | 'now'> {
  bookings: Pick<Bookings, 'cancel' | 'get'>;
  earnings: Pick<EarningsLedger, 'reverseWork'>;
  auditLog: AuditLog;
}

/** The steps after the cancellation; each writes once (the reversal's and the mails' and notifications' ids are fixed). */
async function reverseAndTell(deps: EmergencyCancelDeps, booking: BookingRecord, now: Date) {
  const work = { kind: 'consultation' as const, id: booking.id, memberUid: booking.memberUid };
  const reversed = await reverseWorkEarning(deps, work, now, 'emergency cancel');
  await tellParties(deps, 'consultation.cancelled-by-roomboard', booking);
  return reversed;
}

/**
 * Asked again after the cancellation: a cancelled consultation that was held can only have been cancelled here (the
 * sides' cut-off and a revocation stop before the start), so a run cut short after its transaction is finished (the
 * reversal and the telling, each written once) before the 409. Its audit line is not written again.
 */
async function finishCutShort(deps: EmergencyCancelDeps, id: string, now: Date) {
  const stored = await deps.bookings.get(id);
  if (stored?.status === 'cancelled' && stored.heldAt) await reverseAndTell(deps, stored, now);
}

/**
 * POST /api/admin/bookings/:id/cancel: an admin cancels a confirmed consultation whatever the time (the 24-hour
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
  const booking = await deps.bookings
    .cancel(id, 'member', (stored) => {
      if (stored.status !== 'confirmed') throw conflict(ALREADY_CANCELLED);
    })
    .catch(async (error: unknown) => {
      if (error instanceof AppError && error.status === 409) await finishCutShort(deps, id, now);
      throw error;
    });
  const reversed = await reverseAndTell(deps, booking, now);
  const reversedCents = reversed.reduce((sum, line) => sum - line.amountCents, 0);
  await deps.auditLog.append({
    at: now,
    actorUid: adminUid,
    action: 'emergency-cancel',
    target: { kind: 'booking', id: booking.id },
    reason,
    details: {
      memberUid: booking.memberUid,
      designerUid: booking.designerUid,
      start: booking.start.toISOString(),
      held: Boolean(booking.heldAt),
      reversedCents,
    },
  });
  return { id: booking.id, memberUid: booking.memberUid, status: 'cancelled', reversedCents };
}
