import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COUNTER_SHARDS, randomShard } from '../../domain/community.js';

/** A sum read within this long is answered from this instance's memory (a change made here forgets it at once). */
const CACHE_MS = 5_000;

/**
 * Distributed counters: `counters/{name}/shards/{0..COUNTER_SHARDS-1}` ({count}). A change is a blind increment of one
 * random shard inside the caller's transaction (no read, so concurrent changes never collide on a number); the value
 * is the sum of the shards.
 */
export function shardedCounters(db: Firestore) {
  const cache = new Map<string, { value: number; at: number }>();
  const shards = (name: string) => db.collection('counters').doc(name).collection('shards');
  return {
    add(transaction: Transaction, name: string, by: number): void {
      cache.delete(name);
      transaction.set(shards(name).doc(String(randomShard())), { count: FieldValue.increment(by) }, { merge: true });
    },
    forget(name: string): void {
      cache.delete(name);
    },
    async sum(name: string): Promise<number> {
      const cached = cache.get(name);
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
      const { docs } = await shards(name).limit(COUNTER_SHARDS).get();
      const value = Math.max(
        0,
        docs.reduce((total, doc) => total + (Number(doc.get('count')) || 0), 0),
      );
      cache.set(name, { value, at: Date.now() });
      return value;
    },
  };
}
