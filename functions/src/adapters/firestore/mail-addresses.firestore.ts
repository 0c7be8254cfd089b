import { createHash } from 'node:crypto';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { addressKey, decideInvitationMail, type AddressInvitation } from '../../domain/invitation-mail.js';
import type { MailAddresses } from '../../ports/mail-addresses.port.js';
import { runTransaction } from './transaction.firestore.js';

const ADDRESSES = 'mailAddresses';
const SENDERS = 'invitationSenders';

function addressInvitations(snapshot: DocumentSnapshot): AddressInvitation[] {
  const stored = snapshot.get('invitations');
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: { at?: unknown; boardId?: unknown }) =>
    typeof entry?.at === 'number' && typeof entry.boardId === 'string' ? [{ at: entry.at, boardId: entry.boardId }] : [],
  );
}

/**
 * `mailAddresses/{address key}` ({invitations: [{at, boardId}], invitationsOff}) and `invitationSenders/{SHA-256 of
 * the uid}` ({sent: [ms]}), read and written in one transaction. Neither id holds an address or a uid.
 */
export function firestoreMailAddresses(db: Firestore): MailAddresses {
  const addresses = db.collection(ADDRESSES);
  const senders = db.collection(SENDERS);
  return {
    async takeInvitation({ senderUid, address, boardId }, now) {
      const addressRef = addresses.doc(addressKey(address));
      const senderRef = senders.doc(createHash('sha256').update(senderUid).digest('hex'));
      return runTransaction(db, async (transaction) => {
        const [addressDoc, senderDoc] = await transaction.getAll(addressRef, senderRef);
        const sent = senderDoc!.get('sent');
        const decision = decideInvitationMail(
          { sender: Array.isArray(sent) ? sent.map(Number) : [], address: addressInvitations(addressDoc!) },
          boardId,
          now.getTime(),
        );
        if (decision.kind === 'send') {
          const updatedAt = Timestamp.fromDate(now);
          transaction.set(senderRef, { sent: decision.sender, updatedAt });
          transaction.set(addressRef, { invitations: decision.address, updatedAt }, { merge: true });
        }
        return { decision, optedOut: addressDoc!.get('invitationsOff') === true };
      });
    },

    async optOut(key, now) {
      await addresses.doc(key).set({ invitationsOff: true, invitationsOffAt: Timestamp.fromDate(now) }, { merge: true });
    },
  };
}
