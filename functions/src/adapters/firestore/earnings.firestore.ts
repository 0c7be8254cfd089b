import { Timestamp, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { EARNING_KINDS, type EarningKind, type EarningLine, type PayoutRecord } from '../../domain/earnings.js';
import type { EarningsLedger } from '../../ports/earnings.port.js';
import { runTransaction } from './transaction.firestore.js';

const EARNINGS = 'earnings';
const PAYOUTS = 'payouts';
const UNPAID = ['pending', 'held'];

const dateOf = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

function earningFrom(id: string, data: DocumentData): EarningLine {
  return {
    id,
    designerUid: String(data.designerUid),
    kind: (EARNING_KINDS.includes(data.kind as EarningKind) ? data.kind : 'review') as EarningKind,
    workId: String(data.workId),
    title: String(data.title ?? ''),
    memberUid: String(data.memberUid),
    amountCents: Number(data.amountCents),
    currency: 'usd',
    period: String(data.period),
    earnedAt: dateOf(data.earnedAt) ?? new Date(0),
    status: data.status === 'paid' || data.status === 'held' ? data.status : 'pending',
    payoutId: typeof data.payoutId === 'string' ? data.payoutId : null,
    reversalOf: typeof data.reversalOf === 'string' ? data.reversalOf : null,
  };
}

const toData = ({ id: _id, earnedAt, ...line }: EarningLine): DocumentData => ({ ...line, earnedAt: Timestamp.fromDate(earnedAt) });

function payoutFrom(id: string, data: DocumentData): PayoutRecord {
  return {
    id,
    designerUid: String(data.designerUid),
    period: String(data.period),
    amountCents: Number(data.amountCents),
    lineIds: Array.isArray(data.lineIds) ? data.lineIds.map(String) : [],
    status: data.status === 'paid' ? 'paid' : 'claimed',
    claimedAt: dateOf(data.claimedAt) ?? new Date(0),
    transferId: typeof data.transferId === 'string' ? data.transferId : null,
    paidAt: dateOf(data.paidAt),
  };
}

/**
 * For the transactions that finish work (a review delivered, a project closed, a consultation held): reads whether
 * the line exists (a read, so call it before the transaction's writes) and hands back the write, which writes it
 * once. Its id is the work's, so a retried or repeated transaction never writes two.
 */
export async function earningWriteIn(tx: Transaction, db: Firestore, line: EarningLine | null): Promise<() => void> {
  if (!line) return () => undefined;
  const ref = db.collection(EARNINGS).doc(line.id);
  const exists = (await tx.get(ref)).exists;
  return () => {
    if (!exists) tx.create(ref, toData(line));
  };
}

export function firestoreEarnings(db: Firestore): EarningsLedger {
  const earnings = db.collection(EARNINGS);
  const payouts = db.collection(PAYOUTS);
  const read = async (query: FirebaseFirestore.Query) => (await query.get()).docs.map((doc) => earningFrom(doc.id, doc.data()));
  return {
    forDesigner(designerUid, limit) {
      return read(earnings.where('designerUid', '==', designerUid).orderBy('earnedAt', 'desc').limit(limit));
    },
    inPeriod(period) {
      return read(earnings.where('period', '==', period));
    },
    unpaid() {
      return read(earnings.where('status', 'in', UNPAID));
    },
    reverseMemberWork(memberUid, from, to, decide) {
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(
          earnings
            .where('memberUid', '==', memberUid)
            .where('earnedAt', '>=', Timestamp.fromDate(from))
            .where('earnedAt', '<', Timestamp.fromDate(to)),
        );
        const earned = snapshot.docs.map((doc) => earningFrom(doc.id, doc.data())).filter((line) => line.reversalOf === null);
        const refs = earned.map((line) => earnings.doc(`reversal_${line.id}`));
        const reversed = new Set(refs.length ? (await tx.getAll(...refs)).filter((doc) => doc.exists).map((doc) => doc.id) : []);
        const lines = decide(earned, reversed);
        for (const line of lines) tx.create(earnings.doc(line.id), toData(line));
        return lines;
      });
    },
    reverseWork(earningId, decide) {
      return runTransaction(db, async (tx) => {
        const [original, reversal] = await tx.getAll(earnings.doc(earningId), earnings.doc(`reversal_${earningId}`));
        const earned = original?.exists ? [earningFrom(original.id, original.data()!)] : [];
        const lines = decide(earned, new Set(reversal?.exists ? [reversal.id] : []));
        for (const line of lines) tx.create(earnings.doc(line.id), toData(line));
        return lines;
      });
    },
    claimPayout(designerUid, period, decide) {
      const ref = payouts.doc(`${designerUid}_${period}`);
      return runTransaction(db, async (tx) => {
        const stored = await tx.get(ref);
        const lines = (await tx.get(earnings.where('designerUid', '==', designerUid).where('status', 'in', UNPAID))).docs.map((doc) =>
          earningFrom(doc.id, doc.data()),
        );
        const decision = decide(stored.exists ? payoutFrom(ref.id, stored.data()!) : null, lines);
        if (decision.kind === 'pay') {
          const { id: _id, claimedAt, paidAt: _paid, ...payout } = decision.payout;
          tx.set(ref, { ...payout, claimedAt: Timestamp.fromDate(claimedAt), paidAt: null });
          for (const id of decision.payout.lineIds) tx.update(earnings.doc(id), { payoutId: decision.payout.id });
        }
        if (decision.kind === 'hold') for (const id of decision.lineIds) tx.update(earnings.doc(id), { status: 'held' });
        return decision;
      });
    },
    settlePayout(payoutId, transferId, now) {
      const ref = payouts.doc(payoutId);
      return runTransaction(db, async (tx) => {
        const stored = await tx.get(ref);
        if (!stored.exists || stored.get('status') === 'paid') return;
        const payout = payoutFrom(ref.id, stored.data()!);
        tx.update(ref, { status: 'paid', transferId, paidAt: Timestamp.fromDate(now) });
        for (const id of payout.lineIds) tx.update(earnings.doc(id), { status: 'paid', payoutId });
      });
    },
  };
}
