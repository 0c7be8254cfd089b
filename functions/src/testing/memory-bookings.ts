// In-memory availability and bookings: maps for the documents and the slot locks, read and written around the same
// domain decide functions as the Firestore adapter's transactions (domain/bookings.ts), with the consultation counted
// in memoryAllowances. The contract suite (testing/contracts/bookings.contract.ts) holds both to the same behaviour.
import type { AvailabilityForm } from '../contracts/designers.js';
import {
  bookingEnd,
  decideBooking,
  decideCancel,
  decideHold,
  decideNotes,
  decideReminder,
  decideReschedule,
  slotLockId,
  type BookingChange,
  type SlotRead,
} from '../domain/bookings.js';
import type { FiguresDelta } from '../domain/service-figures.js';
import type { BookingRecord, Bookings } from '../ports/bookings.port.js';
import type { memoryAllowances } from './memory-allowances.js';
import { memoryEarnings } from './memory-earnings.js';

const copy = <T>(value: T): T => structuredClone(value);

export function memoryBookings(
  allowances: ReturnType<typeof memoryAllowances>,
  earnings = memoryEarnings(),
): Bookings & {
  byId: Map<string, BookingRecord>;
  locks: Map<string, string>;
  earnings: ReturnType<typeof memoryEarnings>;
  /** The operator's counts written with each booking (the Firestore adapter's sharded counters). */
  figures: FiguresDelta[];
} {
  const byId = new Map<string, BookingRecord>();
  const locks = new Map<string, string>();
  const availabilities = new Map<string, AvailabilityForm>();
  const figures: FiguresDelta[] = [];
  let next = 0;
  const confirmedOf = (designerUid: string) => [...byId.values()].filter((b) => b.designerUid === designerUid && b.status === 'confirmed');
  const slotOf = (designerUid: string, start: Date): SlotRead => ({
    taken: locks.has(slotLockId(designerUid, start)),
    nearby: confirmedOf(designerUid).map(copy),
  });
  const stored = (id: string) => copy(byId.get(id) ?? null);
  const apply = (change: BookingChange) => {
    const { booking } = change;
    byId.set(booking.id, copy(booking));
    if (change.release) locks.delete(change.release);
    if (change.take) locks.set(change.take, booking.id);
    if (change.refunded) allowances.store(booking.memberUid, booking.periodKey, change.refunded);
    return copy(booking);
  };

  return {
    byId,
    locks,
    earnings,
    figures,
    async availability(uid) {
      return copy(availabilities.get(uid) ?? null);
    },
    async saveAvailability(uid, form) {
      availabilities.set(uid, copy(form));
    },
    async busy(designerUid, from, to) {
      return confirmedOf(designerUid)
        .filter((b) => bookingEnd(b) > from && b.start < to)
        .map((b) => ({ start: b.start, end: bookingEnd(b) }));
    },
    async create(request, bufferMinutes, now) {
      const read = { ...allowances.read(request.memberUid, now), slot: slotOf(request.designerUid, request.start) };
      const decision = decideBooking(`bk${next + 1}`, copy(request), read, bufferMinutes, now);
      next += 1;
      const { booking } = decision;
      allowances.store(booking.memberUid, decision.allowance.period.key, decision.allowance.counts);
      figures.push(decision.allowance.figures);
      locks.set(decision.lock, booking.id);
      byId.set(booking.id, copy(booking));
      return copy(booking);
    },
    async get(id) {
      return stored(id);
    },
    async forMember(uid, limit) {
      return [...byId.values()]
        .filter((b) => b.memberUid === uid)
        .sort((a, b) => b.start.getTime() - a.start.getTime())
        .slice(0, limit)
        .map(copy);
    },
    async forDesigner(uid, since, limit) {
      return [...byId.values()]
        .filter((b) => b.designerUid === uid && b.start >= since)
        .sort((a, b) => a.start.getTime() - b.start.getTime())
        .slice(0, limit)
        .map(copy);
    },
    async cancel(id, by, check) {
      const booking = stored(id);
      return apply(decideCancel(booking, by, check, booking && allowances.usedIn(booking.memberUid, booking.periodKey)));
    },
    async reschedule(id, start, bufferMinutes, check) {
      const booking = stored(id);
      const slot = booking ? slotOf(booking.designerUid, start) : { taken: false, nearby: [] };
      return apply(decideReschedule(booking, start, slot, bufferMinutes, check));
    },
    async setNotes(id, notes, check) {
      return apply(decideNotes(stored(id), notes, check));
    },
    async hold(id, earn) {
      const held = decideHold(stored(id), earn);
      if (!held) return null;
      byId.set(id, copy(held.booking));
      earnings.write(held.line);
      return copy(held.line);
    },
    async startingBetween(from, to) {
      return [...byId.values()].filter((b) => b.status === 'confirmed' && b.start >= from && b.start < to).map(copy);
    },
    async markReminder(id, kinds) {
      const sent = decideReminder(stored(id), kinds);
      if (sent) byId.get(id)!.remindersSent = sent;
      return sent !== null;
    },
  };
}
