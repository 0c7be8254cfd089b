import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { MailCategory } from '../../contracts/mail.js';
import { pendingDelivery, type Delivery, type DeliveryInfo, type DeliveryState } from '../../domain/mail-delivery.js';
import type { MailDeliveries, MailOutbox, OutgoingMail, StoredMail } from '../../ports/mail.port.js';
import { isDocumentId } from './document-id.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const ALREADY_EXISTS = 6;
const STATES: DeliveryState[] = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR'];

const date = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
const stamp = (value: Date | null) => (value ? Timestamp.fromDate(value) : null);

function deliveryOf(data: DocumentData | undefined): Delivery {
  // A mail written by hand (or by another app, the Trigger Email way) may have no delivery yet: it is new.
  if (!data || typeof data !== 'object') return pendingDelivery();
  const state = STATES.includes(data.state as DeliveryState) ? (data.state as DeliveryState) : 'PENDING';
  return {
    state,
    attempts: typeof data.attempts === 'number' ? data.attempts : 0,
    error: typeof data.error === 'string' ? data.error : null,
    startTime: date(data.startTime),
    endTime: date(data.endTime),
    leaseExpireTime: date(data.leaseExpireTime),
    nextAttemptTime: date(data.nextAttemptTime),
    info: data.info && typeof data.info === 'object' ? (data.info as DeliveryInfo) : null,
  };
}

const toDocument = (delivery: Delivery) => ({
  ...delivery,
  startTime: stamp(delivery.startTime),
  endTime: stamp(delivery.endTime),
  leaseExpireTime: stamp(delivery.leaseExpireTime),
  nextAttemptTime: stamp(delivery.nextAttemptTime),
});

function mailOf(data: DocumentData): OutgoingMail {
  const message = (data.message ?? {}) as DocumentData;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    to: Array.isArray(data.to) ? data.to.join(', ') : text(data.to),
    category: text(data.category) as MailCategory,
    uid: typeof data.uid === 'string' ? data.uid : null,
    message: {
      subject: text(message.subject),
      text: text(message.text),
      html: text(message.html),
      ...(message.headers && typeof message.headers === 'object' ? { headers: message.headers as Record<string, string> } : {}),
      ...(Array.isArray(message.attachments)
        ? { attachments: message.attachments as NonNullable<OutgoingMail['message']['attachments']> }
        : {}),
    },
  };
}

/**
 * `mail/{id}`: {to, message: {subject, text, html, headers?, attachments?}, category, uid, createdAt, delivery}, the
 * Trigger Email extension's shape, so that the extension can deliver the same documents instead of our function.
 */
export function firestoreMail(db: Firestore): MailOutbox & MailDeliveries {
  const mails = db.collection('mail');
  return {
    async queue(mail, now, id) {
      const ref = id ? mails.doc(id) : mails.doc();
      const delivery = { ...pendingDelivery(), nextAttemptTime: now };
      try {
        await ref.create({ ...mail, createdAt: Timestamp.fromDate(now), delivery: toDocument(delivery) });
        return true;
      } catch (error) {
        if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
        throw error;
      }
    },

    async transition(id, decide) {
      if (!isDocumentId(id)) return null;
      return runTransaction(db, async (tx) => {
        const ref = mails.doc(id);
        const snapshot = await tx.get(ref);
        const data = snapshot.data();
        if (!data) return null;
        const stored: StoredMail = { id, mail: mailOf(data), delivery: deliveryOf(data.delivery as DocumentData | undefined) };
        const { delivery, result } = decide(stored);
        if (delivery) tx.update(ref, { delivery: toDocument(delivery) });
        return result;
      });
    },

    async due(now, limit) {
      const at = Timestamp.fromDate(now);
      const [retries, stale] = await Promise.all([
        mails
          .where('delivery.state', '==', 'PENDING')
          .where('delivery.nextAttemptTime', '<=', at)
          .orderBy('delivery.nextAttemptTime')
          .limit(limit)
          .get(),
        mails
          .where('delivery.state', '==', 'PROCESSING')
          .where('delivery.leaseExpireTime', '<=', at)
          .orderBy('delivery.leaseExpireTime')
          .limit(limit)
          .get(),
      ]);
      return [...retries.docs, ...stale.docs].map((doc) => doc.id).slice(0, limit);
    },
  };
}
