import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { DesignerProfile } from '../../contracts/designers.js';
import { ratingAverage } from '../../domain/designer-ratings.js';
import type { DesignersRepository } from '../../ports/designers.port.js';
import { runTransaction } from './transaction.firestore.js';

const DESIGNERS = 'designers';
/**
 * Written on revoke, deleted on grant: firestore.rules refuse a revoked designer's side of a thread, and the pictures of
 * their work refuse their keys.
 */
const DESIGNER_REVOCATIONS = 'designerRevocations';

export function designerFrom(uid: string, data: DocumentData): DesignerProfile {
  const ratingCount = Number(data.ratingCount ?? 0);
  return {
    uid,
    name: String(data.name ?? ''),
    bio: String(data.bio ?? ''),
    styles: Array.isArray(data.styles) ? data.styles : [],
    meetingUrl: String(data.meetingUrl ?? ''),
    timeZone: String(data.timeZone ?? 'UTC'),
    photoUrl: typeof data.photoUrl === 'string' ? data.photoUrl : null,
    ratingCount,
    ratingAverage: ratingAverage(Number(data.ratingSum ?? 0), ratingCount),
    // A suspended designer's profile is hidden (and not bookable) until they are reinstated.
    active: data.active !== false && data.suspended !== true,
  };
}

export function firestoreDesigners(db: Firestore): DesignersRepository {
  const designers = db.collection(DESIGNERS);
  return {
    async get(uid) {
      const snapshot = await designers.doc(uid).get();
      return snapshot.exists ? designerFrom(uid, snapshot.data()!) : null;
    },
    async list() {
      const snapshot = await designers.where('active', '==', true).orderBy('name').limit(200).get();
      return snapshot.docs.map((doc) => designerFrom(doc.id, doc.data())).filter((profile) => profile.active);
    },
    async save(uid, form, photoUrl) {
      await designers.doc(uid).set({ ...form, photoUrl, active: true }, { merge: true });
      return designerFrom(uid, (await designers.doc(uid).get()).data()!);
    },
    async setActive(uid, active) {
      const ref = designers.doc(uid);
      if ((await ref.get()).exists) await ref.update({ active });
    },
    async setRevoked(uid, revoked) {
      const ref = db.collection(DESIGNER_REVOCATIONS).doc(uid);
      await (revoked ? ref.set({ revokedAt: FieldValue.serverTimestamp() }) : ref.delete());
    },
    async isRevoked(uid) {
      return (await db.collection(DESIGNER_REVOCATIONS).doc(uid).get()).exists;
    },
    async setSuspended(uid, suspended) {
      const ref = designers.doc(uid);
      // A designer without a profile yet gets a hidden one (no name) that their first save fills and shows.
      await runTransaction(db, async (transaction) => {
        if ((await transaction.get(ref)).exists) transaction.update(ref, { suspended });
        else transaction.set(ref, { suspended, active: false });
      });
    },
    async isSuspended(uid) {
      return (await designers.doc(uid).get()).get('suspended') === true;
    },
    async listSuspended() {
      const snapshot = await designers.where('suspended', '==', true).limit(200).get();
      return snapshot.docs.map((doc) => designerFrom(doc.id, doc.data())).sort((a, b) => a.name.localeCompare(b.name));
    },
    async addRating(uid, stars) {
      await designers.doc(uid).set({ ratingSum: FieldValue.increment(stars), ratingCount: FieldValue.increment(1) }, { merge: true });
    },
  };
}
