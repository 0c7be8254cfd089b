// In-memory availability and bookings with the Firestore adapter's rules: the consultation counted (memoryAllowances),
// one lock per designer and slot start, overlaps refused within the buffer, cancel and reschedule moving the lock.
import { BOOKING_MESSAGES } from '../contracts/bookings.js';
import type { AvailabilityForm } from '../contracts/designers.js';
import { conflict, notFound } from '../domain/errors.js';
import { clashes } from '../domain/slots.js';
import type { BookingRecord, Bookings } from '../ports/bookings.port.js';
import type { memoryAllowances } from './memory-allowances.js';
import { memoryEarnings } from './memory-earnings.js';

const endOf = (booking: BookingRecord) => new Date(booking.start.getTime() + booking.minutes * 60_000);

export function memoryBookings(
  allowances: ReturnType<typeof memoryAllowances>,
  earnings = memoryEarnings(),
): Bookings & {
  byId: Map<string, BookingRecord>;
  locks: Map<string, string>;
  earnings: ReturnType<typeof memoryEarnings>;
} {
  const byId = new Map<string, BookingRecord>();
  const locks = new Map<string, string>();
  const availabilities = new Map<string, AvailabilityForm>();
  const lockKey = (designerUid: string, start: Date) => `${designerUid}_${start.toISOString()}`;
  let next = 0;
  const confirmedOf = (designerUid: string, except?: string) =>
    [...byId.values()].filter((b) => b.designerUid === designerUid && b.status === 'confirmed' && b.id !== except);
  const refuseOverlap = (designerUid: string, start: Date, minutes: number, buffer: number, except?: string) => {
    const busy = confirmedOf(designerUid, except).map((b) => ({ start: b.start, end: endOf(b) }));
    if (clashes(busy, start, minutes, buffer)) throw conflict(BOOKING_MESSAGES.overlap);
  };
  const change = (id: string, check: (b: BookingRecord) => void, apply: (b: BookingRecord) => Partial<BookingRecord>) => {
    const stored = byId.get(id);
    if (!stored) throw notFound(BOOKING_MESSAGES.notFound);
    check(structuredClone(stored));
    const updated = { ...stored, ...apply(stored) };
    byId.set(id, updated);
    return structuredClone(updated);
  };

  return {
    byId,
    locks,
    earnings,
    async availability(uid) {
      return structuredClone(availabilities.get(uid) ?? null);
    },
    async saveAvailability(uid, form) {
      availabilities.set(uid, structuredClone(form));
    },
    async busy(designerUid, from, to) {
      return confirmedOf(designerUid)
        .filter((b) => endOf(b) > from && b.start < to)
        .map((b) => ({ start: b.start, end: endOf(b) }));
    },
    async create(booking, bufferMinutes, now) {
      if (locks.has(lockKey(booking.designerUid, booking.start))) throw conflict(BOOKING_MESSAGES.taken);
      refuseOverlap(booking.designerUid, booking.start, booking.minutes, bufferMinutes);
      const period = allowances.use(booking.memberUid, 'consultations', now);
      const id = `bk${++next}`;
      const record: BookingRecord = {
        ...structuredClone(booking),
        id,
        status: 'confirmed',
        notes: null,
        sequence: 0,
        periodKey: period.key,
        cancelledBy: null,
        remindersSent: [],
        createdAt: now,
      };
      byId.set(id, record);
      locks.set(lockKey(booking.designerUid, booking.start), id);
      return structuredClone(record);
    },
    async get(id) {
      return structuredClone(byId.get(id) ?? null);
    },
    async forMember(uid, limit) {
      return [...byId.values()]
        .filter((b) => b.memberUid === uid)
        .sort((a, b) => b.start.getTime() - a.start.getTime())
        .slice(0, limit)
        .map((b) => structuredClone(b));
    },
    async forDesigner(uid, since, limit) {
      return [...byId.values()]
        .filter((b) => b.designerUid === uid && b.start >= since)
        .sort((a, b) => a.start.getTime() - b.start.getTime())
        .slice(0, limit)
        .map((b) => structuredClone(b));
    },
    async cancel(id, by, check) {
      return change(id, check, (b) => {
        allowances.refund(b.memberUid, b.periodKey, 'consultations');
        locks.delete(lockKey(b.designerUid, b.start));
        return { status: 'cancelled', cancelledBy: by, sequence: b.sequence + 1 };
      });
    },
    async reschedule(id, start, bufferMinutes, check) {
      return change(id, check, (b) => {
        if (locks.has(lockKey(b.designerUid, start))) throw conflict(BOOKING_MESSAGES.taken);
        refuseOverlap(b.designerUid, start, b.minutes, bufferMinutes, id);
        locks.delete(lockKey(b.designerUid, b.start));
        locks.set(lockKey(b.designerUid, start), id);
        return { start, sequence: b.sequence + 1, remindersSent: [] };
      });
    },
    async setNotes(id, notes, check) {
      return change(id, check, () => ({ notes }));
    },
    async hold(id, earn) {
      const stored = byId.get(id);
      const line = stored ? earn(structuredClone(stored)) : null;
      if (!stored || !line) return null;
      stored.heldAt = line.earnedAt;
      earnings.write(line);
      return structuredClone(line);
    },
    async startingBetween(from, to) {
      return [...byId.values()].filter((b) => b.status === 'confirmed' && b.start >= from && b.start < to).map((b) => structuredClone(b));
    },
    async markReminder(id, kinds) {
      const stored = byId.get(id);
      if (!stored || stored.status !== 'confirmed' || kinds.every((kind) => stored.remindersSent.includes(kind))) return false;
      stored.remindersSent = [...new Set([...stored.remindersSent, ...kinds])];
      return true;
    },
  };
}
