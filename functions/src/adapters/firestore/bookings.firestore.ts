import { Timestamp, type DocumentData, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { BOOKING_MESSAGES } from '../../contracts/bookings.js';
import { AvailabilityForm } from '../../contracts/designers.js';
import {
  bookingEnd,
  decideBooking,
  decideCancel,
  decideHold,
  decideNotes,
  decideReminder,
  decideReschedule,
  LONGEST_CONSULTATION_MINUTES,
  slotLockId,
  type BookingChange,
  type SlotRead,
} from '../../domain/bookings.js';
import { AppError, conflict } from '../../domain/errors.js';
import type { BookingRecord, Bookings } from '../../ports/bookings.port.js';
import { readAllowanceIn, readPeriodIn, writeAllowanceIn, writePeriodIn } from './allowances.firestore.js';
import { earningWriteIn } from './earnings.firestore.js';

const MINUTE = 60_000;

const dateOf = (value: unknown): Date => (value instanceof Timestamp ? value.toDate() : new Date(String(value)));

export function bookingFrom(id: string, data: DocumentData): BookingRecord {
  return {
    id,
    memberUid: String(data.memberUid),
    memberName: String(data.memberName ?? ''),
    designerUid: String(data.designerUid),
    designerName: String(data.designerName ?? ''),
    designerTimeZone: String(data.designerTimeZone ?? 'UTC'),
    memberTimeZone: String(data.memberTimeZone ?? 'UTC'),
    meetingUrl: String(data.meetingUrl ?? ''),
    status: data.status === 'cancelled' ? 'cancelled' : 'confirmed',
    start: dateOf(data.start),
    minutes: Number(data.minutes),
    brief: String(data.brief ?? ''),
    boards: Array.isArray(data.boards) ? data.boards : [],
    notes: typeof data.notes === 'string' ? data.notes : null,
    sequence: Number(data.sequence ?? 0),
    periodKey: String(data.periodKey ?? ''),
    cancelledBy: data.cancelledBy === 'member' || data.cancelledBy === 'designer' ? data.cancelledBy : null,
    remindersSent: Array.isArray(data.remindersSent) ? data.remindersSent : [],
    createdAt: dateOf(data.createdAt),
    heldAt: data.heldAt instanceof Timestamp ? data.heldAt.toDate() : null,
  };
}

/** A booking as stored: its instants as Timestamps, and no `id` (the document's). */
function toData({ id: _id, ...booking }: BookingRecord): DocumentData {
  return {
    ...booking,
    start: Timestamp.fromDate(booking.start),
    createdAt: Timestamp.fromDate(booking.createdAt),
    ...(booking.heldAt && { heldAt: Timestamp.fromDate(booking.heldAt) }),
  };
}

/**
 * Loads and stores; the rules are the domain's (domain/bookings.ts): each transaction reads what its decide function
 * needs, calls it, and writes what it answers.
 */
export function firestoreBookings(db: Firestore): Bookings {
  const bookings = db.collection('bookings');
  const availabilities = db.collection('designerAvailability');
  const locks = db.collection('bookingSlots');

  /** The slot's lock and the designer's confirmed consultations that could overlap [start, start + minutes). */
  async function slotIn(tx: Transaction, designerUid: string, start: Date, minutes: number, bufferMinutes: number): Promise<SlotRead> {
    const nearby = bookings
      .where('designerUid', '==', designerUid)
      .where('status', '==', 'confirmed')
      .where('start', '>', Timestamp.fromMillis(start.getTime() - (LONGEST_CONSULTATION_MINUTES + bufferMinutes) * MINUTE))
      .where('start', '<', Timestamp.fromMillis(start.getTime() + (minutes + bufferMinutes) * MINUTE));
    const [lock, others] = await Promise.all([tx.get(locks.doc(slotLockId(designerUid, start))), tx.get(nearby)]);
    return { taken: lock.exists, nearby: others.docs.map((doc) => bookingFrom(doc.id, doc.data())) };
  }

  /** Writes a change of a stored booking: the booking, its locks and the refunded period. */
  function applyChange(tx: Transaction, change: BookingChange): BookingRecord {
    const { booking } = change;
    tx.set(bookings.doc(booking.id), toData(booking), { merge: true });
    if (change.release) tx.delete(locks.doc(change.release));
    if (change.take)
      tx.create(locks.doc(change.take), {
        bookingId: booking.id,
        designerUid: booking.designerUid,
        start: Timestamp.fromDate(booking.start),
      });
    if (change.refunded) writePeriodIn(tx, db, booking.memberUid, booking.periodKey, change.refunded);
    return booking;
  }

  /** Reads the stored booking (and what `read` needs for it), then decides and writes in one transaction. */
  function transact<R>(
    id: string,
    read: (tx: Transaction, booking: BookingRecord | null) => Promise<R>,
    decide: (booking: BookingRecord | null, read: R) => BookingChange,
  ): Promise<BookingRecord> {
    return db.runTransaction(async (tx) => {
      const snapshot = await tx.get(bookings.doc(id));
      const booking = snapshot.exists ? bookingFrom(id, snapshot.data()!) : null;
      return applyChange(tx, decide(booking, await read(tx, booking)));
    });
  }

  /**
   * Many members asking for one slot at once collide on its lock: a transaction that gave up (contention) while
   * another booking took the slot answers 409 as if it had read the lock, not 503.
   */
  async function takenWhenBusy<T>(slot: DocumentReference, bookingId: string, book: () => Promise<T>): Promise<T> {
    try {
      return await book();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const holder = (await slot.get()).get('bookingId') as string | undefined;
      if (holder && holder !== bookingId) throw conflict(BOOKING_MESSAGES.taken);
      throw error;
    }
  }

  return {
    async availability(uid) {
      const snapshot = await availabilities.doc(uid).get();
      const parsed = AvailabilityForm.safeParse(snapshot.data());
      return parsed.success ? parsed.data : null;
    },
    async saveAvailability(uid, form) {
      await availabilities.doc(uid).set(form);
    },
    async busy(designerUid, from, to) {
      const snapshot = await bookings
        .where('designerUid', '==', designerUid)
        .where('status', '==', 'confirmed')
        .where('start', '>', Timestamp.fromMillis(from.getTime() - LONGEST_CONSULTATION_MINUTES * MINUTE))
        .where('start', '<', Timestamp.fromDate(to))
        .get();
      return snapshot.docs.map((doc) => bookingFrom(doc.id, doc.data())).map((b) => ({ start: b.start, end: bookingEnd(b) }));
    },
    async create(request, bufferMinutes, now) {
      const ref = bookings.doc();
      return takenWhenBusy(locks.doc(slotLockId(request.designerUid, request.start)), ref.id, () =>
        db.runTransaction(async (tx) => {
          const [allowance, slot] = await Promise.all([
            readAllowanceIn(tx, db, request.memberUid, now),
            slotIn(tx, request.designerUid, request.start, request.minutes, bufferMinutes),
          ]);
          const decision = decideBooking(ref.id, request, { ...allowance, slot }, bufferMinutes, now);
          const { booking } = decision;
          writeAllowanceIn(tx, db, booking.memberUid, decision.allowance);
          tx.create(locks.doc(decision.lock), {
            bookingId: ref.id,
            designerUid: booking.designerUid,
            start: Timestamp.fromDate(booking.start),
          });
          tx.create(ref, toData(booking));
          return booking;
        }),
      );
    },
    async get(id) {
      const snapshot = await bookings.doc(id).get();
      return snapshot.exists ? bookingFrom(id, snapshot.data()!) : null;
    },
    async forMember(memberUid, limit) {
      const snapshot = await bookings.where('memberUid', '==', memberUid).orderBy('start', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => bookingFrom(doc.id, doc.data()));
    },
    async forDesigner(designerUid, since, limit) {
      const snapshot = await bookings
        .where('designerUid', '==', designerUid)
        .where('start', '>=', Timestamp.fromDate(since))
        .orderBy('start')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => bookingFrom(doc.id, doc.data()));
    },
    cancel(id, by, check) {
      return transact(
        id,
        (tx, booking) => (booking ? readPeriodIn(tx, db, booking.memberUid, booking.periodKey) : Promise.resolve(null)),
        (booking, used) => decideCancel(booking, by, check, used),
      );
    },
    reschedule(id, start, bufferMinutes, check) {
      return transact(
        id,
        (tx, booking) => (booking ? slotIn(tx, booking.designerUid, start, booking.minutes, bufferMinutes) : Promise.resolve(null)),
        (booking, slot) => decideReschedule(booking, start, slot ?? { taken: false, nearby: [] }, bufferMinutes, check),
      );
    },
    setNotes(id, notes, check) {
      return transact(
        id,
        async () => null,
        (booking) => decideNotes(booking, notes, check),
      );
    },
    async hold(id, earn) {
      const ref = bookings.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const held = decideHold(snapshot.exists ? bookingFrom(id, snapshot.data()!) : null, earn);
        if (!held) return null;
        const writeEarning = await earningWriteIn(tx, db, held.line);
        tx.update(ref, { heldAt: Timestamp.fromDate(held.line.earnedAt) });
        writeEarning();
        return held.line;
      });
    },
    async startingBetween(from, to) {
      const snapshot = await bookings
        .where('status', '==', 'confirmed')
        .where('start', '>=', Timestamp.fromDate(from))
        .where('start', '<', Timestamp.fromDate(to))
        .get();
      return snapshot.docs.map((doc) => bookingFrom(doc.id, doc.data()));
    },
    async markReminder(id, kinds) {
      const ref = bookings.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const sent = decideReminder(snapshot.exists ? bookingFrom(id, snapshot.data()!) : null, kinds);
        if (sent) tx.update(ref, { remindersSent: sent });
        return sent !== null;
      });
    },
  };
}
