import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { AllowanceCounts } from '../../contracts/membership.js';
import type { AllowanceKind } from '../../contracts/membership-tiers.js';
import {
  allowancePeriod,
  allowanceSummary,
  consumeAllowance,
  giveBackAllowance,
  refundAllowance,
  type AllowancePeriod,
} from '../../domain/allowances.js';
import { allowanceUseDelta } from '../../domain/service-figures.js';
import type { AllowanceRead, AllowanceUse } from '../../domain/allowance-use.js';
import type { AllowanceLedger } from '../../ports/allowances.port.js';
import { membershipFrom } from './memberships.firestore.js';
import { countIn } from './service-figures.firestore.js';

const periodDoc = (db: Firestore, uid: string, key: string) => db.collection('allowances').doc(uid).collection('periods').doc(key);
const countsOf = (data: FirebaseFirestore.DocumentData | undefined): AllowanceCounts | null =>
  data
    ? { reviews: Number(data.reviews ?? 0), consultations: Number(data.consultations ?? 0), projects: Number(data.projects ?? 0) }
    : null;

/**
 * Inside a transaction, before its writes: reads the member's plan and what its period has used, throws 403
 * `allowance-used` when none is left, and answers the period with `write`, which the caller runs among its writes.
 */
export async function useAllowanceIn(
  tx: Transaction,
  db: Firestore,
  uid: string,
  kind: AllowanceKind,
  now: Date,
): Promise<{ period: AllowancePeriod; write: () => void }> {
  const membership = membershipFrom((await tx.get(db.collection('users').doc(uid))).data());
  const ref = periodDoc(db, uid, allowancePeriod(membership, now).key);
  const { period, counts } = consumeAllowance(membership, countsOf((await tx.get(ref)).data()), kind, now);
  return {
    period,
    write: () => {
      tx.set(ref, { ...counts, periodStart: period.start, periodEnd: period.end });
      countIn(tx, db, allowanceUseDelta(kind, now));
    },
  };
}

/** Inside a transaction, before its writes: gives back one use of `kind` in the period it was counted in. */
export async function refundAllowanceIn(
  tx: Transaction,
  db: Firestore,
  uid: string,
  periodKey: string,
  kind: AllowanceKind,
): Promise<() => void> {
  const ref = periodDoc(db, uid, periodKey);
  const snapshot = await tx.get(ref);
  return () => {
    if (snapshot.exists) tx.set(ref, refundAllowance(countsOf(snapshot.data()), kind), { merge: true });
  };
}

/** Inside a transaction, before its writes: what a request's allowance decision reads (domain/allowance-use.ts). */
export async function readAllowanceIn(tx: Transaction, db: Firestore, uid: string, now: Date): Promise<AllowanceRead> {
  const membership = membershipFrom((await tx.get(db.collection('users').doc(uid))).data());
  return { membership, used: countsOf((await tx.get(periodDoc(db, uid, allowancePeriod(membership, now).key))).data()) };
}

/** Among the transaction's writes: the period's counts after the use, and the operator's count of uses. */
export function writeAllowanceIn(tx: Transaction, db: Firestore, uid: string, use: AllowanceUse): void {
  const { period, counts } = use;
  tx.set(periodDoc(db, uid, period.key), { ...counts, periodStart: period.start, periodEnd: period.end });
  countIn(tx, db, use.figures);
}

/** Inside a transaction, before its writes: what a stored period has used (null: no period document). */
export async function readPeriodIn(tx: Transaction, db: Firestore, uid: string, periodKey: string): Promise<AllowanceCounts | null> {
  return countsOf((await tx.get(periodDoc(db, uid, periodKey))).data());
}

/** Among the transaction's writes: a stored period's counts after a refund. */
export function writePeriodIn(tx: Transaction, db: Firestore, uid: string, periodKey: string, counts: AllowanceCounts): void {
  tx.set(periodDoc(db, uid, periodKey), counts, { merge: true });
}

export function firestoreAllowances(db: Firestore): AllowanceLedger {
  return {
    async summary(uid, now) {
      const membership = membershipFrom((await db.collection('users').doc(uid).get()).data());
      const used = countsOf((await periodDoc(db, uid, allowancePeriod(membership, now).key).get()).data());
      return allowanceSummary(membership, used, now);
    },
    async giveBack(uid, kind, now) {
      return db.runTransaction(async (tx) => {
        const membership = membershipFrom((await tx.get(db.collection('users').doc(uid))).data());
        const period = allowancePeriod(membership, now);
        const ref = periodDoc(db, uid, period.key);
        const counts = giveBackAllowance(countsOf((await tx.get(ref)).data()), kind);
        tx.set(ref, { ...counts, periodStart: period.start, periodEnd: period.end });
        return allowanceSummary(membership, counts, now);
      });
    },
  };
}
