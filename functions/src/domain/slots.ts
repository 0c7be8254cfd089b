import { DateTime } from 'luxon';
import type { AvailabilityForm } from '../contracts/designers.js';

/** A busy stretch of the designer's time (another consultation), as instants. */
export interface Interval {
  start: Date;
  end: Date;
}

/** Members see at most this far ahead, and a request's range is capped to it. */
export const SLOT_HORIZON_DAYS = 14;
/** A slot starts at least this long after now: the designer gets time to read the brief. */
const MIN_NOTICE_MINUTES = 120;

interface SlotQuery {
  availability: AvailabilityForm;
  /** The designer's other consultations; the buffer keeps slots apart from them too. */
  busy: Interval[];
  from: Date;
  to: Date;
  now: Date;
  noticeMinutes?: number;
  /** The consultation's length; the designer's slot length when not given. */
  minutes?: number;
}

const MINUTE = 60_000;

/** The range asked for, cut to start after the notice and to end within the horizon from its start. */
function slotRange(query: Pick<SlotQuery, 'from' | 'to' | 'now' | 'noticeMinutes'>): Interval {
  const earliest = query.now.getTime() + (query.noticeMinutes ?? MIN_NOTICE_MINUTES) * MINUTE;
  const start = Math.max(query.from.getTime(), earliest);
  const end = Math.min(query.to.getTime(), query.from.getTime() + SLOT_HORIZON_DAYS * 24 * 60 * MINUTE);
  return { start: new Date(start), end: new Date(Math.max(start, end)) };
}

/**
 * Every slot start of the designer's weekly windows that falls in the range, in order: the windows are wall-clock
 * times in the designer's zone (Luxon resolves each day's offset, so 09:00 stays 09:00 across a DST change and its
 * instant moves), slots follow each other at slot length plus buffer, and a slot ends inside its window.
 */
export function windowSlots(availability: AvailabilityForm, range: Interval, minutes: number = availability.slotMinutes): Date[] {
  const zone = availability.timeZone;
  const daysOff = new Set(availability.daysOff);
  const step = availability.slotMinutes + availability.bufferMinutes;
  const slots: Date[] = [];
  // From the day before (a window late in the designer's day can be early in the range's) to the day after the end.
  let day = DateTime.fromJSDate(range.start, { zone }).startOf('day').minus({ days: 1 });
  const lastDay = DateTime.fromJSDate(range.end, { zone }).startOf('day').plus({ days: 1 });
  while (day <= lastDay) {
    const date = day.toISODate()!;
    const windows = daysOff.has(date) ? [] : (availability.weekly[String(day.weekday) as keyof AvailabilityForm['weekly']] ?? []);
    for (const window of windows) {
      // Luxon places the window's two ends on the day's offset; within the window, slots step in elapsed time.
      const opens = DateTime.fromISO(`${date}T${window.start}`, { zone }).toMillis();
      const closes = DateTime.fromISO(`${date}T${window.end}`, { zone }).toMillis();
      for (let start = opens; start + minutes * MINUTE <= closes; start += step * MINUTE) {
        if (start >= range.start.getTime() && start < range.end.getTime()) slots.push(new Date(start));
      }
    }
    day = day.plus({ days: 1 });
  }
  return slots.sort((a, b) => a.getTime() - b.getTime());
}

/** Whether [start, start + minutes) comes within `buffer` minutes of a busy stretch. */
export function clashes(busy: Interval[], start: Date, minutes: number, bufferMinutes: number): boolean {
  const from = start.getTime() - bufferMinutes * MINUTE;
  const to = start.getTime() + (minutes + bufferMinutes) * MINUTE;
  return busy.some((interval) => interval.start.getTime() < to && interval.end.getTime() > from);
}

/** The free slots: window slots in the range (after the notice, within 14 days) that clash with no consultation. */
export function freeSlots(query: SlotQuery): Date[] {
  const minutes = query.minutes ?? query.availability.slotMinutes;
  return windowSlots(query.availability, slotRange(query), minutes).filter(
    (start) => !clashes(query.busy, start, minutes, query.availability.bufferMinutes),
  );
}

/** Why a start cannot be booked, whatever the other consultations: null when it is one of the designer's slots. */
export function unbookableReason(availability: AvailabilityForm, start: Date, now: Date, minutes: number): string | null {
  if (start.getTime() <= now.getTime()) return 'That time has passed. Choose one of the free slots.';
  const range = slotRange({ from: start, to: new Date(start.getTime() + 1), now });
  if (range.start.getTime() > start.getTime()) {
    return `Consultations are booked at least ${MIN_NOTICE_MINUTES / 60} hours ahead. Choose a later slot.`;
  }
  const horizon = now.getTime() + SLOT_HORIZON_DAYS * 24 * 60 * MINUTE;
  if (start.getTime() > horizon) return `Consultations are booked at most ${SLOT_HORIZON_DAYS} days ahead.`;
  const slots = windowSlots(availability, { start, end: new Date(start.getTime() + 1) }, minutes);
  return slots.some((slot) => slot.getTime() === start.getTime())
    ? null
    : "That time is outside the designer's availability. Choose one of the free slots.";
}
