import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { RoomLayoutSchema } from '../../contracts/designer.js';
import { MAX_SHARED_BOARDS } from '../../contracts/live-layout.js';
import { LayoutVersionsSchema, PresenceSchema, type Presence } from '../../contracts/live.js';
import type { BoardRecord } from '../../domain/boards.js';
import { notFound } from '../../domain/errors.js';
import type { CoEditorRecord, InviteRecord, LiveBoardRecord } from '../../domain/live-boards.js';
import type { LiveBoards, LiveChange } from '../../ports/live-boards.port.js';
import { fromSnapshot as boardFromSnapshot } from './boards.firestore.js';
import { isDocumentId } from './document-id.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const BOARDS = 'boards';
const LIVE = 'liveLayouts';
const INVITES = 'boardInvites';
/** What update() of a missing document fails with. */
const GRPC_NOT_FOUND = 5;
/**
 * The co-editors' e-mail addresses (`{emails: {uid: address}}`), apart from `liveLayouts`: every editor's browser
 * reads the live document, and the addresses are for the owner alone (through the API). No client reads this.
 */
const LIVE_EDITOR_EMAILS = 'liveEditorEmails';

type Emails = Record<string, string>;

function emailsFrom(snapshot: DocumentSnapshot | undefined): Emails {
  const emails = snapshot?.get('emails') as unknown;
  if (!emails || typeof emails !== 'object') return {};
  return Object.fromEntries(Object.entries(emails).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const emailsOf = (state: LiveBoardRecord): Emails => Object.fromEntries((state?.editors ?? []).map((editor) => [editor.uid, editor.email]));
const sameEmails = (a: Emails, b: Emails) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The live document with its co-editors' addresses from `emails` (documents written before they moved carry them inline). */
function liveFrom(snapshot: DocumentSnapshot, emails: Emails = {}): LiveBoardRecord | null {
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
          email: emails[str(editor.uid)] ?? str(editor.email),
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
    ...(data.awaitingVerification === true ? { awaitingVerification: true } : {}),
  };
}

/** `liveLayouts/{boardId}` (read by editors' browsers under firestore.rules) and `boardInvites/{id}`, written here only. */
export function firestoreLiveBoards(db: Firestore): LiveBoards {
  const boards = db.collection(BOARDS);
  const live = db.collection(LIVE);
  const invites = db.collection(INVITES);
  const editorEmails = db.collection(LIVE_EDITOR_EMAILS);

  /** Writes what a change answered (`stored`: the addresses as read in the transaction); the board's layout moves with the live one. */
  function write<T>(transaction: Transaction, boardId: string, outcome: LiveChange<T>, stored: Emails): T {
    if (outcome.live) {
      const { boardId: _id, editors, ...data } = outcome.live;
      const names = editors.map(({ uid, name }) => ({ uid, name }));
      transaction.set(live.doc(boardId), { ...data, editors: names, updatedAt: Timestamp.now() });
      const emails = emailsOf(outcome.live);
      // Written when the co-editors change (and once for a live document that still carried the addresses inline).
      if (!sameEmails(emails, stored)) transaction.set(editorEmails.doc(boardId), { emails, updatedAt: Timestamp.now() });
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

  async function read(transaction: Transaction, boardId: string): Promise<[BoardRecord | null, LiveBoardRecord | null, Emails]> {
    const [board, state, emails] = await transaction.getAll(boards.doc(boardId), live.doc(boardId), editorEmails.doc(boardId));
    const stored = emailsFrom(emails);
    return [boardFromSnapshot(board!), liveFrom(state!, stored), stored];
  }

  /** One transaction: `change` sees the board and its live state, and what it answers is written. */
  async function transact<T>(
    transaction: Transaction,
    boardId: string,
    change: (board: BoardRecord | null, live: LiveBoardRecord | null) => LiveChange<T>,
  ): Promise<T> {
    const [board, state, stored] = await read(transaction, boardId);
    return write(transaction, boardId, change(board, state), stored);
  }

  return {
    async get(boardId) {
      if (!isDocumentId(boardId)) return null;
      const [state, emails] = await db.getAll(live.doc(boardId), editorEmails.doc(boardId));
      return liveFrom(state!, emailsFrom(emails));
    },

    async coEditedBy(uid) {
      // editorUids holds the owner too: one more than the cap leaves room for the caller's own boards.
      const { docs } = await live
        .where('editorUids', 'array-contains', uid)
        .limit(MAX_SHARED_BOARDS + 1)
        .get();
      const shared = docs.filter((doc) => doc.get('ownerUid') !== uid).slice(0, MAX_SHARED_BOARDS);
      const emails = shared.length ? await db.getAll(...shared.map((doc) => editorEmails.doc(doc.id))) : [];
      return shared.map((doc, n) => liveFrom(doc, emailsFrom(emails[n]))).filter((state): state is LiveBoardRecord => state !== null);
    },

    async boardIdsCoEditedBy(uid) {
      const { docs } = await live.where('editorUids', 'array-contains', uid).select('ownerUid').get();
      return docs.filter((doc) => doc.get('ownerUid') !== uid).map((doc) => doc.id);
    },

    change(boardId, change) {
      return runTransaction(db, (transaction) => transact(transaction, boardId, change));
    },

    async accept(inviteId, change) {
      if (!isDocumentId(inviteId)) throw notFound();
      return runTransaction(db, async (transaction) => {
        const invite = inviteFrom(await transaction.get(invites.doc(inviteId)));
        if (!invite) throw notFound();
        const result = await transact(transaction, invite.boardId, (board, state) => change(invite, board, state));
        transaction.delete(invites.doc(inviteId));
        return result;
      });
    },

    async scanLive(after, size) {
      let query = live.orderBy(FieldPath.documentId()).limit(size);
      if (after) query = query.startAfter(after);
      const { docs } = await query.get();
      const inline = (doc: DocumentSnapshot) => {
        const editors = doc.get('editors') as unknown;
        return Array.isArray(editors) && editors.some((editor) => editor && typeof editor === 'object' && 'email' in editor);
      };
      const boards = docs.map((doc) => ({ boardId: doc.id, inlineEmails: inline(doc) }));
      return { boards, next: docs.length === size ? docs.at(-1)!.id : null };
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
    async markAwaitingVerification(id) {
      if (!isDocumentId(id)) return;
      // update(), not set(): an invitation withdrawn or accepted meanwhile stays gone.
      await invites
        .doc(id)
        .update({ awaitingVerification: true })
        .catch((error: unknown) => {
          if ((error as { code?: number }).code !== GRPC_NOT_FOUND) throw error;
        });
    },
  };
}
