import { BOARD_NOT_FOUND } from '../contracts/boards.js';
import {
  COMMENT_NOT_FOUND,
  type AdminActionName,
  type AdminBoard,
  type AdminQueue,
  type ReportedItem,
  type ReportKind,
} from '../contracts/community.js';
import { isBoardId, toBoardView, type BoardRecord } from '../domain/boards.js';
import { notFound } from '../domain/errors.js';
import type { ReportRecord } from '../ports/reports.port.js';
import { communityLogs } from './community.logs.js';
import { clock, type CommunityDeps } from './community.deps.js';
import { toCommentView } from './comments.service.js';

type Deps = Pick<CommunityDeps, 'boards' | 'comments' | 'reports' | 'now'>;

/** Open reports the queue reads at most, and recent public boards it lists after the reported items. */
const REPORTS_READ = 200;
const RECENT_BOARDS = 12;

/** A board as the admin page shows it: in full (as its owner sees it), with its hidden flag. */
function adminBoard(record: BoardRecord): AdminBoard {
  return { ...toBoardView(record, null), hidden: record.hidden, owner_id: record.ownerUid };
}

/** GET /api/admin/queue: reported items first (most reports first, then the newest report), then recent public boards. */
export async function adminQueue(deps: Deps): Promise<AdminQueue> {
  const [open, recent] = await Promise.all([deps.reports.open(REPORTS_READ), deps.boards.listPublic({ offset: 0 }, RECENT_BOARDS)]);
  const byItem = new Map<string, ReportRecord[]>();
  for (const report of open) {
    const key = `${report.kind}:${report.itemId}`;
    byItem.set(key, [...(byItem.get(key) ?? []), report]);
  }
  const groups = [...byItem.values()].sort((a, b) => b.length - a.length);
  const reported: ReportedItem[] = [];
  for (const reports of groups) {
    const { kind, itemId } = reports[0]!;
    const summaries = reports.map((r) => ({ reason: r.reason, text: r.text, created_at: r.createdAt.toISOString() }));
    if (kind === 'board') {
      const record = await deps.boards.get(itemId);
      if (record) reported.push({ kind, id: itemId, board: adminBoard(record), comment: null, reports: summaries });
    } else {
      const comment = await deps.comments.get(itemId);
      const board = comment ? await deps.boards.get(comment.boardId) : null;
      if (comment) {
        reported.push({
          kind,
          id: itemId,
          board: board ? adminBoard(board) : null,
          comment: { ...toCommentView(comment, null), hidden: comment.hidden },
          reports: summaries,
        });
      }
    }
  }
  const listed = new Set(reported.filter((item) => item.kind === 'board').map((item) => item.id));
  return { reported, recent: recent.boards.filter((board) => !listed.has(board.id)).map(adminBoard) };
}

/** Copies of one board the admin page hides or restores with it, at most. */
const COPIES_MODERATED = 500;

/**
 * What is hidden is hidden in its copies too ('Save to my boards' copies its picture and words): hiding a board hides
 * each of its copies still shown, marked as hidden with it; restoring the board restores those, and only those (a copy
 * hidden for its own sake stays hidden). Each copy changed is logged as an action of its own.
 */
async function moderateCopies(deps: Deps, adminUid: string, id: string, action: 'hide' | 'restore'): Promise<void> {
  const copies = await deps.boards.copiesOf(id, COPIES_MODERATED);
  const changed = copies.filter((copy) => (action === 'hide' ? !copy.hidden : copy.hidden && copy.hiddenWith === id));
  for (const copy of changed) {
    await deps.boards.update(copy.id, action === 'hide' ? { hidden: true, hiddenWith: id } : { hidden: false, hiddenWith: null });
    await deps.reports.logAction({ adminUid, action, kind: 'board', itemId: copy.id, at: clock(deps) });
    communityLogs.moderated(adminUid, action, 'board', copy.id);
  }
}

/**
 * POST /api/admin/{boards|comments}/:id {action}: hide or restore the item (the same `hidden` flag a moderator sets in
 * the Firebase console), or dismiss its reports. Each action is logged in `adminActions` with who and when.
 */
export async function moderate(
  deps: Deps,
  adminUid: string,
  kind: ReportKind,
  id: string,
  action: AdminActionName,
): Promise<{ done: true }> {
  if (kind === 'board') {
    const record = isBoardId(id) ? await deps.boards.get(id) : null;
    if (!record) throw notFound(BOARD_NOT_FOUND);
    if (action !== 'dismiss') await deps.boards.update(id, { hidden: action === 'hide' });
  } else {
    const comment = await deps.comments.get(id);
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    if (action !== 'dismiss') await deps.comments.setHidden(id, action === 'hide');
  }
  if (action === 'dismiss') await deps.reports.dismiss(kind, id);
  await deps.reports.logAction({ adminUid, action, kind, itemId: id, at: clock(deps) });
  communityLogs.moderated(adminUid, action, kind, id);
  if (kind === 'board' && action !== 'dismiss') await moderateCopies(deps, adminUid, id, action);
  return { done: true };
}
