import { createHash } from 'node:crypto';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { takeSlot } from '../../domain/usage-limits.js';
import type { RateLimits } from '../../ports/rate-limits.port.js';
import { runTransaction } from './transaction.firestore.js';

/**
 * `formLimits/{sha256 of the key}` ({hits: use times in ms}): read and written in one transaction, so concurrent
 * requests cannot overshoot. The key is hashed: it holds e-mail addresses and IPs.
 */
export function firestoreRateLimits(db: Firestore): RateLimits {
  const counters = db.collection('formLimits');
  return {
    async take(uses, now) {
      const refs = uses.map(({ key }) => counters.doc(createHash('sha256').update(key).digest('hex')));
      if (!refs.length) return { allowed: true };
      const decide = (snapshots: DocumentSnapshot[]) => {
        const slots = uses.map(({ windows }, index) => {
          const hits = snapshots[index]?.get('hits');
          return takeSlot(Array.isArray(hits) ? hits.map(Number) : [], now.getTime(), windows);
        });
        const refused = slots.flatMap((slot) => (slot.allowed ? [] : [slot.retryAfterMs]));
        return { slots, refused: refused.length ? { allowed: false as const, retryAfterMs: Math.max(...refused) } : null };
      };
      // A flood is mostly over its limit: those requests are refused from a plain read, without queueing on the
      // counters' locks. Only a request that may fit takes the transaction, which decides again and cannot overshoot.
      const early = decide(await db.getAll(...refs));
      if (early.refused) return early.refused;
      return runTransaction(db, async (transaction) => {
        const { slots, refused } = decide(await transaction.getAll(...refs));
        if (refused) return refused;
        slots.forEach((slot, index) => transaction.set(refs[index]!, { hits: slot.recent, updatedAt: Timestamp.fromDate(now) }));
        return { allowed: true };
      });
    },
  };
}
