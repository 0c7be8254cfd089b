import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { AllowanceCounts } from '../../contracts/membership.js';
import { allowancePeriod, allowanceSummary, giveBackAllowance } from '../../domain/allowances.js';
import type { AllowanceRead, AllowanceUse } from '../../domain/allowance-use.js';
import type { AllowanceLedger } from '../../ports/allowances.port.js';
import { membershipFrom } from './memberships.firestore.js';
import { countIn } from './service-figures.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const periodDoc = (db: Firestore, uid: string, key: string) => db.collection('allowances').doc(uid).collection('periods').doc(key);
const countsOf = (data: FirebaseFirestore.DocumentData | undefined): AllowanceCounts | null =>
  data
    ? { reviews: Number(data.reviews ?? 0), consultations: Number(data.consultations ?? 0), projects: Number(data.projects ?? 0) }
    : null;

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
      return runTransaction(db, async (tx) => {
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
