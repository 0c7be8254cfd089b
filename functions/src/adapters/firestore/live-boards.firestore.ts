import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { RoomLayoutSchema } from '../../contracts/designer.js';
import { MAX_SHARED_BOARDS } from '../../contracts/live-layout.js';
import { LayoutVersionsSchema, PresenceSchema, type Presence } from '../../contracts/live.js';
import type { BoardRecord } from '../../domain/boards.js';
import { notFound } from '../../domain/errors.js';
import type { CoEditorRecord, InviteRecord, LiveBoardRecord } from '../../domain/live-boards.js';
import type { LiveBoards, LiveChange } from '../../ports/live-boards.port.js';
import { fromSnapshot as boardFromSnapshot } from './boards.firestore.js';
import { isDocumentId } from './document-id.firestore.js';

const BOARDS = 'boards';
const LIVE = 'liveLayouts';
const INVITES = 'boardInvites';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function liveFrom(snapshot: DocumentSnapshot): LiveBoardRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  const layout = RoomLayoutSchema.safeParse(data.layout);
  const versions = LayoutVersionsSchema.safeParse(data.versions);
  const presence: Record<string, Presence> = {};
  for (const [uid, entry] of Object.entries((data.presence ?? {}) as Record<string, unknown>)) {
    const parsed = PresenceSchema.safeParse(entry);
    if (parsed.success) presence[uid] = parsed.data;
  }
  return {
    boardId: snapshot.id,
    ownerUid: str(data.ownerUid),
    editorUids: Array.isArray(data.editorUids) ? data.editorUids.filter((uid): uid is string => typeof uid === 'string') : [],
    editors: Array.isArray(data.editors)
      ? data.editors.map((editor: Record<string, unknown>): CoEditorRecord => ({
          uid: str(editor.uid),
          email: str(editor.email),
          name: str(editor.name),
        }))
      : [],
    layout: layout.success ? layout.data : null,
    versions: versions.success ? versions.data : { layout: 0, room: 0, items: {} },
    presence,
  };
}

function inviteFrom(snapshot: DocumentSnapshot): InviteRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    id: snapshot.id,
    boardId: str(data.boardId),
    ownerUid: str(data.ownerUid),
    email: str(data.email),
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0),
  };
}

/** `liveLayouts/{boardId}` (read by editors' browsers under firestore.rules) and `boardInvites/{id}`, written here only. */
export function firestoreLiveBoards(db: Firestore): LiveBoards {
  const boards = db.collection(BOARDS);
  const live = db.collection(LIVE);
  const invites = db.collection(INVITES);

  /** Writes what a change answered; the board's layout moves with the live one. */
  function write<T>(transaction: Transaction, boardId: string, outcome: LiveChange<T>): T {
    if (outcome.live) {
      const { boardId: _id, ...data } = outcome.live;
      transaction.set(live.doc(boardId), { ...data, updatedAt: Timestamp.now() });
    }
    if (outcome.boardLayout || outcome.rotateEditorKey) {
      transaction.update(boards.doc(boardId), {
        ...(outcome.boardLayout ? { layout: outcome.boardLayout } : {}),
        ...(outcome.rotateEditorKey ? { editorKeyEpoch: FieldValue.increment(1) } : {}),
        updatedAt: Timestamp.now(),
      });
    }
    return outcome.result;
  }

  async function read(transaction: Transaction, boardId: string): Promise<[BoardRecord | null, LiveBoardRecord | null]> {
    const [board, state] = await transaction.getAll(boards.doc(boardId), live.doc(boardId));
    return [boardFromSnapshot(board!), liveFrom(state!)];
  }

  return {
    async get(boardId) {
      return isDocumentId(boardId) ? liveFrom(await live.doc(boardId).get()) : null;
    },

    async coEditedBy(uid) {
      // editorUids holds the owner too: one more than the cap leaves room for the caller's own boards.
      const { docs } = await live
        .where('editorUids', 'array-contains', uid)
        .limit(MAX_SHARED_BOARDS + 1)
        .get();
      return docs
        .map(liveFrom)
        .filter((state): state is LiveBoardRecord => state !== null && state.ownerUid !== uid)
        .slice(0, MAX_SHARED_BOARDS);
    },

    change(boardId, change) {
      return db.runTransaction(async (transaction) => write(transaction, boardId, change(...(await read(transaction, boardId)))));
    },

    async accept(inviteId, change) {
      if (!isDocumentId(inviteId)) throw notFound();
      return db.runTransaction(async (transaction) => {
        const invite = inviteFrom(await transaction.get(invites.doc(inviteId)));
        if (!invite) throw notFound();
        const outcome = change(invite, ...(await read(transaction, invite.boardId)));
        transaction.delete(invites.doc(inviteId));
        return write(transaction, invite.boardId, outcome);
      });
    },

    async createInvite(invite) {
      const ref = invites.doc();
      await ref.create({ ...invite, createdAt: Timestamp.fromDate(invite.createdAt) });
      return { ...invite, id: ref.id };
    },

    async invite(id) {
      return isDocumentId(id) ? inviteFrom(await invites.doc(id).get()) : null;
    },

    async invitesOf(boardId) {
      const { docs } = await invites.where('boardId', '==', boardId).get();
      return docs
        .map(inviteFrom)
        .filter((invite): invite is InviteRecord => invite !== null)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    async deleteInvite(id) {
      await invites.doc(id).delete();
    },
  };
}
