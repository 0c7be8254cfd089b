import { Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { BOOKING_MESSAGES } from '../../contracts/bookings.js';
import { AvailabilityForm } from '../../contracts/designers.js';
import { MEMBERSHIP_TIERS } from '../../contracts/membership-tiers.js';
import { AppError, conflict, notFound } from '../../domain/errors.js';
import { clashes, type Interval } from '../../domain/slots.js';
import type { BookingCheck, BookingRecord, Bookings, ReminderKind } from '../../ports/bookings.port.js';
import { refundAllowanceIn, useAllowanceIn } from './allowances.firestore.js';
import { earningWriteIn } from './earnings.firestore.js';

const MINUTE = 60_000;
/**
 * No consultation is longer than the longest plan's: an overlapping one starts at most this long (plus the buffer)
 * before. The tighter the range the transaction reads, the fewer concurrent bookings of the designer it collides with.
 */
const LONGEST_MINUTES = Math.max(...MEMBERSHIP_TIERS.map((tier) => tier.allowances.consultationMinutes));

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

const endOf = (booking: { start: Date; minutes: number }) => new Date(booking.start.getTime() + booking.minutes * MINUTE);

export function firestoreBookings(db: Firestore): Bookings {
  const bookings = db.collection('bookings');
  const availabilities = db.collection('designerAvailability');
  /** One lock per designer and slot start: a slot is booked once, whoever asks at the same moment. */
  const lock = (designerUid: string, start: Date) => db.collection('bookingSlots').doc(`${designerUid}_${start.toISOString()}`);

  /** The designer's confirmed consultations that could overlap [start, start + minutes) within the buffer. */
  const nearby = (designerUid: string, start: Date, minutes: number, bufferMinutes: number) =>
    bookings
      .where('designerUid', '==', designerUid)
      .where('status', '==', 'confirmed')
      .where('start', '>', Timestamp.fromMillis(start.getTime() - (LONGEST_MINUTES + bufferMinutes) * MINUTE))
      .where('start', '<', Timestamp.fromMillis(start.getTime() + (minutes + bufferMinutes) * MINUTE));

  async function refuseOverlap(
    tx: Transaction,
    booking: { designerUid: string; start: Date; minutes: number },
    buffer: number,
    except?: string,
  ) {
    const others = (await tx.get(nearby(booking.designerUid, booking.start, booking.minutes, buffer))).docs
      .filter((doc) => doc.id !== except)
      .map((doc) => bookingFrom(doc.id, doc.data()))
      .map((other): Interval => ({ start: other.start, end: endOf(other) }));
    if (clashes(others, booking.start, booking.minutes, buffer)) throw conflict(BOOKING_MESSAGES.overlap);
  }

  async function transition(id: string, change: (tx: Transaction, booking: BookingRecord) => Promise<DocumentData>) {
    const ref = bookings.doc(id);
    return db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) throw notFound(BOOKING_MESSAGES.notFound);
      const booking = bookingFrom(id, snapshot.data()!);
      const fields = await change(tx, booking);
      tx.update(ref, fields);
      return bookingFrom(id, { ...snapshot.data(), ...fields });
    });
  }

  /**
   * Many members asking for one slot at once collide on its lock: a transaction that gave up (contention) while
   * another booking took the slot answers 409 as if it had read the lock, not 503.
   */
  async function takenWhenBusy<T>(slot: FirebaseFirestore.DocumentReference, bookingId: string, book: () => Promise<T>): Promise<T> {
    try {
      return await book();
    } catch (error) {
      if (error instanceof AppError) throw error;
      const holder = (await slot.get()).get('bookingId') as string | undefined;
      if (holder && holder !== bookingId) throw conflict(BOOKING_MESSAGES.taken);
      throw error;
    }
  }

  const guarded = (check: BookingCheck) => (booking: BookingRecord) => {
    check(booking);
    return booking;
  };

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
        .where('start', '>', Timestamp.fromMillis(from.getTime() - LONGEST_MINUTES * MINUTE))
        .where('start', '<', Timestamp.fromDate(to))
        .get();
      return snapshot.docs.map((doc) => bookingFrom(doc.id, doc.data())).map((b) => ({ start: b.start, end: endOf(b) }));
    },
    async create(booking, bufferMinutes, now) {
      const ref = bookings.doc();
      const slot = lock(booking.designerUid, booking.start);
      return takenWhenBusy(slot, ref.id, () =>
        db.runTransaction(async (tx) => {
          const allowance = await useAllowanceIn(tx, db, booking.memberUid, 'consultations', now);
          if ((await tx.get(slot)).exists) throw conflict(BOOKING_MESSAGES.taken);
          await refuseOverlap(tx, booking, bufferMinutes);
          const data = {
            ...booking,
            start: Timestamp.fromDate(booking.start),
            status: 'confirmed',
            notes: null,
            sequence: 0,
            periodKey: allowance.period.key,
            cancelledBy: null,
            remindersSent: [],
            createdAt: Timestamp.fromDate(now),
          };
          allowance.write();
          tx.create(slot, { bookingId: ref.id, designerUid: booking.designerUid, start: data.start });
          tx.create(ref, data);
          return bookingFrom(ref.id, data);
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
      return transition(id, async (tx, stored) => {
        const booking = guarded(check)(stored);
        const refund = await refundAllowanceIn(tx, db, booking.memberUid, booking.periodKey, 'consultations');
        refund();
        tx.delete(lock(booking.designerUid, booking.start));
        return { status: 'cancelled', cancelledBy: by, sequence: booking.sequence + 1 };
      });
    },
    reschedule(id, start, bufferMinutes, check) {
      return transition(id, async (tx, stored) => {
        const booking = guarded(check)(stored);
        const slot = lock(booking.designerUid, start);
        if ((await tx.get(slot)).exists) throw conflict(BOOKING_MESSAGES.taken);
        await refuseOverlap(tx, { ...booking, start }, bufferMinutes, booking.id);
        tx.delete(lock(booking.designerUid, booking.start));
        tx.create(slot, { bookingId: id, designerUid: booking.designerUid, start: Timestamp.fromDate(start) });
        return { start: Timestamp.fromDate(start), sequence: booking.sequence + 1, remindersSent: [] };
      });
    },
    setNotes(id, notes, check) {
      return transition(id, async (_tx, stored) => {
        guarded(check)(stored);
        return { notes };
      });
    },
    async hold(id, earn) {
      const ref = bookings.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const line = earn(bookingFrom(id, snapshot.data()!));
        if (!line) return null;
        const writeEarning = await earningWriteIn(tx, db, line);
        tx.update(ref, { heldAt: Timestamp.fromDate(line.earnedAt) });
        writeEarning();
        return line;
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
        if (!snapshot.exists) return false;
        const booking = bookingFrom(id, snapshot.data()!);
        if (booking.status !== 'confirmed' || kinds.every((kind) => booking.remindersSent.includes(kind))) return false;
        tx.update(ref, { remindersSent: [...new Set<ReminderKind>([...booking.remindersSent, ...kinds])] });
        return true;
      });
    },
  };
}
