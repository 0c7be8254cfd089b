import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { PayoutAccount, PayoutAccounts } from '../../ports/payouts.port.js';
import { runTransaction } from './transaction.firestore.js';

function accountFrom(uid: string, data: DocumentData): PayoutAccount {
  return {
    uid,
    accountId: String(data.accountId),
    payoutsEnabled: data.payoutsEnabled === true,
    detailsSubmitted: data.detailsSubmitted === true,
    statusAt: data.statusAt instanceof Timestamp ? data.statusAt.toDate() : null,
  };
}

/** `payoutAccounts/{uid}`: server-only, like every money record. */
export function firestorePayoutAccounts(db: Firestore): PayoutAccounts {
  const accounts = db.collection('payoutAccounts');
  return {
    async get(uid) {
      const snapshot = await accounts.doc(uid).get();
      return snapshot.exists ? accountFrom(uid, snapshot.data()!) : null;
    },
    async all() {
      return (await accounts.get()).docs.map((doc) => accountFrom(doc.id, doc.data()));
    },
    async ensure(uid, create) {
      const stored = await this.get(uid);
      if (stored) return stored;
      const accountId = await create();
      const ref = accounts.doc(uid);
      return runTransaction(db, async (tx) => {
        const again = await tx.get(ref);
        if (again.exists) return accountFrom(uid, again.data()!);
        const account = { accountId, payoutsEnabled: false, detailsSubmitted: false, statusAt: null };
        tx.create(ref, account);
        return accountFrom(uid, account);
      });
    },
    async recordStatus(accountId, status) {
      const found = await accounts.where('accountId', '==', accountId).limit(1).get();
      const doc = found.docs[0];
      if (!doc) return false;
      await runTransaction(db, async (tx) => {
        const current = accountFrom(doc.id, (await tx.get(doc.ref)).data() ?? {});
        if (current.statusAt && current.statusAt > status.at) return;
        tx.update(doc.ref, {
          payoutsEnabled: status.payoutsEnabled,
          detailsSubmitted: status.detailsSubmitted,
          statusAt: Timestamp.fromDate(status.at),
        });
      });
      return true;
    },
  };
}
