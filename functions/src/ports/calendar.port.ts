import type { MailAttachment } from './mail.port.js';

export interface CalendarEvent {
  /** Stable across reschedules and cancellation, so that calendars update the one event. */
  id: string;
  sequence: number;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  status: 'confirmed' | 'cancelled';
}

/** Calendar files: an iCalendar (.ics) invitation for a consultation. */
export interface Calendar {
  invitation(event: CalendarEvent): MailAttachment;
}
