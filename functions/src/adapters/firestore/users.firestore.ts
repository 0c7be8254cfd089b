import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { alreadyRegistered, userNameKey, userNameTaken } from '../../domain/accounts.js';
import type { UserRecord, UsersRepository } from '../../ports/users.port.js';
import { runTransaction } from './transaction.firestore.js';

const ALREADY_EXISTS = 6;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function fromDocument(uid: string, data: DocumentData): UserRecord {
  const record: UserRecord = {
    uid,
    email: str(data.email),
    firstName: str(data.firstName),
    lastName: str(data.lastName),
    userName: str(data.userName),
    imagePath: typeof data.imagePath === 'string' && data.imagePath ? data.imagePath : null,
    address: str(data.address),
    unit: str(data.unit),
    zip: str(data.zip),
    city: str(data.city),
    state: str(data.state),
    country: str(data.country),
  };
  if (data.membership && typeof data.membership === 'object') record.membership = data.membership as Record<string, unknown>;
  if (Array.isArray(data.avatarPaths)) record.avatarPaths = data.avatarPaths.filter((path): path is string => typeof path === 'string');
  return record;
}

/** Firestore keeps ids like `__x__` for itself; user names cannot contain '~', so the prefix cannot collide. */
function claimId(key: string): string {
  return /^__.*__$/.test(key) ? `~${key}` : key;
}

/** `users/{uid}`, with unique user names held in `usernames/{name}` ({uid}) and changed in the same transaction. */
export function firestoreUsers(db: Firestore): UsersRepository {
  const users = db.collection('users');
  const usernames = db.collection('usernames');
  return {
    async create(user) {
      try {
        await users.doc(user.uid).create({
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          address: user.address,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      } catch (error) {
        if ((error as { code?: number }).code === ALREADY_EXISTS) throw alreadyRegistered();
        throw error;
      }
    },

    async get(uid) {
      const snapshot = await users.doc(uid).get();
      const data = snapshot.data();
      return data ? fromDocument(uid, data) : null;
    },

    async save(uid, email, { profile, account }) {
      await runTransaction(db, async (tx) => {
        const ref = users.doc(uid);
        const snapshot = await tx.get(ref);
        const oldKey = snapshot.exists && str(snapshot.get('userName')) ? userNameKey(str(snapshot.get('userName'))) : null;
        const newKey = profile ? userNameKey(profile.user_name) : null;
        const changesName = newKey !== null && newKey !== oldKey;
        if (changesName) {
          const [claim, previous] = await Promise.all([
            tx.get(usernames.doc(claimId(newKey))),
            oldKey ? tx.get(usernames.doc(claimId(oldKey))) : Promise.resolve(null),
          ]);
          if (claim.exists && claim.get('uid') !== uid) throw userNameTaken();
          tx.set(usernames.doc(claimId(newKey)), { uid, userName: profile!.user_name, claimedAt: FieldValue.serverTimestamp() });
          if (previous?.exists && previous.get('uid') === uid) tx.delete(previous.ref);
        }
        const patch: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
        if (!snapshot.exists) Object.assign(patch, { email: email ?? '', createdAt: FieldValue.serverTimestamp() });
        if (profile) Object.assign(patch, { firstName: profile.first_name, lastName: profile.last_name, userName: profile.user_name });
        if (account) {
          const { address, unit, zip, city, state, country } = account;
          Object.assign(patch, { address, unit, zip, city, state, country });
        }
        tx.set(ref, patch, { merge: true });
      });
    },

    async setImage(uid, email, imagePath) {
      await runTransaction(db, async (tx) => {
        const ref = users.doc(uid);
        const snapshot = await tx.get(ref);
        const patch: Record<string, unknown> = {
          imagePath,
          avatarPaths: FieldValue.arrayUnion(imagePath),
          updatedAt: FieldValue.serverTimestamp(),
        };
        if (!snapshot.exists) Object.assign(patch, { email: email ?? '', createdAt: FieldValue.serverTimestamp() });
        tx.set(ref, patch, { merge: true });
      });
    },
  };
}
