import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { counterName, likeId } from '../../domain/community.js';
import type { Likes } from '../../ports/likes.port.js';
import { shardedCounters } from './sharded-counters.firestore.js';
import { isDocumentId } from './document-id.firestore.js';

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

/** How often, at most, a board's `likeCount` (the gallery's 'most liked' order) is rolled up from its shards. */
const ROLLUP_MS = 10_000;

/**
 * `likes/{board_uid}` ({boardId, uid, createdAt}) and each board's sharded like counter. The board document's
 * `likeCount` is a copy of the sum for ordering only, written at most once per ROLLUP_MS whatever the like rate: the
 * write is conditional on the board being unchanged since it was read, so concurrent roll-ups make one write.
 */
export function firestoreLikes(db: Firestore): Likes {
  const likes = db.collection('likes');
  const boards = db.collection('boards');
  const counters = shardedCounters(db);

  async function rollUp(boardId: string, now: Date): Promise<void> {
    // The write is conditional on the board being unchanged since it was read; another write to the board (its picture
    // or cut-outs being finished) in between is read again, so that the like is not left out of the cards' count.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const board = await boards.doc(boardId).get();
      const at = board.get('likesRolledUpAt');
      if (!board.exists || (at instanceof Timestamp && now.getTime() - at.toMillis() < ROLLUP_MS)) return;
      counters.forget(counterName.likes(boardId));
      const likeCount = await counters.sum(counterName.likes(boardId));
      const written = await board.ref
        .update({ likeCount, likesRolledUpAt: Timestamp.fromDate(now) }, { lastUpdateTime: board.updateTime! })
        .then(() => true)
        .catch(() => false);
      if (written) return;
    }
  }

  async function change(boardId: string, uid: string, liking: boolean, now: Date): Promise<boolean> {
    const ref = likes.doc(likeId(boardId, uid));
    const changed = await counters.runTransaction(async (transaction, add) => {
      const exists = (await transaction.get(ref)).exists;
      if (exists === liking) return false;
      if (liking) transaction.create(ref, { boardId, uid, createdAt: Timestamp.fromDate(now) });
      else transaction.delete(ref);
      add(counterName.likes(boardId), liking ? 1 : -1);
      return true;
    });
    if (changed) await rollUp(boardId, now);
    return changed;
  }

  return {
    rollUp,
    like: (boardId, uid, now) => change(boardId, uid, true, now),
    unlike: (boardId, uid, now) => change(boardId, uid, false, now),
    async counts(boardIds) {
      const sums = await Promise.all(boardIds.map((id) => counters.sum(counterName.likes(id))));
      return new Map(boardIds.map((id, index) => [id, sums[index] ?? 0]));
    },
    async likedBy(uid, boardIds) {
      const ids = boardIds.filter((id) => isDocumentId(likeId(id, uid)));
      if (!ids.length) return new Set();
      // A query reads only the likes that exist (one read when none does); a lookup by id would read every card's.
      const parts = [];
      for (let from = 0; from < ids.length; from += IN_LIMIT) {
        parts.push(
          likes
            .where('uid', '==', uid)
            .where('boardId', 'in', ids.slice(from, from + IN_LIMIT))
            .get(),
        );
      }
      const snapshots = await Promise.all(parts);
      return new Set(snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => String(doc.get('boardId')))));
    },
  };
}
