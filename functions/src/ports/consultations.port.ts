import type { AvailabilityForm } from '../contracts/designers.js';
import type { EarningLine } from '../domain/earnings.js';
import type { ConsultationCheck, ConsultationRecord, NewConsultation, ReminderKind } from '../domain/consultations.js';
import type { Interval } from '../domain/slots.js';

// The records and checks are the domain's (domain/consultations.ts): both implementations apply its decide functions.
export type { ConsultationCheck, ConsultationRecord, NewConsultation, ReminderKind } from '../domain/consultations.js';

/** Designers' availability (`designerAvailability/{uid}`) and consultations (`bookings/{id}`, `bookingSlots/{lock}`: the stored names keep the old word). */
export interface Consultations {
  availability(designerUid: string): Promise<AvailabilityForm | null>;
  saveAvailability(designerUid: string, form: AvailabilityForm): Promise<void>;
  /** The designer's confirmed consultations that overlap [from, to), as busy stretches. */
  busy(designerUid: string, from: Date, to: Date): Promise<Interval[]>;
  /**
   * One transaction: counts the member's consultation (403 `allowance-used` when none is left), takes the slot's
   * lock (409 when it is taken), refuses an overlap with the designer's other consultations within `bufferMinutes`
   * (409), and writes the consultation.
   */
  create(consultation: NewConsultation, bufferMinutes: number, now: Date): Promise<ConsultationRecord>;
  get(id: string): Promise<ConsultationRecord | null>;
  /** The member's consultations, newest start first. */
  forMember(memberUid: string, limit: number): Promise<ConsultationRecord[]>;
  /** The designer's consultations starting after `since`, soonest first. */
  forDesigner(designerUid: string, since: Date, limit: number): Promise<ConsultationRecord[]>;
  /** One transaction: `check`, then cancelled, the slot released and the consultation given back to the member. */
  cancel(id: string, by: 'member' | 'designer', check: ConsultationCheck): Promise<ConsultationRecord>;
  /** One transaction: `check`, the new slot's lock taken (409), the old released, the overlap refused, SEQUENCE bumped. */
  reschedule(id: string, start: Date, bufferMinutes: number, check: ConsultationCheck): Promise<ConsultationRecord>;
  setNotes(id: string, notes: string, check: ConsultationCheck): Promise<ConsultationRecord>;
  /**
   * One transaction: `earn` decides from the stored consultation whether it is held now (null: not, or held already); if
   * so the consultation is marked held (`heldAt`, the line's moment) and the line written. Answers the line written.
   */
  hold(id: string, earn: (consultation: ConsultationRecord) => EarningLine | null): Promise<EarningLine | null>;
  /** Confirmed consultations starting in [from, to). */
  startingBetween(from: Date, to: Date): Promise<ConsultationRecord[]>;
  /** Marks the reminder sent in a transaction: false when it was marked already (or the consultation is cancelled). */
  markReminder(id: string, kinds: ReminderKind[]): Promise<boolean>;
}
