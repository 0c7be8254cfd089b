// In-memory allowance counts with the Firestore adapter's decisions (domain/allowances.ts): memory fakes of the
// review, booking and project repositories call `use` where their Firestore adapters call `useAllowanceIn`.
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
import type { AllowanceLedger } from '../ports/allowances.port.js';

export function memoryAllowances(membershipOf: (uid: string) => Membership | null = () => null): AllowanceLedger & {
  counts: Map<string, AllowanceCounts>;
  use(uid: string, kind: AllowanceKind, now: Date): AllowancePeriod;
  refund(uid: string, periodKey: string, kind: AllowanceKind): void;
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
