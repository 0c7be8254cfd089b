import { FieldValue, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { ALLOWANCE_KINDS, MEMBERSHIP_TIER_IDS } from '../../contracts/membership-tiers.js';
import { COUNTER_SHARDS, randomShard } from '../../domain/community.js';
import type { FiguresDelta } from '../../domain/service-figures.js';
import type { DesignerCounts, MonthFigures, ServiceFigures, ServiceTotals } from '../../ports/service-figures.port.js';

const service = (db: Firestore) => db.collection('stats').doc('service');
/** The totals and each month are sharded (a blind increment of one random shard), as the likes' counters are. */
export const totalsShards = (db: Firestore) => service(db).collection('shards');
const monthShards = (db: Firestore, month: string) => service(db).collection('months').doc(month).collection('shards');
/** Top level, by the designer's uid: deleting their account deletes it (domain/account-data.ts). */
const designerDoc = (db: Firestore, uid: string) => db.collection('designerStats').doc(uid);
const shard = () => String(randomShard());

const add = (n: number | undefined) => FieldValue.increment(n ?? 0);
const map = <K extends string>(counts: Partial<Record<K, number>> | undefined) =>
  Object.fromEntries(Object.entries(counts ?? {}).map(([key, n]) => [key, add(n as number)]));

/**
 * Inside a transaction, among its writes (it reads nothing): adds the delta to a random shard of the totals
 * (`stats/service/shards/{n}`) and of its month (`stats/service/months/{YYYY-MM}/shards/{n}`), and to the designer's
 * `designerStats/{uid}`, by increments only, so changes at once never lose a count nor wait on one document.
 * Run in the transaction that makes the change, it counts exactly once.
 */
export function countIn(tx: Transaction, db: Firestore, delta: FiguresDelta | null): void {
  if (!delta) return;
  if (delta.activeByPlan || delta.mrrCents) {
    tx.set(totalsShards(db).doc(shard()), { activeByPlan: map(delta.activeByPlan), mrrCents: add(delta.mrrCents) }, { merge: true });
  }
  const month: DocumentData = {
    ...(delta.newSubscriptions && { newSubscriptions: add(delta.newSubscriptions) }),
    ...(delta.cancelled && { cancelled: add(delta.cancelled) }),
    ...(delta.allowancesUsed && { allowancesUsed: map(delta.allowancesUsed) }),
    ...(delta.reviewsDelivered && { reviewsDelivered: add(delta.reviewsDelivered), reviewsOnTime: add(delta.reviewsOnTime) }),
  };
  if (Object.keys(month).length) tx.set(monthShards(db, delta.month).doc(shard()), month, { merge: true });
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
const field = (data: DocumentData, path: string[]) =>
  path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
/** The sum of `path` over the shards. */
const summed = (shards: DocumentData[], ...path: string[]) => shards.reduce((total, data) => total + num(field(data, path)), 0);
const byKey = <K extends string>(keys: readonly K[], shards: DocumentData[], group: string) =>
  Object.fromEntries(keys.map((key) => [key, summed(shards, group, key)])) as Record<K, number>;

/** The totals the shards add up to (the rebuild reads them in its transaction too). */
export const totalsOfShards = (shards: DocumentData[]): ServiceTotals => ({
  activeByPlan: byKey(MEMBERSHIP_TIER_IDS, shards, 'activeByPlan'),
  mrrCents: summed(shards, 'mrrCents'),
});

/** Reads the counters: the totals' and the month's shards (at most ten documents each), one document per designer. */
export function firestoreServiceFigures(db: Firestore): ServiceFigures {
  const shardsOf = async (collection: FirebaseFirestore.CollectionReference) =>
    (await collection.limit(COUNTER_SHARDS).get()).docs.map((doc) => doc.data());
  return {
    async totals() {
      return totalsOfShards(await shardsOf(totalsShards(db)));
    },
    async month(month): Promise<MonthFigures> {
      const shards = await shardsOf(monthShards(db, month));
      return {
        month,
        newSubscriptions: summed(shards, 'newSubscriptions'),
        cancelled: summed(shards, 'cancelled'),
        allowancesUsed: byKey(ALLOWANCE_KINDS, shards, 'allowancesUsed'),
        reviewsDelivered: summed(shards, 'reviewsDelivered'),
        reviewsOnTime: summed(shards, 'reviewsOnTime'),
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
