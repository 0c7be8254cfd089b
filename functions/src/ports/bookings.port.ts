import type { AvailabilityForm } from '../contracts/designers.js';
import type { EarningLine } from '../domain/earnings.js';
import type { BookingCheck, BookingRecord, NewBooking, ReminderKind } from '../domain/bookings.js';
import type { Interval } from '../domain/slots.js';

// The records and checks are the domain's (domain/bookings.ts): both implementations apply its decide functions.
export type { BookingCheck, BookingRecord, NewBooking, ReminderKind } from '../domain/bookings.js';

/** Designers' availability (`designerAvailability/{uid}`) and consultations (`bookings/{id}`, `bookingSlots/{lock}`). */
export interface Bookings {
  availability(designerUid: string): Promise<AvailabilityForm | null>;
  saveAvailability(designerUid: string, form: AvailabilityForm): Promise<void>;
  /** The designer's confirmed consultations that overlap [from, to), as busy stretches. */
  busy(designerUid: string, from: Date, to: Date): Promise<Interval[]>;
  /**
   * One transaction: counts the member's consultation (403 `allowance-used` when none is left), takes the slot's
   * lock (409 when it is taken), refuses an overlap with the designer's other consultations within `bufferMinutes`
   * (409), and writes the booking.
   */
  create(booking: NewBooking, bufferMinutes: number, now: Date): Promise<BookingRecord>;
  get(id: string): Promise<BookingRecord | null>;
  /** The member's consultations, newest start first. */
  forMember(memberUid: string, limit: number): Promise<BookingRecord[]>;
  /** The designer's consultations starting after `since`, soonest first. */
  forDesigner(designerUid: string, since: Date, limit: number): Promise<BookingRecord[]>;
  /** One transaction: `check`, then cancelled, the slot released and the consultation given back to the member. */
  cancel(id: string, by: 'member' | 'designer', check: BookingCheck): Promise<BookingRecord>;
  /** One transaction: `check`, the new slot's lock taken (409), the old released, the overlap refused, SEQUENCE bumped. */
  reschedule(id: string, start: Date, bufferMinutes: number, check: BookingCheck): Promise<BookingRecord>;
  setNotes(id: string, notes: string, check: BookingCheck): Promise<BookingRecord>;
  /**
   * One transaction: `earn` decides from the stored booking whether it is held now (null: not, or held already); if
   * so the booking is marked held (`heldAt`, the line's moment) and the line written. Answers the line written.
   */
  hold(id: string, earn: (booking: BookingRecord) => EarningLine | null): Promise<EarningLine | null>;
  /** Confirmed consultations starting in [from, to). */
  startingBetween(from: Date, to: Date): Promise<BookingRecord[]>;
  /** Marks the reminder sent in a transaction: false when it was marked already (or the booking is cancelled). */
  markReminder(id: string, kinds: ReminderKind[]): Promise<boolean>;
}
