// The consultation rules a consultation's transaction applies (docs/designer-services.md): the adapter (Firestore or the
// memory fake) reads what a decision needs, calls one of these, and writes exactly what it answers.
import { CONSULTATION_MESSAGES, type ConsultationBoard, type ConsultationStatus } from '../contracts/consultations.js';
import { MEMBERSHIP_TIERS } from '../contracts/membership-tiers.js';
import type { AllowanceCounts } from '../contracts/membership.js';
import { useAllowance, type AllowanceRead, type AllowanceUse } from './allowance-use.js';
import { refundAllowance } from './allowances.js';
import type { EarningLine } from './earnings.js';
import { conflict, notFound } from './errors.js';
import { clashes } from './slots.js';

export type ReminderKind = '24h' | '1h';

// Stored names keep the old word "booking": documents already live under them, and firestore.rules, the indexes and
// the rules tests name them. Renaming them would need a data migration, not a code change.
export const CONSULTATIONS_COLLECTION = 'bookings';
export const CONSULTATION_SLOTS_COLLECTION = 'bookingSlots';
/** A slot lock's field that names the consultation holding it (stored, so the old word too). */
export const SLOT_HOLDER_FIELD = 'bookingId';

/** `bookings/{id}` (`CONSULTATIONS_COLLECTION`): a consultation, with its two sides (`memberUid`, `designerUid`) as every engagement has. */
export interface ConsultationRecord {
  id: string;
  memberUid: string;
  memberName: string;
  designerUid: string;
  designerName: string;
  designerTimeZone: string;
  memberTimeZone: string;
  meetingUrl: string;
  status: ConsultationStatus;
  start: Date;
  minutes: number;
  brief: string;
  boards: ConsultationBoard[];
  notes: string | null;
  /** The .ics SEQUENCE: bumped by each reschedule and by the cancellation. */
  sequence: number;
  /** The allowance period the consultation was counted in (a cancellation refunds it there). */
  periodKey: string;
  cancelledBy: 'member' | 'designer' | null;
  remindersSent: ReminderKind[];
  createdAt: Date;
  /** When the consultation was held (confirmed and over) and its earning written; absent before. */
  heldAt?: Date | null;
}

export type NewConsultation = Omit<
  ConsultationRecord,
  'id' | 'status' | 'notes' | 'sequence' | 'periodKey' | 'cancelledBy' | 'remindersSent' | 'createdAt'
>;

/** Decides, inside the transaction, on the stored consultation: throws the domain error that refuses the change. */
export type ConsultationCheck = (consultation: ConsultationRecord) => void;

const MINUTE = 60_000;

/**
 * No consultation is longer than the longest plan's: an overlapping one starts at most this long (plus the buffer)
 * before. The tighter the range a transaction reads, the fewer concurrent consultations of the designer it collides with.
 */
export const LONGEST_CONSULTATION_MINUTES = Math.max(...MEMBERSHIP_TIERS.map((tier) => tier.allowances.consultationMinutes));

export const consultationEnd = (consultation: { start: Date; minutes: number }) =>
  new Date(consultation.start.getTime() + consultation.minutes * MINUTE);

/** The lock of one designer's slot start: a slot is booked once, whoever asks at the same moment. */
export const slotLockId = (designerUid: string, start: Date) => `${designerUid}_${start.toISOString()}`;

/** What a transaction reads about a slot: whether its lock is held, and the designer's consultations near it. */
export interface SlotRead {
  taken: boolean;
  /** The designer's consultations that may overlap (a wider read is fine: cancelled and far ones are ignored). */
  nearby: ConsultationRecord[];
}

/** 409 when the slot's lock is held, then 409 when it comes within the buffer of another confirmed consultation. */
function refuseSlot(slot: SlotRead, start: Date, minutes: number, bufferMinutes: number, except?: string): void {
  if (slot.taken) throw conflict(CONSULTATION_MESSAGES.taken);
  const busy = slot.nearby
    .filter((other) => other.status === 'confirmed' && other.id !== except)
    .map((other) => ({ start: other.start, end: consultationEnd(other) }));
  if (clashes(busy, start, minutes, bufferMinutes)) throw conflict(CONSULTATION_MESSAGES.overlap);
}

