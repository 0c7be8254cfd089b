import { describe, expect, it } from 'vitest';
import type { AvailabilityForm } from '../contracts/designers.js';
import { freeSlots, unbookableReason, windowSlots } from './slots.js';

const weekdays = (start: string, end: string): AvailabilityForm['weekly'] =>
  Object.fromEntries(['1', '2', '3', '4', '5'].map((day) => [day, [{ start, end }]]));

const availability = (overrides: Partial<AvailabilityForm> = {}): AvailabilityForm => ({
  timeZone: 'Europe/London',
  slotMinutes: 60,
  bufferMinutes: 0,
  weekly: weekdays('09:00', '12:00'),
  daysOff: [],
  ...overrides,
});

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const at = (value: string) => new Date(value);

describe('free slots', () => {
  it('are the weekly windows in the designer zone, one slot length apart', () => {
    const slots = freeSlots({
      availability: availability(),
      busy: [],
      from: at('2026-01-05T00:00:00Z'),
      to: at('2026-01-06T00:00:00Z'),
      now: at('2026-01-01T00:00:00Z'),
    });
    expect(iso(slots)).toEqual(['2026-01-05T09:00:00.000Z', '2026-01-05T10:00:00.000Z', '2026-01-05T11:00:00.000Z']);
  });

  it('keep 09:00 London time across the March change: the UTC instant moves from 09:00 to 08:00', () => {
    // The clocks go forward on Sunday 29 March 2026: Friday the 27th is GMT, Monday the 30th is BST.
    const slots = freeSlots({
      availability: availability({ weekly: weekdays('09:00', '10:00') }),
      busy: [],
      from: at('2026-03-27T00:00:00Z'),
      to: at('2026-03-31T00:00:00Z'),
      now: at('2026-03-20T00:00:00Z'),
    });
    expect(iso(slots)).toEqual(['2026-03-27T09:00:00.000Z', '2026-03-30T08:00:00.000Z']);
  });

  it('keep 09:00 New York time across the November change, and read right in a member zone', () => {
    // New York falls back on Sunday 1 November 2026: Friday is EDT (UTC-4), Monday EST (UTC-5).
    const slots = freeSlots({
      availability: availability({ timeZone: 'America/New_York', weekly: weekdays('09:00', '10:00') }),
      busy: [],
      from: at('2026-10-30T00:00:00Z'),
      to: at('2026-11-03T00:00:00Z'),
      now: at('2026-10-20T00:00:00Z'),
    });
    expect(iso(slots)).toEqual(['2026-10-30T13:00:00.000Z', '2026-11-02T14:00:00.000Z']);
    const inTokyo = (date: Date) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(date);
    expect(slots.map(inTokyo)).toEqual(['Fri 22:00', 'Mon 23:00']);
  });

  it('leave the buffer between slots and around other consultations, and skip days off', () => {
    const slots = freeSlots({
      availability: availability({ slotMinutes: 45, bufferMinutes: 15, daysOff: ['2026-01-06'] }),
      busy: [{ start: at('2026-01-05T10:00:00Z'), end: at('2026-01-05T10:30:00Z') }],
      from: at('2026-01-05T00:00:00Z'),
      to: at('2026-01-07T00:00:00Z'),
      now: at('2026-01-01T00:00:00Z'),
    });
    // 09:00-09:45 ends 15 minutes before the consultation: kept; 10:00 is taken; 11:00 starts 30 minutes after it. The 6th is off.
    expect(iso(slots)).toEqual(['2026-01-05T09:00:00.000Z', '2026-01-05T11:00:00.000Z']);
  });

  it('start two hours after now at the earliest and end 14 days after the range starts', () => {
    const slots = freeSlots({
      availability: availability({ weekly: { ...weekdays('09:00', '12:00'), '6': [{ start: '09:00', end: '12:00' }] } }),
      busy: [],
      from: at('2026-01-05T00:00:00Z'),
      to: at('2026-03-01T00:00:00Z'),
      now: at('2026-01-05T08:30:00Z'),
    });
    expect(slots[0]?.toISOString()).toBe('2026-01-05T11:00:00.000Z');
    expect(slots.at(-1)?.toISOString()).toBe('2026-01-17T11:00:00.000Z');
  });

  it('fit the plan length inside the window: a 60-minute consultation on 45-minute slots needs room to end', () => {
    const form = availability({ slotMinutes: 45, weekly: weekdays('09:00', '10:30') });
    const range = { start: at('2026-01-05T00:00:00Z'), end: at('2026-01-06T00:00:00Z') };
    expect(iso(windowSlots(form, range, 30))).toEqual(['2026-01-05T09:00:00.000Z', '2026-01-05T09:45:00.000Z']);
    expect(iso(windowSlots(form, range, 60))).toEqual(['2026-01-05T09:00:00.000Z']);
  });
});

describe('a start that cannot be booked', () => {
  const now = at('2026-01-05T06:00:00Z');
  it('names the past, the notice, the horizon and times outside availability', () => {
    const form = availability();
    expect(unbookableReason(form, at('2026-01-05T05:00:00Z'), now, 60)).toBe('That time has passed. Choose one of the free slots.');
    expect(unbookableReason(form, at('2026-01-05T07:00:00Z'), now, 60)).toBe(
      'Consultations are booked at least 2 hours ahead. Choose a later slot.',
    );
    expect(unbookableReason(form, at('2026-01-26T09:00:00Z'), now, 60)).toBe('Consultations are booked at most 14 days ahead.');
    expect(unbookableReason(form, at('2026-01-05T09:30:00Z'), now, 60)).toBe(
      "That time is outside the designer's availability. Choose one of the free slots.",
    );
    expect(unbookableReason(form, at('2026-01-05T10:00:00Z'), now, 60)).toBeNull();
  });
});
