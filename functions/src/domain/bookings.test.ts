import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../contracts/bookings.js';
import type { Membership } from '../contracts/membership.js';
import {
  decideBooking,
  decideCancel,
  decideHold,
  decideNotes,
  decideReminder,
  decideReschedule,
  type BookingRecord,
  type NewBooking,
} from './bookings.js';
import type { EarningLine } from './earnings.js';
import { forbidden } from './errors.js';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const START = new Date('2026-03-04T09:00:00.000Z');
const gold: Membership = {
  tier: 'gold',
  title: 'Gold',
  since: '2026-03-01T00:00:00Z',
  amountCents: 0,
  currency: 'usd',
  checkoutSessionId: null,
};
const request: NewBooking = {
  memberUid: 'gwen',
  memberName: 'Gwen',
  designerUid: 'dana',
  designerName: 'Dana',
  designerTimeZone: 'Europe/London',
  memberTimeZone: 'Europe/Berlin',
  meetingUrl: 'https://meet.example/dana',
  start: START,
  minutes: 30,
  brief: 'A reading corner.',
  boards: [],
};
const free = { taken: false, nearby: [] };
const booked = (over: Partial<BookingRecord> = {}): BookingRecord => ({
  ...decideBooking('bk1', request, { membership: gold, used: null, slot: free }, 10, NOW).booking,
  ...over,
});
const anyCheck = () => undefined;

describe('decideBooking', () => {
  it('books a confirmed consultation counted in the period, with its lock and the operator count', () => {
    const decision = decideBooking('bk1', request, { membership: gold, used: null, slot: free }, 10, NOW);
    expect(decision.booking).toEqual({
      ...request,
      id: 'bk1',
      status: 'confirmed',
      notes: null,
      sequence: 0,
      periodKey: 'gold-2026-03-01',
      cancelledBy: null,
      remindersSent: [],
      createdAt: NOW,
    });
    expect(decision.allowance.counts).toEqual({ reviews: 0, consultations: 1, projects: 0 });
    expect(decision.allowance.figures).toEqual({ month: '2026-03', allowancesUsed: { consultations: 1 } });
    expect(decision.lock).toBe('dana_2026-03-04T09:00:00.000Z');
  });

  it('answers 403 allowance-used before looking at the slot: a Basic member asking for a taken slot', () => {
    const decide = () => decideBooking('bk2', request, { membership: null, used: null, slot: { taken: true, nearby: [] } }, 10, NOW);
    expect(decide).toThrow(expect.objectContaining({ status: 403, code: 'allowance-used' }));
    expect(decide).toThrow('Basic does not include live consultations. Gold includes 1 live consultation a month.');
  });

  it('refuses a Gold member whose period has its consultation used', () => {
    const used = { reviews: 0, consultations: 1, projects: 0 };
    expect(() => decideBooking('bk2', request, { membership: gold, used, slot: free }, 10, NOW)).toThrow(
      expect.objectContaining({ status: 403, code: 'allowance-used' }),
    );
  });

  it('refuses a taken slot (409), then an overlap within the buffer (409); a cancelled or far one does not count', () => {
    const read = (slot: { taken: boolean; nearby: BookingRecord[] }) => ({ membership: gold, used: null, slot });
    expect(() => decideBooking('bk2', request, read({ taken: true, nearby: [] }), 10, NOW)).toThrow(
      expect.objectContaining({ status: 409, message: BOOKING_MESSAGES.taken }),
    );
    const longer = booked({ id: 'pia', start: new Date('2026-03-04T08:00:00.000Z'), minutes: 60 });
    expect(() => decideBooking('bk2', request, read({ taken: false, nearby: [longer] }), 10, NOW)).toThrow(
      expect.objectContaining({ status: 409, message: BOOKING_MESSAGES.overlap }),
    );
    const cancelled = { ...longer, status: 'cancelled' as const };
    const apart = booked({ id: 'far', start: new Date('2026-03-04T09:40:00.000Z') });
    expect(decideBooking('bk2', request, read({ taken: false, nearby: [cancelled, apart] }), 10, NOW).booking.id).toBe('bk2');
  });
});

describe('changes of a stored consultation', () => {
  it('answers 404 for no booking and runs the caller’s check first', () => {
    expect(() => decideNotes(null, 'x', anyCheck)).toThrow(expect.objectContaining({ status: 404, message: BOOKING_MESSAGES.notFound }));
    const refuse = () => {
      throw forbidden(BOOKING_MESSAGES.notYours);
    };
    expect(() => decideCancel(booked(), 'member', refuse, null)).toThrow(BOOKING_MESSAGES.notYours);
  });

  it('cancels: the lock released, the consultation given back in its period, SEQUENCE bumped', () => {
    const used = { reviews: 2, consultations: 1, projects: 0 };
    expect(decideCancel(booked(), 'designer', anyCheck, used)).toEqual({
      booking: { ...booked(), status: 'cancelled', cancelledBy: 'designer', sequence: 1 },
      release: 'dana_2026-03-04T09:00:00.000Z',
      take: null,
      refunded: { reviews: 2, consultations: 0, projects: 0 },
    });
    expect(decideCancel(booked(), 'member', anyCheck, null).refunded).toBeNull();
  });

  it('reschedules: the new lock taken, the old released, reminders reset; 409 taken, 409 overlap but not with itself', () => {
    const before = booked({ remindersSent: ['24h'] });
    const later = new Date('2026-03-04T09:20:00.000Z');
    expect(decideReschedule(before, later, { taken: false, nearby: [before] }, 10, anyCheck)).toEqual({
      booking: { ...before, start: later, sequence: 1, remindersSent: [] },
      release: 'dana_2026-03-04T09:00:00.000Z',
      take: 'dana_2026-03-04T09:20:00.000Z',
      refunded: null,
    });
    expect(() => decideReschedule(before, later, { taken: true, nearby: [] }, 10, anyCheck)).toThrow(BOOKING_MESSAGES.taken);
    const other = booked({ id: 'other', start: new Date('2026-03-04T09:55:00.000Z') });
    expect(() => decideReschedule(before, later, { taken: false, nearby: [other] }, 10, anyCheck)).toThrow(BOOKING_MESSAGES.overlap);
  });

  it('writes notes', () => {
    expect(decideNotes(booked(), 'Bring the plan.', anyCheck).booking.notes).toBe('Bring the plan.');
  });

  it('holds once the earning rule answers a line, marking the booking held at its moment', () => {
    const line = { id: 'booking_bk1', earnedAt: new Date('2026-03-04T09:30:00.000Z') } as EarningLine;
    expect(decideHold(booked(), () => line)).toEqual({ booking: { ...booked(), heldAt: line.earnedAt }, line });
    expect(decideHold(booked(), () => null)).toBeNull();
    expect(decideHold(null, () => line)).toBeNull();
  });

  it('marks reminders once, and none on a cancelled or missing consultation', () => {
    expect(decideReminder(booked({ remindersSent: ['24h'] }), ['24h', '1h'])).toEqual(['24h', '1h']);
    expect(decideReminder(booked({ remindersSent: ['24h'] }), ['24h'])).toBeNull();
    expect(decideReminder(booked({ status: 'cancelled' }), ['1h'])).toBeNull();
    expect(decideReminder(null, ['1h'])).toBeNull();
  });
});
