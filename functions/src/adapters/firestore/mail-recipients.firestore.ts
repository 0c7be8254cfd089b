import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { DEFAULT_MAIL_PREFERENCES, MAIL_PREFERENCE_CATEGORIES, type MailPreferences } from '../../contracts/mail.js';
import type { MailRecipients, RecentFollows } from '../../ports/mail-recipients.port.js';
import { isDocumentId } from './document-id.firestore.js';

function preferencesOf(data: DocumentData): MailPreferences {
  const stored = (data.mailPreferences ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    MAIL_PREFERENCE_CATEGORIES.map((category) => [
      category,
      typeof stored[category] === 'boolean' ? stored[category] : DEFAULT_MAIL_PREFERENCES[category],
    ]),
  ) as MailPreferences;
}

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
      return db.runTransaction(async (tx) => {
        const ref = users.doc(uid);
        // A member who signed in but never saved a profile has no document yet: the preferences start it.
        const data = (await tx.get(ref)).data() ?? {};
        tx.set(ref, { mailPreferences: changes, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
        return { ...preferencesOf(data), ...changes };
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
