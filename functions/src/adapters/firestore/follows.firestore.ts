import { FieldPath, Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { counterName, followId } from '../../domain/community.js';
import type { Follows } from '../../ports/follows.port.js';
import { shardedCounters } from './sharded-counters.firestore.js';

/** `follows/{follower_followee}` ({followerUid, followeeUid, createdAt}) and the members' sharded follow counters. */
export function firestoreFollows(db: Firestore): Follows {
  const follows = db.collection('follows');
  const counters = shardedCounters(db);
  return {
    async follow(followerUid, followeeUid, now) {
      const ref = follows.doc(followId(followerUid, followeeUid));
      return counters.runTransaction(async (transaction, add) => {
        if ((await transaction.get(ref)).exists) return false;
        transaction.create(ref, { followerUid, followeeUid, createdAt: Timestamp.fromDate(now) });
        add(counterName.followers(followeeUid), 1);
        add(counterName.following(followerUid), 1);
        return true;
      });
    },
    async unfollow(followerUid, followeeUid) {
      const ref = follows.doc(followId(followerUid, followeeUid));
      return counters.runTransaction(async (transaction, add) => {
        if (!(await transaction.get(ref)).exists) return false;
        transaction.delete(ref);
        add(counterName.followers(followeeUid), -1);
        add(counterName.following(followerUid), -1);
        return true;
      });
    },
    async isFollowing(followerUid, followeeUid) {
      return (await follows.doc(followId(followerUid, followeeUid)).get()).exists;
    },
    async counts(uid) {
      const [followers, following] = await Promise.all([
        counters.sum(counterName.followers(uid)),
        counters.sum(counterName.following(uid)),
      ]);
      return { followers, following };
    },
    async followees(uid, limit) {
      const { docs } = await follows
        .where('followerUid', '==', uid)
        .orderBy('createdAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc')
        .limit(limit)
        .get();
      return docs.map((doc) => String(doc.get('followeeUid')));
    },
    async list(uid, direction, after, size) {
      const [mine, theirs] = direction === 'followers' ? ['followeeUid', 'followerUid'] : ['followerUid', 'followeeUid'];
      let query: Query = follows.where(mine, '==', uid).orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.ms), after.id);
      const { docs } = await query.limit(size + 1).get();
      const shown = docs.slice(0, size);
      const last = shown.at(-1);
      return {
        uids: shown.map((doc) => String(doc.get(theirs))),
        next: docs.length > size && last ? { ms: (last.get('createdAt') as Timestamp).toMillis(), id: last.id } : null,
      };
    },
  };
}
