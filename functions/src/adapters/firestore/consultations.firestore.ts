import { Timestamp, type DocumentData, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { CONSULTATION_MESSAGES } from '../../contracts/consultations.js';
import { AvailabilityForm } from '../../contracts/designers.js';
import {
  consultationEnd,
  decideConsultation,
  decideCancel,
  decideHold,
  decideNotes,
  decideReminder,
  decideReschedule,
  CONSULTATION_SLOTS_COLLECTION,
  CONSULTATIONS_COLLECTION,
  LONGEST_CONSULTATION_MINUTES,
  SLOT_HOLDER_FIELD,
  slotLockId,
  type ConsultationChange,
  type SlotRead,
} from '../../domain/consultations.js';
import { AppError, conflict } from '../../domain/errors.js';
import type { ConsultationRecord, Consultations } from '../../ports/consultations.port.js';
import { readAllowanceIn, readPeriodIn, writeAllowanceIn, writePeriodIn } from './allowances.firestore.js';
import { earningWriteIn } from './earnings.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const MINUTE = 60_000;
/** How often a booking that lost to contention, with nobody holding the slot yet, is tried. */
const BOOKING_ATTEMPTS = 4;

const dateOf = (value: unknown): Date => (value instanceof Timestamp ? value.toDate() : new Date(String(value)));

export function consultationFrom(id: string, data: DocumentData): ConsultationRecord {
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

/** A consultation as stored: its instants as Timestamps, and no `id` (the document's). */
function toData({ id: _id, ...consultation }: ConsultationRecord): DocumentData {
  return {
    ...consultation,
    start: Timestamp.fromDate(consultation.start),
    createdAt: Timestamp.fromDate(consultation.createdAt),
    ...(consultation.heldAt && { heldAt: Timestamp.fromDate(consultation.heldAt) }),
  };
}

/**
 * Loads and stores; the rules are the domain's (domain/consultations.ts): each transaction reads what its decide function
 * needs, calls it, and writes what it answers.
 */
export function firestoreConsultations(db: Firestore): Consultations {
  const consultations = db.collection(CONSULTATIONS_COLLECTION);
  const availabilities = db.collection('designerAvailability');
  const locks = db.collection(CONSULTATION_SLOTS_COLLECTION);

  /** The slot's lock and the designer's confirmed consultations that could overlap [start, start + minutes). */
  async function slotIn(tx: Transaction, designerUid: string, start: Date, minutes: number, bufferMinutes: number): Promise<SlotRead> {
    const nearby = consultations
      .where('designerUid', '==', designerUid)
      .where('status', '==', 'confirmed')
      .where('start', '>', Timestamp.fromMillis(start.getTime() - (LONGEST_CONSULTATION_MINUTES + bufferMinutes) * MINUTE))
      .where('start', '<', Timestamp.fromMillis(start.getTime() + (minutes + bufferMinutes) * MINUTE));
    const [lock, others] = await Promise.all([tx.get(locks.doc(slotLockId(designerUid, start))), tx.get(nearby)]);
    return { taken: lock.exists, nearby: others.docs.map((doc) => consultationFrom(doc.id, doc.data())) };
  }

  /** Writes a change of a stored consultation: the consultation, its locks and the refunded period. */
  function applyChange(tx: Transaction, change: ConsultationChange): ConsultationRecord {
    const { consultation } = change;
    tx.set(consultations.doc(consultation.id), toData(consultation), { merge: true });
    if (change.release) tx.delete(locks.doc(change.release));
    if (change.take)
      tx.create(locks.doc(change.take), {
        [SLOT_HOLDER_FIELD]: consultation.id,
        designerUid: consultation.designerUid,
        start: Timestamp.fromDate(consultation.start),
      });
    if (change.refunded) writePeriodIn(tx, db, consultation.memberUid, consultation.periodKey, change.refunded);
    return consultation;
  }

  /** Reads the stored consultation (and what `read` needs for it), then decides and writes in one transaction. */
  function transact<R>(
    id: string,
    read: (tx: Transaction, consultation: ConsultationRecord | null) => Promise<R>,
    decide: (consultation: ConsultationRecord | null, read: R) => ConsultationChange,
  ): Promise<ConsultationRecord> {
    return runTransaction(db, async (tx) => {
      const snapshot = await tx.get(consultations.doc(id));
      const consultation = snapshot.exists ? consultationFrom(id, snapshot.data()!) : null;
      return applyChange(tx, decide(consultation, await read(tx, consultation)));
    });
  }

  /**
   * Many members asking for one slot at once collide on its lock: a transaction that gave up (contention) while
   * another consultation took the slot answers 409 as if it had read the lock, not 503. When nobody holds the slot yet
   * (every contender gave up at once), the booking is tried again, so one of them takes it and the rest read the lock.
   */
  async function takenWhenBusy<T>(slot: DocumentReference, consultationId: string, book: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await book();
      } catch (error) {
        if (error instanceof AppError) throw error;
        const holder = (await slot.get()).get(SLOT_HOLDER_FIELD) as string | undefined;
        if (holder && holder !== consultationId) throw conflict(CONSULTATION_MESSAGES.taken);
        if (attempt === BOOKING_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 200 * attempt));
      }
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
      const snapshot = await consultations
        .where('designerUid', '==', designerUid)
        .where('status', '==', 'confirmed')
        .where('start', '>', Timestamp.fromMillis(from.getTime() - LONGEST_CONSULTATION_MINUTES * MINUTE))
        .where('start', '<', Timestamp.fromDate(to))
        .get();
      return snapshot.docs.map((doc) => consultationFrom(doc.id, doc.data())).map((b) => ({ start: b.start, end: consultationEnd(b) }));
    },
    async create(request, bufferMinutes, now) {
      const ref = consultations.doc();
      return takenWhenBusy(locks.doc(slotLockId(request.designerUid, request.start)), ref.id, () =>
        runTransaction(db, async (tx) => {
          const [allowance, slot] = await Promise.all([
            readAllowanceIn(tx, db, request.memberUid, now),
            slotIn(tx, request.designerUid, request.start, request.minutes, bufferMinutes),
          ]);
          const decision = decideConsultation(ref.id, request, { ...allowance, slot }, bufferMinutes, now);
          const { consultation } = decision;
          writeAllowanceIn(tx, db, consultation.memberUid, decision.allowance);
          tx.create(locks.doc(decision.lock), {
            [SLOT_HOLDER_FIELD]: ref.id,
            designerUid: consultation.designerUid,
            start: Timestamp.fromDate(consultation.start),
          });
          tx.create(ref, toData(consultation));
          return consultation;
        }),
      );
    },
    async get(id) {
      const snapshot = await consultations.doc(id).get();
      return snapshot.exists ? consultationFrom(id, snapshot.data()!) : null;
    },
    async forMember(memberUid, limit) {
      const snapshot = await consultations.where('memberUid', '==', memberUid).orderBy('start', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => consultationFrom(doc.id, doc.data()));
    },
    async forDesigner(designerUid, since, limit) {
      const snapshot = await consultations
        .where('designerUid', '==', designerUid)
        .where('start', '>=', Timestamp.fromDate(since))
        .orderBy('start')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => consultationFrom(doc.id, doc.data()));
    },
    cancel(id, by, check) {
      return transact(
        id,
        (tx, consultation) => (consultation ? readPeriodIn(tx, db, consultation.memberUid, consultation.periodKey) : Promise.resolve(null)),
        (consultation, used) => decideCancel(consultation, by, check, used),
      );
    },
    reschedule(id, start, bufferMinutes, check) {
      return transact(
        id,
        (tx, consultation) =>
          consultation ? slotIn(tx, consultation.designerUid, start, consultation.minutes, bufferMinutes) : Promise.resolve(null),
        (consultation, slot) => decideReschedule(consultation, start, slot ?? { taken: false, nearby: [] }, bufferMinutes, check),
      );
    },
    setNotes(id, notes, check) {
      return transact(
        id,
        async () => null,
        (consultation) => decideNotes(consultation, notes, check),
      );
    },
    async hold(id, earn) {
      const ref = consultations.doc(id);
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        const held = decideHold(snapshot.exists ? consultationFrom(id, snapshot.data()!) : null, earn);
        if (!held) return null;
        const writeEarning = await earningWriteIn(tx, db, held.line);
        tx.update(ref, { heldAt: Timestamp.fromDate(held.line.earnedAt) });
        writeEarning();
        return held.line;
      });
    },
    async startingBetween(from, to) {
      const snapshot = await consultations
        .where('status', '==', 'confirmed')
        .where('start', '>=', Timestamp.fromDate(from))
        .where('start', '<', Timestamp.fromDate(to))
        .get();
      return snapshot.docs.map((doc) => consultationFrom(doc.id, doc.data()));
    },
    async markReminder(id, kinds) {
      const ref = consultations.doc(id);
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        const sent = decideReminder(snapshot.exists ? consultationFrom(id, snapshot.data()!) : null, kinds);
        if (sent) tx.update(ref, { remindersSent: sent });
        return sent !== null;
      });
    },
  };
}
