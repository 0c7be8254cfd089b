import { z } from 'zod';
import { TimeZoneSchema } from './designers.js';

/** How many of their public boards a member may attach to one consultation. */
export const MAX_CONSULTATION_BOARDS = 6;
export const BRIEF_MAX = 1000;
const NOTES_MAX = 10_000;

const Instant = z.iso.datetime({ offset: true, error: 'Send the start as an ISO date-time, e.g. 2026-03-10T15:00:00Z.' });

/** `GET /api/designers/:id/slots?from=&to=`: a range of instants; capped to 14 days from `from`. */
export const SlotsQuery = z.object({
  from: Instant.optional(),
  to: Instant.optional(),
});

/** The answer: free slot starts (UTC ISO) and the designer's zone; the web shows them in the member's own. */
export interface SlotsPage {
  designerId: string;
  timeZone: string;
  /** The consultation's length for the caller's plan (the designer's slot length when signed out or on Basic). */
  minutes: number;
  slots: string[];
}

/** `POST /api/consultations`. */
export const ConsultationRequest = z.object({
  designerId: z.string().min(1).max(128),
  start: Instant,
  brief: z.string().trim().max(BRIEF_MAX, 'Keep the brief to 1,000 characters.').default(''),
  boardIds: z.array(z.string().min(1).max(128)).max(MAX_CONSULTATION_BOARDS, 'Attach at most 6 boards.').default([]),
  /** The member's own zone (the browser's), for the dates in their mails. */
  timeZone: TimeZoneSchema.default('UTC'),
});
export type ConsultationRequest = z.infer<typeof ConsultationRequest>;

/** `PATCH /api/consultations/:id`: a new start. */
export const RescheduleRequest = z.object({ start: Instant });

/** `PUT /api/consultations/:id/notes`: the designer's notes after the call (Markdown). */
export const NotesRequest = z.object({ notes: z.string().trim().max(NOTES_MAX, 'Keep the notes to 10,000 characters.') });

export const CONSULTATION_STATUSES = ['confirmed', 'cancelled'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** A board the member attached: the designer sees it before the call. */
export interface ConsultationBoard {
  id: string;
  title: string;
}

/** A consultation, as both sides see it. */
export interface ConsultationView {
  id: string;
  memberUid: string;
  memberName: string;
  designerUid: string;
  designerName: string;
  designerTimeZone: string;
  memberTimeZone: string;
  status: ConsultationStatus;
  start: string;
  end: string;
  minutes: number;
  meetingUrl: string;
  brief: string;
  boards: ConsultationBoard[];
  /** The designer's notes after the call (Markdown), null before. */
  notes: string | null;
  /** Whether the caller may still reschedule or cancel (until 24 hours before). */
  changeable: boolean;
  cancelledBy: 'member' | 'designer' | null;
}

/** The list's key in the answer keeps the old word: older web clients read `bookings` from it. */
export const CONSULTATIONS_LIST_KEY = 'bookings';

export interface ConsultationsPage {
  [CONSULTATIONS_LIST_KEY]: ConsultationView[];
}

/** Reschedule and cancel close this long before the start. */
export const CHANGE_CUTOFF_HOURS = 24;

export const CONSULTATION_MESSAGES = {
  designerNotFound: 'This designer does not take consultations.',
  noAvailability: 'This designer has not set their availability yet.',
  taken: 'Someone has just booked this slot. Choose another one.',
  overlap: 'The designer has another consultation at that time. Choose another slot.',
  notFound: 'This consultation does not exist.',
  tooLate: 'Consultations can be changed until 24 hours before they start. Write to your designer instead.',
  cancelled: 'This consultation is cancelled.',
  notYours: 'Only the member or the designer of this consultation can change it.',
  ownDesigner: 'You cannot book a consultation with yourself.',
  slotRangeTooLong: 'Ask for at most 14 days of free slots at a time.',
  slotRangeBackwards: '`to` comes after `from`.',
  boardNotYours: 'Attach only your own public boards.',
  notesBeforeStart: 'Notes can be written once the consultation has started.',
} as const;
