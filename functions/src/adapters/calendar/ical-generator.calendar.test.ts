import { describe, expect, it } from 'vitest';
import { icalCalendar } from './ical-generator.calendar.js';

const event = {
  id: 'bk1@roomboard',
  sequence: 2,
  start: new Date('2026-03-10T15:00:00Z'),
  minutes: 45,
  summary: 'Roomboard consultation with Dana',
  description: 'Your design consultation.',
  url: 'https://meet.example/bk1',
  organizer: { name: 'Dana', email: 'dana@roomboard.app' },
  attendee: { name: 'Olivia', email: 'olivia@example.com' },
  status: 'confirmed' as const,
};

/** The .ics lines, unfolded (RFC 5545 folds lines over 75 octets). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the consultation invitation (.ics)', () => {
  it('is a REQUEST with the event, its end, organizer and attendee', () => {
    const file = icalCalendar().invitation(event);
    expect([file.filename, file.contentType]).toEqual(['consultation.ics', 'text/calendar; charset=utf-8; method=REQUEST']);
    const ics = lines(file.content);
    for (const line of [
      'BEGIN:VCALENDAR',
      'METHOD:REQUEST',
      'UID:bk1@roomboard',
      'SEQUENCE:2',
      'DTSTART:20260310T150000Z',
      'DTEND:20260310T154500Z',
      'SUMMARY:Roomboard consultation with Dana',
      'STATUS:CONFIRMED',
      'ORGANIZER;CN="Dana":mailto:dana@roomboard.app',
    ]) {
      expect(ics, line).toContain(line);
    }
    expect(ics.some((line) => line.startsWith('ATTENDEE;') && line.endsWith(':MAILTO:olivia@example.com'))).toBe(true);
  });

  it('a cancellation is a CANCEL of the same event', () => {
    const file = icalCalendar().invitation({ ...event, sequence: 3, status: 'cancelled' });
    const ics = lines(file.content);
    expect(ics).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'UID:bk1@roomboard', 'SEQUENCE:3', 'STATUS:CANCELLED']));
  });
});
