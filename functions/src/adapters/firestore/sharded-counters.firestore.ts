import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COUNTER_SHARDS, randomShard } from '../../domain/community.js';
import { runTransaction } from './transaction.firestore.js';

/** A sum read within this long is answered from this instance's memory (a change made here forgets it). */
const CACHE_MS = 5_000;

/** Adds `by` to the counter `name`, inside the transaction it was handed with. */
export type AddToCounter = (name: string, by: number) => void;

/**
 * Distributed counters: `counters/{name}/shards/{0..COUNTER_SHARDS-1}` ({count}). A change is a blind increment of one
 * random shard inside the caller's transaction (no read, so concurrent changes never collide on a number); the value
 * is the sum of the shards.
 */
export function shardedCounters(db: Firestore) {
  const cache = new Map<string, { value: number; at: number }>();
  /** Bumped by every change made here, before and after it commits: a sum read across a change is not kept. */
  const changes = new Map<string, number>();
  const shards = (name: string) => db.collection('counters').doc(name).collection('shards');

  function forget(name: string): void {
    cache.delete(name);
    changes.set(name, (changes.get(name) ?? 0) + 1);
  }

  return {
    /**
     * Runs `work` in a transaction, with `add` for the counters it changes; their sums are forgotten once it has
     * committed, so that the next read here (the caller's answer first) sees the change.
     */
    async runTransaction<T>(work: (transaction: Transaction, add: AddToCounter) => Promise<T>): Promise<T> {
      const changed = new Set<string>();
      try {
        return await runTransaction(db, (transaction) =>
          work(transaction, (name, by) => {
            changed.add(name);
            forget(name);
            transaction.set(shards(name).doc(String(randomShard())), { count: FieldValue.increment(by) }, { merge: true });
          }),
        );
      } finally {
        for (const name of changed) forget(name);
      }
    },
    forget,
    async sum(name: string): Promise<number> {
      const cached = cache.get(name);
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
      const before = changes.get(name) ?? 0;
      const { docs } = await shards(name).limit(COUNTER_SHARDS).get();
      const value = Math.max(
        0,
        docs.reduce((total, doc) => total + (Number(doc.get('count')) || 0), 0),
      );
      // A change made here while this read was on its way may be missing from it: answered, not kept.
      if ((changes.get(name) ?? 0) === before) cache.set(name, { value, at: Date.now() });
      return value;
    },
  };
}
