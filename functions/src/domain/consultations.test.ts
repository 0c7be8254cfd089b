import { describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES } from '../contracts/consultations.js';
import type { Membership } from '../contracts/membership.js';
import {
  decideConsultation,
  decideCancel,
  decideHold,
  decideNotes,
  decideReminder,
  decideReschedule,
  type ConsultationRecord,
  type NewConsultation,
} from './consultations.js';
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
const request: NewConsultation = {
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
const booked = (over: Partial<ConsultationRecord> = {}): ConsultationRecord => ({
  ...decideConsultation('bk1', request, { membership: gold, used: null, slot: free }, 10, NOW).consultation,
  ...over,
});
const anyCheck = () => undefined;

describe('decideConsultation', () => {
  it('books a confirmed consultation counted in the period, with its lock and the operator count', () => {
    const decision = decideConsultation('bk1', request, { membership: gold, used: null, slot: free }, 10, NOW);
    expect(decision.consultation).toEqual({
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
    const decide = () => decideConsultation('bk2', request, { membership: null, used: null, slot: { taken: true, nearby: [] } }, 10, NOW);
    expect(decide).toThrow(expect.objectContaining({ status: 403, code: 'allowance-used' }));
    expect(decide).toThrow('Basic does not include live consultations. Gold includes 1 live consultation a month.');
  });

  it('refuses a Gold member whose period has its consultation used', () => {
    const used = { reviews: 0, consultations: 1, projects: 0 };
    expect(() => decideConsultation('bk2', request, { membership: gold, used, slot: free }, 10, NOW)).toThrow(
      expect.objectContaining({ status: 403, code: 'allowance-used' }),
    );
  });

  it('refuses a taken slot (409), then an overlap within the buffer (409); a cancelled or far one does not count', () => {
    const read = (slot: { taken: boolean; nearby: ConsultationRecord[] }) => ({ membership: gold, used: null, slot });
    expect(() => decideConsultation('bk2', request, read({ taken: true, nearby: [] }), 10, NOW)).toThrow(
      expect.objectContaining({ status: 409, message: CONSULTATION_MESSAGES.taken }),
    );
    const longer = booked({ id: 'pia', start: new Date('2026-03-04T08:00:00.000Z'), minutes: 60 });
    expect(() => decideConsultation('bk2', request, read({ taken: false, nearby: [longer] }), 10, NOW)).toThrow(
      expect.objectContaining({ status: 409, message: CONSULTATION_MESSAGES.overlap }),
    );
    const cancelled = { ...longer, status: 'cancelled' as const };
    const apart = booked({ id: 'far', start: new Date('2026-03-04T09:40:00.000Z') });
    expect(decideConsultation('bk2', request, read({ taken: false, nearby: [cancelled, apart] }), 10, NOW).consultation.id).toBe('bk2');
  });
});

describe('changes of a stored consultation', () => {
  it('answers 404 for no consultation and runs the caller’s check first', () => {
    expect(() => decideNotes(null, 'x', anyCheck)).toThrow(
      expect.objectContaining({ status: 404, message: CONSULTATION_MESSAGES.notFound }),
    );
    const refuse = () => {
      throw forbidden(CONSULTATION_MESSAGES.notYours);
    };
    expect(() => decideCancel(booked(), 'member', refuse, null)).toThrow(CONSULTATION_MESSAGES.notYours);
  });

  it('cancels: the lock released, the consultation given back in its period, SEQUENCE bumped', () => {
    const used = { reviews: 2, consultations: 1, projects: 0 };
    expect(decideCancel(booked(), 'designer', anyCheck, used)).toEqual({
      consultation: { ...booked(), status: 'cancelled', cancelledBy: 'designer', sequence: 1 },
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
      consultation: { ...before, start: later, sequence: 1, remindersSent: [] },
      release: 'dana_2026-03-04T09:00:00.000Z',
      take: 'dana_2026-03-04T09:20:00.000Z',
      refunded: null,
    });
    expect(() => decideReschedule(before, later, { taken: true, nearby: [] }, 10, anyCheck)).toThrow(CONSULTATION_MESSAGES.taken);
    const other = booked({ id: 'other', start: new Date('2026-03-04T09:55:00.000Z') });
    expect(() => decideReschedule(before, later, { taken: false, nearby: [other] }, 10, anyCheck)).toThrow(CONSULTATION_MESSAGES.overlap);
  });

  it('writes notes', () => {
    expect(decideNotes(booked(), 'Bring the plan.', anyCheck).consultation.notes).toBe('Bring the plan.');
  });

  it('holds once the earning rule answers a line, marking the consultation held at its moment', () => {
    const line = { id: 'consultation_bk1', earnedAt: new Date('2026-03-04T09:30:00.000Z') } as EarningLine;
    expect(decideHold(booked(), () => line)).toEqual({ consultation: { ...booked(), heldAt: line.earnedAt }, line });
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
