import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Calendar } from '../../ports/calendar.port.js';

/** iCalendar files with ical-generator: a REQUEST (or CANCEL) that mail apps show as an invitation to accept. */
export function icalCalendar(): Calendar {
  return {
    invitation(event) {
      const cancelled = event.status === 'cancelled';
      const calendar = ical({
        prodId: { company: 'Roomboard', product: 'consultations' },
        method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
      });
      calendar.createEvent({
        id: event.id,
        sequence: event.sequence,
        start: event.start,
        end: new Date(event.start.getTime() + event.minutes * 60_000),
        summary: event.summary,
        description: event.description,
        url: event.url,
        location: event.url,
        status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        organizer: { name: event.organizer.name, email: event.organizer.email },
        attendees: [
          { name: event.attendee.name, email: event.attendee.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED },
        ],
      });
      return {
        filename: 'consultation.ics',
        content: calendar.toString(),
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
      };
    },
  };
}
