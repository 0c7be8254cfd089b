import { FieldValue, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { ALLOWANCE_KINDS, MEMBERSHIP_TIER_IDS } from '../../contracts/membership-tiers.js';
import type { FiguresDelta } from '../../domain/service-figures.js';
import type { DesignerCounts, MonthFigures, ServiceFigures, ServiceTotals } from '../../ports/service-figures.port.js';

const STATS = 'stats';
const totalsDoc = (db: Firestore) => db.collection(STATS).doc('service');
const monthDoc = (db: Firestore, month: string) => db.collection(STATS).doc('service').collection('months').doc(month);
const designerDoc = (db: Firestore, uid: string) => db.collection(STATS).doc('service').collection('designers').doc(uid);

const add = (n: number | undefined) => FieldValue.increment(n ?? 0);
const map = <K extends string>(counts: Partial<Record<K, number>> | undefined) =>
  Object.fromEntries(Object.entries(counts ?? {}).map(([key, n]) => [key, add(n as number)]));

/**
 * Inside a transaction, among its writes (it reads nothing): adds the delta to `stats/service`, its month's
 * `stats/service/months/{YYYY-MM}` and the designer's `stats/service/designers/{uid}`, by increments only, so
 * changes at once never lose a count. Run in the transaction that makes the change, it counts exactly once.
 */
export function countIn(tx: Transaction, db: Firestore, delta: FiguresDelta | null): void {
  if (!delta) return;
  if (delta.activeByPlan || delta.mrrCents) {
    tx.set(totalsDoc(db), { activeByPlan: map(delta.activeByPlan), mrrCents: add(delta.mrrCents) }, { merge: true });
  }
  const month: DocumentData = {
    ...(delta.newSubscriptions && { newSubscriptions: add(delta.newSubscriptions) }),
    ...(delta.cancelled && { cancelled: add(delta.cancelled) }),
    ...(delta.allowancesUsed && { allowancesUsed: map(delta.allowancesUsed) }),
    ...(delta.reviewsDelivered && { reviewsDelivered: add(delta.reviewsDelivered), reviewsOnTime: add(delta.reviewsOnTime) }),
  };
  if (Object.keys(month).length) tx.set(monthDoc(db, delta.month), month, { merge: true });
  if (delta.designer) {
    const { reviewsDelivered, reviewsOnTime } = delta.designer;
    tx.set(
      designerDoc(db, delta.designer.uid),
      { reviewsDelivered: add(reviewsDelivered), reviewsOnTime: add(reviewsOnTime) },
      { merge: true },
    );
  }
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const counts = <K extends string>(keys: readonly K[], data: unknown) =>
  Object.fromEntries(keys.map((key) => [key, num((data as Record<string, unknown> | undefined)?.[key])])) as Record<K, number>;

/** Reads the counters: one document for the totals, one for the month, one per designer. */
export function firestoreServiceFigures(db: Firestore): ServiceFigures {
  return {
    async totals(): Promise<ServiceTotals> {
      const data = (await totalsDoc(db).get()).data();
      return { activeByPlan: counts(MEMBERSHIP_TIER_IDS, data?.activeByPlan), mrrCents: num(data?.mrrCents) };
    },
    async month(month): Promise<MonthFigures> {
      const data = (await monthDoc(db, month).get()).data();
      return {
        month,
        newSubscriptions: num(data?.newSubscriptions),
        cancelled: num(data?.cancelled),
        allowancesUsed: counts(ALLOWANCE_KINDS, data?.allowancesUsed),
        reviewsDelivered: num(data?.reviewsDelivered),
        reviewsOnTime: num(data?.reviewsOnTime),
      };
    },
    async designers(uids): Promise<Map<string, DesignerCounts>> {
      if (!uids.length) return new Map();
      const snapshots = await db.getAll(...uids.map((uid) => designerDoc(db, uid)));
      return new Map(
        snapshots.map((snapshot) => [
          snapshot.id,
          { reviewsDelivered: num(snapshot.get('reviewsDelivered')), reviewsOnTime: num(snapshot.get('reviewsOnTime')) },
        ]),
      );
    },
  };
}
