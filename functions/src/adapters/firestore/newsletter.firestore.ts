import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { NewsletterList } from '../../ports/newsletter.port.js';

const ALREADY_EXISTS = 6;

/** `newsletter/{sha256 of the normalised address}`: the id makes a second subscription a no-op. */
export function firestoreNewsletter(db: Firestore): NewsletterList {
  const collection = db.collection('newsletter');
  const idOf = (email: string) => createHash('sha256').update(email).digest('hex');
  return {
    async subscribe(email, at) {
      const id = idOf(email);
      try {
        await collection.doc(id).create({ email, subscribedAt: Timestamp.fromDate(at) });
        return true;
      } catch (error) {
        if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
        throw error;
      }
    },
    async remove(email) {
      await collection.doc(idOf(email)).delete();
    },
  };
}
