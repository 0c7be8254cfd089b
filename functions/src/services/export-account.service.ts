import { ExportTaskSchema } from '../contracts/account-export.js';
import { threadId } from '../contracts/messages.js';
import {
  decideClaim,
  decideFailure,
  decideReady,
  EXPORT_FAILED,
  EXPORT_MAX_BYTES,
  exportKey,
  exportReadyMail,
  tooLarge,
  withProgress,
  type ClaimDecision,
  type ExportJob,
} from '../domain/account-export.js';
import type { BoardRecord } from '../domain/boards.js';
import { CONSULTATIONS_COLLECTION } from '../domain/consultations.js';
import { AppError } from '../domain/errors.js';
import type { ListCursor } from '../domain/page-cursor.js';
import type { AccountData } from '../ports/account-data.port.js';
import type { AccountExports } from '../ports/account-exports.port.js';
import type { ArchiveEntry, Archives } from '../ports/archives.port.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { MessageRecord, ThreadRecord, Threads } from '../ports/messages.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { accountLogs } from './account.logs.js';
import { mailMember, type SendMailDeps } from './steps/send-mail.js';
import { nowOf } from './steps/clock.js';

export interface ExportAccountDeps {
  accountData: AccountData;
  boards: BoardsRepository;
  users: UsersRepository;
  threads: Threads;
  blobs: BlobStore;
  archives: Archives;
  accountExports: AccountExports;
  mail: SendMailDeps;
  now?: () => Date;
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/avif': 'avif' };
/** Pages read from Firestore at a time: threads, then each thread's messages. */
const PAGE = 100;

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/** The board as its owner sees it, without the keys that open its picture. */
function boardJson(record: BoardRecord) {
  const { imageKey: _key, editorKeyEpoch: _epoch, ...board } = record as BoardRecord & { editorKeyEpoch?: number };
  return board;
}

/** Every page of a newest-first list. */
async function allPages<T>(page: (after: ListCursor | null) => Promise<{ items: T[]; next: ListCursor | null }>): Promise<T[]> {
  const all: T[] = [];
  let after: ListCursor | null = null;
  do {
    const { items, next }: { items: T[]; next: ListCursor | null } = await page(after);
    all.push(...items);
    after = next;
  } while (after);
  return all;
}

/** The export was replaced or deleted while it was being built: the build stops and leaves nothing behind. */
class ExportSuperseded extends Error {}

/**
 * The zip's entries, in order, read one at a time as the archive takes them: the member's profile and avatars, each
 * board (JSON, layout, pictures, room photo), their comments, likes, follows and engagements, and each message thread
 * they are in with the pictures sent in it. `part` is called after each board and thread (progress).
 */
async function* entriesOf(
  deps: ExportAccountDeps,
  uid: string,
  plan: { boardIds: string[]; threads: ThreadRecord[] },
  part: () => Promise<void>,
): AsyncGenerator<ArchiveEntry> {
  let bytes = 0;
  const file = async (path: string, key: string | null | undefined): Promise<ArchiveEntry | null> => {
    const blob = key ? await deps.blobs.get(key) : null;
    if (!blob) return null;
    bytes += blob.data.length;
    if (bytes > EXPORT_MAX_BYTES) throw tooLarge();
    return { path: `${path}.${EXTENSIONS[blob.contentType] ?? 'bin'}`, data: blob.data, stored: true };
  };

  const profile = await deps.users.get(uid);
  yield { path: 'profile.json', data: json(profile ?? { uid }) };
  const avatar = await file('profile/avatar', profile?.imagePath);
  if (avatar) yield avatar;
  const earlier = (profile?.avatarPaths ?? []).filter((path) => path !== profile?.imagePath);
  for (const [index, path] of earlier.entries()) {
    const picture = await file(`profile/earlier-avatars/${index + 1}`, path);
    if (picture) yield picture;
  }

  for (const id of plan.boardIds) {
    const record = await deps.boards.get(id);
    if (record) {
      yield { path: `boards/${id}/board.json`, data: json(boardJson(record)) };
      if (record.layout) yield { path: `boards/${id}/layout.json`, data: json(record.layout) };
      // The current picture once; the others the board keeps to restore, newest first.
      const earlier = record.pictures.filter((picture) => picture.path !== record.imagePath);
      const files = [
        [`boards/${id}/picture`, record.imagePath],
        ...earlier.map((picture, index) => [`boards/${id}/pictures/${index + 1}`, picture.path]),
        [`boards/${id}/room-photo`, record.roomPhoto?.path],
      ] as const;
      for (const [path, key] of files) {
        const entry = await file(path, key);
        if (entry) yield entry;
      }
    }
    await part();
  }

  const [comments, likes, follows] = await Promise.all([
    deps.accountData.comments(uid),
    deps.accountData.likedBoardIds(uid),
    deps.accountData.follows(uid),
  ]);
  yield { path: 'comments.json', data: json(comments) };
  yield { path: 'likes.json', data: json(likes.map((boardId) => ({ boardId }))) };
  yield {
    path: 'follows.json',
    data: json({
      following: follows.filter((pair) => pair.followerUid === uid).map((pair) => pair.followeeUid),
      followers: follows.filter((pair) => pair.followeeUid === uid).map((pair) => pair.followerUid),
    }),
  };
  for (const collection of ['reviews', CONSULTATIONS_COLLECTION, 'projects']) {
    const documents = await deps.accountData.documentsNaming(collection, 'memberUid', uid);
    if (documents.length) yield { path: `${collection}.json`, data: json(documents) };
  }
  // What they were writing and had not sent (a review, notes, a brief).
  const drafts = await deps.accountData.documentsNaming('drafts', 'uid', uid);
  if (drafts.length) yield { path: 'drafts.json', data: json(drafts) };
  await part();

  for (const thread of plan.threads) {
    const folder = `messages/${threadId(thread.kind, thread.subjectId)}`;
    const messages = (await allPages<MessageRecord>((after) => deps.threads.list(thread.kind, thread.subjectId, after, PAGE))).reverse();
    const pictures = new Map<string, string>();
    for (const message of messages) {
      if (!message.picture) continue;
      const entry = await file(`${folder}/pictures/${message.id}`, message.picture.path);
      if (!entry) continue;
      pictures.set(message.id, entry.path.slice(folder.length + 1));
      yield entry;
    }
    yield {
      path: `${folder}/thread.json`,
      data: json({
        kind: thread.kind,
        subjectId: thread.subjectId,
        memberUid: thread.memberUid,
        designerUid: thread.designerUid,
        names: thread.names,
        messages: messages.map((message) => ({
          id: message.id,
          authorUid: message.authorUid,
          authorName: message.authorName,
          text: message.text,
          picture: pictures.get(message.id) ?? null,
          sentAt: message.createdAt.toISOString(),
        })),
      }),
    };
    await part();
  }
}

/** Builds the export's zip into the blob store, streaming: answers its size. */
async function build(deps: ExportAccountDeps, job: ExportJob): Promise<number> {
  const { uid, id } = job;
  const [boardIds, threads] = await Promise.all([
    deps.accountData.ownedBoardIds(uid),
    allPages<ThreadRecord>((after) => deps.threads.threadsOf(uid, after, PAGE)),
  ]);
  // Each board, the rest, each thread.
  const total = boardIds.length + 1 + threads.length;
  let done = 0;
  let reported = -1;
  const report = async () => {
    const ours = await deps.accountExports.transact(uid, (current) => {
      const next = withProgress(current, id, done, total, nowOf(deps));
      return next ? { result: true, job: next } : { result: false };
    });
    if (!ours) throw new ExportSuperseded();
    reported = done;
  };
  await report();
  // About twenty progress writes per export, whatever its size.
  const step = Math.max(1, Math.ceil(total / 20));
  const part = async () => {
    done += 1;
    if (done - reported >= step || done === total) await report();
  };
  return deps.blobs.putStream(exportKey(id), deps.archives.zip(entriesOf(deps, uid, { boardIds, threads }, part)), 'application/zip');
}

/**
 * The export worker's task (`exportAccountData`, a task queue function with its own memory): builds the member's zip
 * as a stream into a private file, marks the export ready and mails the member. A run that fails throws while attempts
 * are left, so the queue delivers it again; the job state is in `accountExports/{uid}`.
 */
export async function handleExportTask(deps: ExportAccountDeps, data: unknown): Promise<ExportJob | null> {
  const task = ExportTaskSchema.safeParse(data);
  if (!task.success) {
    accountLogs.exportBadTask(data);
    return null;
  }
  const { uid, exportId } = task.data;
  const claim = await deps.accountExports.transact<ClaimDecision>(uid, (current) => {
    const decision = decideClaim(current, exportId, nowOf(deps));
    return decision.kind === 'run' ? { result: decision, job: decision.job } : { result: decision };
  });
  if (claim.kind === 'skip') {
    accountLogs.exportSkipped(uid, exportId, claim.reason);
    return null;
  }

  const path = exportKey(exportId);
  let bytes: number;
  try {
    bytes = await build(deps, claim.job);
  } catch (error) {
    if (error instanceof ExportSuperseded) {
      accountLogs.exportSkipped(uid, exportId, 'replaced or deleted while building');
      return null;
    }
    const final = error instanceof AppError;
    const message = error instanceof AppError ? error.message : EXPORT_FAILED;
    const { job, retry } = await deps.accountExports.transact(uid, (current) => {
      const decision = decideFailure(current, exportId, { message, final }, nowOf(deps));
      return decision.job ? { result: decision, job: decision.job } : { result: decision };
    });
    accountLogs.exportFailed(uid, exportId, claim.job.attempts, retry, error);
    if (retry) throw error;
    return job;
  }

  const ready = await deps.accountExports.transact(uid, (current) => {
    const job = decideReady(current, exportId, path, bytes, nowOf(deps));
    return job ? { result: job, job } : { result: null };
  });
  if (!ready) {
    // The account went, or a newer export replaced this one, while it was written.
    await deps.blobs.delete(path);
    accountLogs.exportSkipped(uid, exportId, 'replaced or deleted once built');
    return null;
  }
  accountLogs.exported(uid, exportId, bytes);
  await mailMember(
    deps.mail,
    uid,
    'account',
    exportReadyMail({ expiresAt: ready.expiresAt!, accountUrl: `${deps.mail.appOrigin}/account-management#your-data` }),
    'You get this mail because you asked for a copy of your Roomboard data.',
    { id: `data-export-${exportId}` },
  );
  return ready;
}
