import { FieldPath, Timestamp, type DocumentData, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import { BOARD_VISIBILITIES } from '../../contracts/boards.js';
import { RoomLayoutSchema } from '../../contracts/designer.js';
import { LayoutVersionsSchema } from '../../contracts/live.js';
import { REPORT_REASONS } from '../../contracts/community-rules.js';
import { PICTURE_SOURCES, RoomPieceSchema } from '../../contracts/board-pictures.js';
import type { BoardPictureRecord, BoardPictures, RoomPhotoRecord } from '../../domain/board-pictures.js';
import { PRODUCT_KINDS, type ProductKind } from '../../contracts/product-kinds.js';
import { keepSavedBoard, savedBoardOf } from '../../domain/board-saves.js';
import type { BoardProduct, BoardRecord, NewBoard } from '../../domain/boards.js';
import { liveAfterEdit, type LiveBoardRecord } from '../../domain/live-boards.js';
import {
  OWNERS_PER_QUERY,
  type BoardListPage,
  type BoardsRepository,
  type GalleryFilter,
  type PageStart,
} from '../../ports/boards.port.js';
import { runTransaction } from './transaction.firestore.js';

const BOARDS = 'boards';
/** The generation jobs' collection (generations.firestore.ts): a saved job records its board as `savedBoardId`. */
const GENERATIONS = 'generations';
/** Boards edited together (live-boards.firestore.ts): a board's live layout and the invitations to edit it. */
const LIVE_LAYOUTS = 'liveLayouts';
const BOARD_INVITES = 'boardInvites';
/** The co-editors' addresses of a board (live-boards.firestore.ts), apart from what their browsers read. */
const LIVE_EDITOR_EMAILS = 'liveEditorEmails';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The live document's layout and versions (live-boards.firestore.ts reads the rest). */
function liveLayoutOf(data: DocumentData): Pick<LiveBoardRecord, 'layout' | 'versions'> | null {
  const layout = RoomLayoutSchema.safeParse(data.layout);
  const versions = LayoutVersionsSchema.safeParse(data.versions);
  return layout.success && versions.success ? { layout: layout.data, versions: versions.data } : null;
}
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function itemFrom(value: unknown): BoardProduct {
  const item = (value ?? {}) as Record<string, unknown>;
  return {
    productId: str(item.productId),
    title: str(item.title),
    price: num(item.price),
    width: num(item.width),
    length: num(item.length),
    height: num(item.height),
    cutoutPath: typeof item.cutoutPath === 'string' && item.cutoutPath ? item.cutoutPath : null,
    ...(PRODUCT_KINDS.includes(item.kind as ProductKind) ? { kind: item.kind as ProductKind } : {}),
    ...(typeof item.colour === 'string' && /^#[0-9A-F]{6}$/i.test(item.colour) ? { colour: item.colour } : {}),
    ...(typeof item.shopUrl === 'string' && /^https?:\/\//.test(item.shopUrl) ? { shopUrl: item.shopUrl } : {}),
  };
}

function pictureFrom(value: unknown): BoardPictureRecord | null {
  const picture = (value ?? {}) as Record<string, unknown>;
  if (typeof picture.path !== 'string' || !picture.path) return null;
  return {
    path: picture.path,
    source: PICTURE_SOURCES.find((source) => source === picture.source) ?? 'generated',
    createdAt: picture.createdAt instanceof Timestamp ? picture.createdAt.toDate() : new Date(0),
  };
}

function roomPhotoFrom(value: unknown): RoomPhotoRecord | null {
  const photo = (value ?? {}) as Record<string, unknown>;
  if (typeof photo.path !== 'string' || !photo.path) return null;
  // Photos kept before pieces were have none; a piece that no longer reads is dropped, not the photo.
  const pieces = Array.isArray(photo.pieces) ? photo.pieces.flatMap((piece) => RoomPieceSchema.safeParse(piece).data ?? []) : [];
  return { path: photo.path, width: num(photo.width), height: num(photo.height), pieces };
}

/**
 * The pictures as stored: the history, and its paths apart (`picturePaths`) so that the file reference checks find a
 * file any board keeps with one array-contains query.
 */
function picturesDocument({ imagePath, pictures }: BoardPictures): Record<string, unknown> {
  return {
    imagePath,
    pictures: pictures.map((picture) => ({ ...picture, createdAt: Timestamp.fromDate(picture.createdAt) })),
    picturePaths: pictures.map((picture) => picture.path),
  };
}

/** A board document as the domain reads it (also inside the live layout's transactions). */
export function fromSnapshot(snapshot: DocumentSnapshot): BoardRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  const layout = RoomLayoutSchema.safeParse(data.layout);
  const description = (data.description ?? {}) as Record<string, unknown>;
  return {
    id: snapshot.id,
    ownerUid: str(data.ownerUid),
    ownerName: str(data.ownerName),
    generationId: str(data.generationId),
    functionName: str(data.functionName),
    title: str(data.title),
    generatedTitle: str(data.generatedTitle),
    description: { main_title: str(description.main_title), description: str(description.description) },
    hexCode: str(data.hexCode),
    palette: Array.isArray(data.palette) ? data.palette : [],
    imagePath: str(data.imagePath),
    // Boards saved before pictures had keys: the generation's id, which only the owner's client knows, stands in.
    imageKey: str(data.imageKey) || str(data.generationId),
    cutoutPaths: Array.isArray(data.cutoutPaths) ? data.cutoutPaths.filter((path): path is string => typeof path === 'string') : [],
    items: Array.isArray(data.items) ? data.items.map(itemFrom) : [],
    visibility: BOARD_VISIBILITIES.includes(data.visibility) ? data.visibility : 'private',
    // Anything but false counts as hidden, so a moderator's `hidden: true` (or a mistyped value) never leaks a board.
    hidden: data.hidden !== false,
    layout: layout.success ? layout.data : null,
    roomPhoto: roomPhotoFrom(data.roomPhoto),
    pictures: Array.isArray(data.pictures)
      ? data.pictures.map(pictureFrom).filter((picture): picture is BoardPictureRecord => picture !== null)
      : [],
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0),
    style: str(data.style),
    likeCount: num(data.likeCount),
    copiedFrom: copiedFrom(data.copiedFrom),
    editorKeyEpoch: num(data.editorKeyEpoch),
    ownerKeyRenewed: data.ownerKeyRenewed === true,
    designerKeysRenewed: data.designerKeysRenewed === true,
    hiddenWith: typeof data.hiddenWith === 'string' && data.hiddenWith ? data.hiddenWith : null,
    byDesigner: byDesigner(data.byDesigner),
    moderation: moderationFrom(data.moderation),
    shareImagePath: str(data.shareImagePath) || null,
  };
}

function moderationFrom(value: unknown): BoardRecord['moderation'] {
  const moderation = (value ?? null) as Record<string, unknown> | null;
  if (!moderation || !(moderation.hiddenAt instanceof Timestamp)) return null;
  return {
    reason: REPORT_REASONS.find((reason) => reason === moderation.reason) ?? 'other',
    hiddenAt: moderation.hiddenAt.toDate(),
    appealedAt: moderation.appealedAt instanceof Timestamp ? moderation.appealedAt.toDate() : null,
  };
}

function copiedFrom(value: unknown): BoardRecord['copiedFrom'] {
  const from = (value ?? null) as Record<string, unknown> | null;
  return from && typeof from.boardId === 'string'
    ? { boardId: from.boardId, ownerUid: str(from.ownerUid), ownerName: str(from.ownerName) }
    : null;
}

function byDesigner(value: unknown): BoardRecord['byDesigner'] {
  const by = (value ?? null) as Record<string, unknown> | null;
  return by && typeof by.uid === 'string' ? { uid: by.uid, name: str(by.name) } : null;
}

function toDocument(board: NewBoard): Record<string, unknown> {
  return { ...board, ...picturesDocument(board), createdAt: Timestamp.fromDate(board.createdAt) };
}

/** `boards/{id}` in Firestore. Lists use the composite indexes in firestore.indexes.json. */
export function firestoreBoards(db: Firestore): BoardsRepository {
  const boards = db.collection(BOARDS);

  async function page(query: Query, start: PageStart, size: number, byLikes = false): Promise<BoardListPage> {
    let ordered = byLikes ? query.orderBy('likeCount', 'desc') : query;
    ordered = ordered.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
    if ('cursor' in start) {
      const { createdAtMs, id, likes } = start.cursor;
      const after = [Timestamp.fromMillis(createdAtMs), id];
      ordered = byLikes ? ordered.startAfter(likes ?? 0, ...after) : ordered.startAfter(...after);
    } else {
      ordered = ordered.offset(start.offset);
    }
    // One board more than asked tells whether a next page exists.
    const snapshot = await ordered.limit(size + 1).get();
    const records = snapshot.docs.map(fromSnapshot).filter((record): record is BoardRecord => record !== null);
    const shown = records.slice(0, size);
    const last = shown.at(-1);
    const next = last ? { createdAtMs: last.createdAt.getTime(), id: last.id, ...(byLikes ? { likes: last.likeCount ?? 0 } : {}) } : null;
    return { boards: shown, next: records.length > size ? next : null };
  }

  async function publicPage(start: PageStart, size: number, filter: GalleryFilter): Promise<BoardListPage> {
    let query: Query = boards.where('visibility', '==', 'public').where('hidden', '==', false);
    if (filter.functionName) query = query.where('functionName', '==', filter.functionName);
    if (filter.style) query = query.where('style', '==', filter.style);
    if (filter.word) query = query.where('titleWords', 'array-contains', filter.word);
    const byLikes = filter.sort === 'liked';
    if (!filter.ownerUids) return page(query, start, size, byLikes);
    const owners = [...new Set(filter.ownerUids)];
    if (!owners.length) return { boards: [], next: null };
    if (owners.length > OWNERS_PER_QUERY) throw new Error(`listPublic takes at most ${OWNERS_PER_QUERY} owners a query.`);
    return page(query.where('ownerUid', 'in', owners), start, size, byLikes);
  }

  return {
    async saveGeneration(board) {
      const generationRef = db.collection(GENERATIONS).doc(board.generationId);
      return runTransaction(db, async (transaction) => {
        const generation = await transaction.get(generationRef);
        const stored = generation.get('savedBoardId');
        const savedId = savedBoardOf(
          generation.exists
            ? { ownerUid: generation.get('ownerUid'), savedBoardId: typeof stored === 'string' && stored ? stored : null }
            : null,
          board.ownerUid,
        );
        if (savedId) {
          keepSavedBoard(fromSnapshot(await transaction.get(boards.doc(savedId))));
          return { id: savedId, created: false };
        }
        const ref = boards.doc();
        transaction.create(ref, toDocument(board));
        transaction.update(generationRef, { savedBoardId: ref.id, savedAt: Timestamp.fromDate(board.createdAt) });
        return { id: ref.id, created: true };
      });
    },

    async get(id) {
      return fromSnapshot(await boards.doc(id).get());
    },

    listPublic(start, size, filter = {}) {
      return publicPage(start, size, filter);
    },

    async insert(board) {
      const ref = boards.doc();
      await ref.create(toDocument(board));
      return ref.id;
    },

    async copiesOf(boardId, limit) {
      const { docs } = await boards.where('copiedFrom.boardId', '==', boardId).limit(limit).get();
      return docs.map(fromSnapshot).filter((record): record is BoardRecord => record !== null);
    },

    async scanCopies(after, size) {
      let query = boards.orderBy(FieldPath.documentId()).limit(size);
      if (after) query = query.startAfter(after);
      const { docs } = await query.get();
      const copies = docs.map(fromSnapshot).filter((record): record is BoardRecord => !!record?.copiedFrom);
      return { copies, next: docs.length === size ? docs.at(-1)!.id : null };
    },

    listByOwner(ownerUid, start, size) {
      return page(boards.where('ownerUid', '==', ownerUid).where('hidden', '==', false), start, size);
    },

    async update(id, change) {
      await boards.doc(id).update({ ...change, updatedAt: Timestamp.now() });
    },

    async editContent(id, edit) {
      const ref = boards.doc(id);
      const liveRef = db.collection(LIVE_LAYOUTS).doc(id);
      return runTransaction(db, async (transaction) => {
        const [snapshot, liveSnapshot] = await Promise.all([transaction.get(ref), transaction.get(liveRef)]);
        const edited = edit(fromSnapshot(snapshot));
        const { generationId, title, generatedTitle, description, hexCode, palette, cutoutPaths, items, layout } = edited;
        transaction.update(ref, {
          ...{ generationId, title, generatedTitle, description, hexCode, palette, cutoutPaths, items, layout },
          ...picturesDocument(edited),
          updatedAt: Timestamp.now(),
        });
        // Editors read the live layout: a swapped-in product takes its place there too.
        const live = liveSnapshot.exists ? liveLayoutOf(liveSnapshot.data()!) : null;
        const relaid = live && liveAfterEdit(live, edited);
        if (relaid) transaction.update(liveRef, relaid);
        transaction.update(db.collection(GENERATIONS).doc(generationId), { savedBoardId: id, savedAt: Timestamp.now() });
        return edited;
      });
    },

    async changePictures(id, decide) {
      const ref = boards.doc(id);
      return runTransaction(db, async (transaction) => {
        const { pictures, result } = decide(fromSnapshot(await transaction.get(ref)));
        if (pictures) transaction.update(ref, { ...picturesDocument(pictures), updatedAt: Timestamp.now() });
        return result;
      });
    },

    async changeShareImage(id, decide) {
      const ref = boards.doc(id);
      return runTransaction(db, async (transaction) => {
        const { shareImagePath, result } = decide(fromSnapshot(await transaction.get(ref)));
        if (shareImagePath) transaction.update(ref, { shareImagePath });
        return result;
      });
    },

    async delete(id) {
      const invites = await db.collection(BOARD_INVITES).where('boardId', '==', id).get();
      const batch = db.batch();
      batch.delete(boards.doc(id));
      batch.delete(db.collection(LIVE_LAYOUTS).doc(id));
      batch.delete(db.collection(LIVE_EDITOR_EMAILS).doc(id));
      for (const invite of invites.docs) batch.delete(invite.ref);
      await batch.commit();
    },
  };
}
