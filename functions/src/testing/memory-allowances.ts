// In-memory allowance counts, decided by the domain (domain/allowances.ts): memory fakes of the review, consultation and
// project repositories `read` and `store` them where their Firestore adapters call `readAllowanceIn` and
// `writeAllowanceIn`, around the same domain decide functions.
import type { AllowanceCounts, Membership } from '../contracts/membership.js';
import type { AllowanceKind } from '../contracts/membership-tiers.js';
import {
  allowancePeriod,
  allowanceSummary,
  consumeAllowance,
  giveBackAllowance,
  refundAllowance,
  type AllowancePeriod,
} from '../domain/allowances.js';
import type { AllowanceRead } from '../domain/allowance-use.js';
import type { AllowanceLedger } from '../ports/allowances.port.js';

export function memoryAllowances(membershipOf: (uid: string) => Membership | null = () => null): AllowanceLedger & {
  counts: Map<string, AllowanceCounts>;
  use(uid: string, kind: AllowanceKind, now: Date): AllowancePeriod;
  refund(uid: string, periodKey: string, kind: AllowanceKind): void;
  /** What a request's transaction reads: the member's plan and what the period of `now` has used. */
  read(uid: string, now: Date): AllowanceRead;
  /** What a stored period has used (null: none counted there). */
  usedIn(uid: string, periodKey: string): AllowanceCounts | null;
  store(uid: string, periodKey: string, counts: AllowanceCounts): void;
} {
  const counts = new Map<string, AllowanceCounts>();
  const key = (uid: string, periodKey: string) => `${uid}/${periodKey}`;
  return {
    counts,
    use(uid, kind, now) {
      const membership = membershipOf(uid);
      const at = key(uid, allowancePeriod(membership, now).key);
      const decided = consumeAllowance(membership, counts.get(at) ?? null, kind, now);
      counts.set(at, decided.counts);
      return decided.period;
    },
    read(uid, now) {
      const membership = membershipOf(uid);
      return { membership, used: structuredClone(counts.get(key(uid, allowancePeriod(membership, now).key)) ?? null) };
    },
    usedIn(uid, periodKey) {
      return structuredClone(counts.get(key(uid, periodKey)) ?? null);
    },
    store(uid, periodKey, after) {
      counts.set(key(uid, periodKey), structuredClone(after));
    },
    refund(uid, periodKey, kind) {
      const at = key(uid, periodKey);
      const used = counts.get(at);
      if (used) counts.set(at, refundAllowance(used, kind));
    },
    async giveBack(uid, kind, now) {
      const membership = membershipOf(uid);
      const at = key(uid, allowancePeriod(membership, now).key);
      const after = giveBackAllowance(counts.get(at) ?? null, kind);
      counts.set(at, after);
      return allowanceSummary(membership, after, now);
    },
    async summary(uid, now) {
      const membership = membershipOf(uid);
      return allowanceSummary(membership, counts.get(key(uid, allowancePeriod(membership, now).key)) ?? null, now);
    },
  };
}
