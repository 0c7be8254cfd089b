import { ALREADY_CANCELLED, type EmergencyCancelled } from '../contracts/service-console.js';
import { conflict } from '../domain/errors.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { Bookings } from '../ports/bookings.port.js';
import type { EarningsLedger } from '../ports/earnings.port.js';
import type { AnnounceDeps } from './bookings.deps.js';
import { reverseWorkEarning } from './earnings.deps.js';
import { tellParties } from './service-events.deps.js';

export interface EmergencyCancelDeps extends Pick<AnnounceDeps, 'mail' | 'notifications' | 'now'> {
  bookings: Pick<Bookings, 'cancel'>;
  earnings: Pick<EarningsLedger, 'reverseWork'>;
  auditLog: AuditLog;
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
  const now = deps.now?.() ?? new Date();
  // The port records a cancellation as one side's; 'member' is the side that changes nothing else (a designer's
  // revocation re-announces the cancellations recorded as theirs). The audit line says who it was.
  const booking = await deps.bookings.cancel(id, 'member', (stored) => {
    if (stored.status !== 'confirmed') throw conflict(ALREADY_CANCELLED);
  });
  const work = { kind: 'consultation' as const, id: booking.id, memberUid: booking.memberUid };
  const reversed = await reverseWorkEarning(deps, work, now, 'emergency cancel');
  const reversedCents = reversed.reduce((sum, line) => sum - line.amountCents, 0);
  await tellParties(deps, 'consultation.cancelled-by-roomboard', booking);
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
