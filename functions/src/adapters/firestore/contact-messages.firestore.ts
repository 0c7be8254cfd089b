import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ContactMessages } from '../../ports/contact-messages.port.js';

/** `contactMessages/{auto id}`, read by support in the console. */
export function firestoreContactMessages(db: Firestore): ContactMessages {
  const collection = db.collection('contactMessages');
  return {
    async add({ createdAt, ...message }) {
      const ref = await collection.add({ ...message, status: 'new', createdAt: Timestamp.fromDate(createdAt) });
      return ref.id;
    },
  };
}
