import { FieldPath, Timestamp, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import type { CommentRecord, Comments } from '../../ports/comments.port.js';
import { isDocumentId } from './document-id.firestore.js';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function fromSnapshot(doc: DocumentSnapshot): CommentRecord | null {
  const data = doc.data();
  if (!data) return null;
  return {
    id: doc.id,
    boardId: str(data.boardId),
    boardOwnerUid: str(data.boardOwnerUid),
    authorUid: str(data.authorUid),
    authorName: str(data.authorName),
    text: str(data.text),
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0),
    // As with boards, anything but false counts as hidden.
    hidden: data.hidden !== false,
  };
}

/** `comments/{id}`; a board's comments through the (boardId, hidden, createdAt, id) index. */
export function firestoreComments(db: Firestore): Comments {
  const comments = db.collection('comments');
  return {
    async add(comment) {
      const ref = comments.doc();
      await ref.create({ ...comment, createdAt: Timestamp.fromDate(comment.createdAt) });
      return { ...comment, id: ref.id };
    },
    async get(id) {
      return isDocumentId(id) ? fromSnapshot(await comments.doc(id).get()) : null;
    },
    async list(boardId, after, size) {
      let query: Query = comments
        .where('boardId', '==', boardId)
        .where('hidden', '==', false)
        .orderBy('createdAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.ms), after.id);
      const { docs } = await query.limit(size + 1).get();
      const shown = docs
        .slice(0, size)
        .map(fromSnapshot)
        .filter((comment): comment is CommentRecord => comment !== null);
      const last = shown.at(-1);
      return { comments: shown, next: docs.length > size && last ? { ms: last.createdAt.getTime(), id: last.id } : null };
    },
    async delete(id) {
      await comments.doc(id).delete();
    },
    async setHidden(id, hidden) {
      await comments.doc(id).update({ hidden });
    },
  };
}
