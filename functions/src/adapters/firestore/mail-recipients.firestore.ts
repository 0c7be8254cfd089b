import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_MAIL_PREFERENCES, MAIL_PREFERENCE_CATEGORIES, type MailPreferences } from '../../contracts/mail.js';
import type { MailRecipients, RecentFollows } from '../../ports/mail-recipients.port.js';
import { isDocumentId } from './document-id.firestore.js';
import { runTransaction } from './transaction.firestore.js';

function preferencesOf(data: DocumentData): MailPreferences {
  const stored = (data.mailPreferences ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    MAIL_PREFERENCE_CATEGORIES.map((category) => [
      category,
      typeof stored[category] === 'boolean' ? stored[category] : DEFAULT_MAIL_PREFERENCES[category],
    ]),
  ) as MailPreferences;
}

const NOT_FOUND = 5;

/** Recipients read from `users/{uid}`; their preferences are its `mailPreferences` map, changed field by field. */
export function firestoreMailRecipients(db: Firestore): MailRecipients {
  const users = db.collection('users');
  return {
    async get(uid) {
      if (!isDocumentId(uid)) return null;
      const data = (await users.doc(uid).get()).data();
      if (!data || typeof data.email !== 'string' || !data.email) return null;
      return { uid, email: data.email, preferences: preferencesOf(data) };
    },

    async preferences(uid) {
      const data = isDocumentId(uid) ? (await users.doc(uid).get()).data() : undefined;
      return preferencesOf(data ?? {});
    },

    async setPreferences(uid, changes) {
      if (!isDocumentId(uid)) throw new Error(`not a member id: ${uid}`);
      return runTransaction(db, async (tx) => {
        const ref = users.doc(uid);
        // A member who signed in but never saved a profile has no document yet: the preferences start it.
        const data = (await tx.get(ref)).data() ?? {};
        tx.set(ref, { mailPreferences: changes, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
        return { ...preferencesOf(data), ...changes };
      });
    },

    async turnOff(uid, category) {
      if (!isDocumentId(uid)) return false;
      try {
        // update() fails on a missing document, where set() would make one.
        await users.doc(uid).update({ [`mailPreferences.${category}`]: false, updatedAt: FieldValue.serverTimestamp() });
        return true;
      } catch (error) {
        if ((error as { code?: number }).code === NOT_FOUND) return false;
        throw error;
      }
    },

    async followEmail(uid, email) {
      if (!isDocumentId(uid)) return null;
      const ref = users.doc(uid);
      // Most calls find the copy up to date: a plain read, and a transaction only for a change.
      const first = await ref.get();
      if (!first.exists || first.get('email') === email) return null;
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        const previous = snapshot.get('email');
        if (!snapshot.exists || previous === email) return null;
        tx.update(ref, { email, updatedAt: FieldValue.serverTimestamp() });
        return typeof previous === 'string' && previous ? previous : null;
      });
    },
  };
}

/** `follows/{follower_followee}` by `createdAt`, for the digest of new followers. */
export function firestoreRecentFollows(db: Firestore): RecentFollows {
  return {
    async between(from, to) {
      const snapshot = await db
        .collection('follows')
        .where('createdAt', '>=', Timestamp.fromDate(from))
        .where('createdAt', '<', Timestamp.fromDate(to))
        .get();
      return snapshot.docs.map((doc) => ({ followerUid: String(doc.get('followerUid')), followeeUid: String(doc.get('followeeUid')) }));
    },
  };
}