interface NewConsultationDecision {
  consultation: ConsultationRecord;
  /** The member's period counts and the operator's count: written with the consultation. */
  allowance: AllowanceUse;
  /** The lock to create, for `consultation.start`. */
  lock: string;
}

/**
 * A new consultation. The allowance is decided first: a member whose plan has no consultation left gets the 403 that
 * names the plan that has one, whichever slot they asked for (a 409 "choose another slot" would send them to another
 * slot that fails the same way). Then the slot's lock (409 taken) and the overlap with the designer's others (409).
 */
export function decideConsultation(
  id: string,
  request: NewConsultation,
  read: AllowanceRead & { slot: SlotRead },
  bufferMinutes: number,
  now: Date,
): NewConsultationDecision {
  const allowance = useAllowance(read, 'consultations', now);
  refuseSlot(read.slot, request.start, request.minutes, bufferMinutes);
  return {
    consultation: {
      ...request,
      id,
      status: 'confirmed',
      notes: null,
      sequence: 0,
      periodKey: allowance.period.key,
      cancelledBy: null,
      remindersSent: [],
      createdAt: now,
    },
    allowance,
    lock: slotLockId(request.designerUid, request.start),
  };
}

/** A change of a stored consultation: the consultation as it is after, and the locks and counts that move with it. */
export interface ConsultationChange {
  consultation: ConsultationRecord;
  release: string | null;
  take: string | null;
  /** The counts of the period the consultation was counted in, one given back; null: nothing to write. */
  refunded: AllowanceCounts | null;
}

function stored(consultation: ConsultationRecord | null, check: ConsultationCheck): ConsultationRecord {
  if (!consultation) throw notFound(CONSULTATION_MESSAGES.notFound);
  check(consultation);
  return consultation;
}

/** Cancelled by one side (after `check`): the slot released, the consultation given back in its period, SEQUENCE bumped. */
export function decideCancel(
  consultation: ConsultationRecord | null,
  by: 'member' | 'designer',
  check: ConsultationCheck,
  periodUsed: AllowanceCounts | null,
): ConsultationChange {
  const before = stored(consultation, check);
  return {
    consultation: { ...before, status: 'cancelled', cancelledBy: by, sequence: before.sequence + 1 },
    release: slotLockId(before.designerUid, before.start),
    take: null,
    refunded: periodUsed ? refundAllowance(periodUsed, 'consultations') : null,
  };
}

/** Moved to `start` (after `check`): the new slot's lock taken (409), the overlap refused (409), the old lock released. */
export function decideReschedule(
  consultation: ConsultationRecord | null,
  start: Date,
  slot: SlotRead,
  bufferMinutes: number,
  check: ConsultationCheck,
): ConsultationChange {
  const before = stored(consultation, check);
  refuseSlot(slot, start, before.minutes, bufferMinutes, before.id);
  return {
    consultation: { ...before, start, sequence: before.sequence + 1, remindersSent: [] },
    release: slotLockId(before.designerUid, before.start),
    take: slotLockId(before.designerUid, start),
    refunded: null,
  };
}

export function decideNotes(consultation: ConsultationRecord | null, notes: string, check: ConsultationCheck): ConsultationChange {
  return { consultation: { ...stored(consultation, check), notes }, release: null, take: null, refunded: null };
}

/** Held now when `earn` answers a line: the consultation marked held at the line's moment, and the line. Null: nothing. */
export function decideHold(
  consultation: ConsultationRecord | null,
  earn: (consultation: ConsultationRecord) => EarningLine | null,
): { consultation: ConsultationRecord; line: EarningLine } | null {
  const line = consultation ? earn(consultation) : null;
  return consultation && line ? { consultation: { ...consultation, heldAt: line.earnedAt }, line } : null;
}

/** The reminders marked sent, or null when there is nothing to mark (all sent already, cancelled, or no consultation). */
export function decideReminder(consultation: ConsultationRecord | null, kinds: ReminderKind[]): ReminderKind[] | null {
  if (!consultation || consultation.status !== 'confirmed' || kinds.every((kind) => consultation.remindersSent.includes(kind))) return null;
  return [...new Set<ReminderKind>([...consultation.remindersSent, ...kinds])];
}
