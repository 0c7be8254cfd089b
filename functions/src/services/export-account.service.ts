import type { BoardRecord } from '../domain/boards.js';
import { tooLarge } from '../domain/account-data.js';
import type { AccountData } from '../ports/account-data.port.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { accountLogs } from './account.logs.js';

export interface ExportAccountDeps {
  accountData: AccountData;
  boards: BoardsRepository;
  users: UsersRepository;
  blobs: BlobStore;
}

/** One file of the export: its path in the zip and its bytes. */
export interface ExportEntry {
  path: string;
  data: Uint8Array;
}

/** Pictures are kept in memory while the zip is built: past this many bytes of them, the export is refused. */
export const EXPORT_MAX_BYTES = 200 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif' };

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/** The board as its owner sees it, without the keys that open its picture. */
function boardJson(record: BoardRecord) {
  const { imageKey: _key, editorKeyEpoch: _epoch, ...board } = record as BoardRecord & { editorKeyEpoch?: number };
  return board;
}

/**
 * GET /api/account/export: what Roomboard keeps about the member, as JSON, with their boards' pictures and room photos
 * and their avatar as files. The member's engagements with designers come along when there are any.
 */
export async function exportAccount(deps: ExportAccountDeps, uid: string): Promise<ExportEntry[]> {
  const entries: ExportEntry[] = [];
  let bytes = 0;
  const addFile = async (path: string, key: string | null | undefined) => {
    const blob = key ? await deps.blobs.get(key) : null;
    if (!blob) return;
    bytes += blob.data.length;
    if (bytes > EXPORT_MAX_BYTES) throw tooLarge();
    entries.push({ path: `${path}.${EXTENSIONS[blob.contentType] ?? 'bin'}`, data: blob.data });
  };

  const profile = await deps.users.get(uid);
  entries.push({ path: 'profile.json', data: json(profile ?? { uid }) });
  await addFile('profile/avatar', profile?.imagePath);

  for (const id of await deps.accountData.ownedBoardIds(uid)) {
    const record = await deps.boards.get(id);
    if (!record) continue;
    entries.push({ path: `boards/${id}/board.json`, data: json(boardJson(record)) });
    if (record.layout) entries.push({ path: `boards/${id}/layout.json`, data: json(record.layout) });
    await addFile(`boards/${id}/picture`, record.imagePath);
    for (const [index, picture] of record.pictures.entries()) await addFile(`boards/${id}/pictures/${index + 1}`, picture.path);
    await addFile(`boards/${id}/room-photo`, record.roomPhoto?.path);
  }

  const [comments, likes, follows] = await Promise.all([
    deps.accountData.comments(uid),
    deps.accountData.likedBoardIds(uid),
    deps.accountData.follows(uid),
  ]);
  entries.push({ path: 'comments.json', data: json(comments) });
  entries.push({ path: 'likes.json', data: json(likes.map((boardId) => ({ boardId }))) });
  entries.push({
    path: 'follows.json',
    data: json({
      following: follows.filter((pair) => pair.followerUid === uid).map((pair) => pair.followeeUid),
      followers: follows.filter((pair) => pair.followeeUid === uid).map((pair) => pair.followerUid),
    }),
  });
  for (const collection of ['reviews', 'bookings', 'projects']) {
    const documents = await deps.accountData.documentsNaming(collection, 'memberUid', uid);
    if (documents.length) entries.push({ path: `${collection}.json`, data: json(documents) });
  }
  accountLogs.exported(uid, entries.length, bytes);
  return entries;
}
