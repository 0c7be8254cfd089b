// The consultation rules a booking's transaction applies (docs/designer-services.md): the adapter (Firestore or the
// memory fake) reads what a decision needs, calls one of these, and writes exactly what it answers.
import { BOOKING_MESSAGES, type BookingBoard, type BookingStatus } from '../contracts/bookings.js';
import { MEMBERSHIP_TIERS } from '../contracts/membership-tiers.js';
import type { AllowanceCounts } from '../contracts/membership.js';
import { useAllowance, type AllowanceRead, type AllowanceUse } from './allowance-use.js';
import { refundAllowance } from './allowances.js';
import type { EarningLine } from './earnings.js';
import { conflict, notFound } from './errors.js';
import { clashes } from './slots.js';

export type ReminderKind = '24h' | '1h';

/** `bookings/{id}`: a consultation, with its two sides (`memberUid`, `designerUid`) as every engagement has. */
export interface BookingRecord {
  id: string;
  memberUid: string;
  memberName: string;
  designerUid: string;
  designerName: string;
  designerTimeZone: string;
  memberTimeZone: string;
  meetingUrl: string;
  status: BookingStatus;
  start: Date;
  minutes: number;
  brief: string;
  boards: BookingBoard[];
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

export type NewBooking = Omit<
  BookingRecord,
  'id' | 'status' | 'notes' | 'sequence' | 'periodKey' | 'cancelledBy' | 'remindersSent' | 'createdAt'
>;

/** Decides, inside the transaction, on the stored booking: throws the domain error that refuses the change. */
export type BookingCheck = (booking: BookingRecord) => void;

const MINUTE = 60_000;

/**
 * No consultation is longer than the longest plan's: an overlapping one starts at most this long (plus the buffer)
 * before. The tighter the range a transaction reads, the fewer concurrent bookings of the designer it collides with.
 */
export const LONGEST_CONSULTATION_MINUTES = Math.max(...MEMBERSHIP_TIERS.map((tier) => tier.allowances.consultationMinutes));

export const bookingEnd = (booking: { start: Date; minutes: number }) => new Date(booking.start.getTime() + booking.minutes * MINUTE);

/** The lock of one designer's slot start: a slot is booked once, whoever asks at the same moment. */
export const slotLockId = (designerUid: string, start: Date) => `${designerUid}_${start.toISOString()}`;

/** What a transaction reads about a slot: whether its lock is held, and the designer's consultations near it. */
export interface SlotRead {
  taken: boolean;
  /** The designer's consultations that may overlap (a wider read is fine: cancelled and far ones are ignored). */
  nearby: BookingRecord[];
}

/** 409 when the slot's lock is held, then 409 when it comes within the buffer of another confirmed consultation. */
function refuseSlot(slot: SlotRead, start: Date, minutes: number, bufferMinutes: number, except?: string): void {
  if (slot.taken) throw conflict(BOOKING_MESSAGES.taken);
  const busy = slot.nearby
    .filter((other) => other.status === 'confirmed' && other.id !== except)
    .map((other) => ({ start: other.start, end: bookingEnd(other) }));
  if (clashes(busy, start, minutes, bufferMinutes)) throw conflict(BOOKING_MESSAGES.overlap);
}

export interface NewBookingDecision {
  booking: BookingRecord;
  /** The member's period counts and the operator's count: written with the booking. */
  allowance: AllowanceUse;
  /** The lock to create, for `booking.start`. */
  lock: string;
}

/**
 * A new consultation. The allowance is decided first: a member whose plan has no consultation left gets the 403 that
 * names the plan that has one, whichever slot they asked for (a 409 "choose another slot" would send them to another
 * slot that fails the same way). Then the slot's lock (409 taken) and the overlap with the designer's others (409).
 */
export function decideBooking(
  id: string,
  request: NewBooking,
  read: AllowanceRead & { slot: SlotRead },
  bufferMinutes: number,
  now: Date,
): NewBookingDecision {
  const allowance = useAllowance(read, 'consultations', now);
  refuseSlot(read.slot, request.start, request.minutes, bufferMinutes);
  return {
    booking: {
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

/** A change of a stored consultation: the booking as it is after, and the locks and counts that move with it. */
export interface BookingChange {
  booking: BookingRecord;
  release: string | null;
  take: string | null;
  /** The counts of the period the consultation was counted in, one given back; null: nothing to write. */
  refunded: AllowanceCounts | null;
}

function stored(booking: BookingRecord | null, check: BookingCheck): BookingRecord {
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  check(booking);
  return booking;
}

/** Cancelled by one side (after `check`): the slot released, the consultation given back in its period, SEQUENCE bumped. */
export function decideCancel(
  booking: BookingRecord | null,
  by: 'member' | 'designer',
  check: BookingCheck,
  periodUsed: AllowanceCounts | null,
): BookingChange {
  const before = stored(booking, check);
  return {
    booking: { ...before, status: 'cancelled', cancelledBy: by, sequence: before.sequence + 1 },
    release: slotLockId(before.designerUid, before.start),
    take: null,
    refunded: periodUsed ? refundAllowance(periodUsed, 'consultations') : null,
  };
}

/** Moved to `start` (after `check`): the new slot's lock taken (409), the overlap refused (409), the old lock released. */
export function decideReschedule(
  booking: BookingRecord | null,
  start: Date,
  slot: SlotRead,
  bufferMinutes: number,
  check: BookingCheck,
): BookingChange {
  const before = stored(booking, check);
  refuseSlot(slot, start, before.minutes, bufferMinutes, before.id);
  return {
    booking: { ...before, start, sequence: before.sequence + 1, remindersSent: [] },
    release: slotLockId(before.designerUid, before.start),
    take: slotLockId(before.designerUid, start),
    refunded: null,
  };
}

export function decideNotes(booking: BookingRecord | null, notes: string, check: BookingCheck): BookingChange {
  return { booking: { ...stored(booking, check), notes }, release: null, take: null, refunded: null };
}

/** Held now when `earn` answers a line: the booking marked held at the line's moment, and the line. Null: nothing. */
export function decideHold(
  booking: BookingRecord | null,
  earn: (booking: BookingRecord) => EarningLine | null,
): { booking: BookingRecord; line: EarningLine } | null {
  const line = booking ? earn(booking) : null;
  return booking && line ? { booking: { ...booking, heldAt: line.earnedAt }, line } : null;
}

/** The reminders marked sent, or null when there is nothing to mark (all sent already, cancelled, or no booking). */
export function decideReminder(booking: BookingRecord | null, kinds: ReminderKind[]): ReminderKind[] | null {
  if (!booking || booking.status !== 'confirmed' || kinds.every((kind) => booking.remindersSent.includes(kind))) return null;
  return [...new Set<ReminderKind>([...booking.remindersSent, ...kinds])];
}
