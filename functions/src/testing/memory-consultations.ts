// In-memory availability and consultations: maps for the documents and the slot locks, read and written around the same
// domain decide functions as the Firestore adapter's transactions (domain/consultations.ts), with the consultation counted
// in memoryAllowances. The contract suite (testing/contracts/consultations.contract.ts) holds both to the same behaviour.
import type { AvailabilityForm } from '../contracts/designers.js';
import {
  consultationEnd,
  decideConsultation,
  decideCancel,
  decideHold,
  decideNotes,
  decideReminder,
  decideReschedule,
  slotLockId,
  type ConsultationChange,
  type SlotRead,
} from '../domain/consultations.js';
import type { FiguresDelta } from '../domain/service-figures.js';
import type { ConsultationRecord, Consultations } from '../ports/consultations.port.js';
import type { memoryAllowances } from './memory-allowances.js';
import { memoryEarnings } from './memory-earnings.js';

const copy = <T>(value: T): T => structuredClone(value);

export function memoryConsultations(
  allowances: ReturnType<typeof memoryAllowances>,
  earnings = memoryEarnings(),
): Consultations & {
  byId: Map<string, ConsultationRecord>;
  locks: Map<string, string>;
  earnings: ReturnType<typeof memoryEarnings>;
  /** The operator's counts written with each consultation (the Firestore adapter's sharded counters). */
  figures: FiguresDelta[];
} {
  const byId = new Map<string, ConsultationRecord>();
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
  const apply = (change: ConsultationChange) => {
    const { consultation } = change;
    byId.set(consultation.id, copy(consultation));
    if (change.release) locks.delete(change.release);
    if (change.take) locks.set(change.take, consultation.id);
    if (change.refunded) allowances.store(consultation.memberUid, consultation.periodKey, change.refunded);
    return copy(consultation);
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
        .filter((b) => consultationEnd(b) > from && b.start < to)
        .map((b) => ({ start: b.start, end: consultationEnd(b) }));
    },
    async create(request, bufferMinutes, now) {
      const read = { ...allowances.read(request.memberUid, now), slot: slotOf(request.designerUid, request.start) };
      const decision = decideConsultation(`bk${next + 1}`, copy(request), read, bufferMinutes, now);
      next += 1;
      const { consultation } = decision;
      allowances.store(consultation.memberUid, decision.allowance.period.key, decision.allowance.counts);
      figures.push(decision.allowance.figures);
      locks.set(decision.lock, consultation.id);
      byId.set(consultation.id, copy(consultation));
      return copy(consultation);
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
      const consultation = stored(id);
      return apply(
        decideCancel(consultation, by, check, consultation && allowances.usedIn(consultation.memberUid, consultation.periodKey)),
      );
    },
    async reschedule(id, start, bufferMinutes, check) {
      const consultation = stored(id);
      const slot = consultation ? slotOf(consultation.designerUid, start) : { taken: false, nearby: [] };
      return apply(decideReschedule(consultation, start, slot, bufferMinutes, check));
    },
    async setNotes(id, notes, check) {
      return apply(decideNotes(stored(id), notes, check));
    },
    async hold(id, earn) {
      const held = decideHold(stored(id), earn);
      if (!held) return null;
      byId.set(id, copy(held.consultation));
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
