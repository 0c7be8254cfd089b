import { BOARD_NOT_FOUND } from '../contracts/boards.js';
import type { AdminActionName, AdminBoard, AdminQueue, ReportedItem } from '../contracts/community.js';
import {
  ALREADY_APPEALED,
  APPEAL_SENT,
  COMMENT_NOT_FOUND,
  NOT_HIDDEN,
  type ReportReason,
  type ReportKind,
} from '../contracts/community-rules.js';
import { type BoardModeration, type BoardRecord } from '../domain/boards.js';
import { isBoardId } from '../domain/board-access.js';
import { toBoardView } from '../domain/board-view.js';
import { conflict, notFound } from '../domain/errors.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { ReportRecord } from '../ports/reports.port.js';
import { communityLogs } from './community.logs.js';
import { type CommunityDeps } from './steps/community.js';
import { toCommentView } from './comments.views.js';
import { nowOf } from './steps/clock.js';

type Deps = Pick<CommunityDeps, 'boards' | 'comments' | 'reports' | 'now'>;
/** An admin's action also appends its audit line. */
type ModerateDeps = Deps & { auditLog: AuditLog };

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
  // Appeals first (an owner waits on them), then the most reported.
  const appealed = (reports: ReportRecord[]) => (reports.some((r) => r.appeal) ? 1 : 0);
  const groups = [...byItem.values()].sort((a, b) => appealed(b) - appealed(a) || b.length - a.length);
  const reported: ReportedItem[] = [];
  for (const reports of groups) {
    const { kind, itemId } = reports[0]!;
    const summaries = reports
      .filter((r) => !r.appeal)
      .map((r) => ({ reason: r.reason, text: r.text, created_at: r.createdAt.toISOString() }));
    const appealed = reports.find((r) => r.appeal);
    const appeal = Boolean(appealed);
    const appealText = appealed?.text ?? null;
    if (kind === 'board') {
      const record = await deps.boards.get(itemId);
      if (record)
        reported.push({ kind, id: itemId, board: adminBoard(record), comment: null, reports: summaries, appeal, appeal_text: appealText });
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
          appeal,
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
async function moderateCopies(
  deps: Deps,
  adminUid: string,
  id: string,
  action: 'hide' | 'restore',
  moderation: BoardModeration | null,
): Promise<number> {
  const copies = await deps.boards.copiesOf(id, COPIES_MODERATED);
  const changed = copies.filter((copy) => (action === 'hide' ? !copy.hidden : copy.hidden && copy.hiddenWith === id));
  for (const copy of changed) {
    await deps.boards.update(
      copy.id,
      action === 'hide' ? { hidden: true, hiddenWith: id, moderation } : { hidden: false, hiddenWith: null, moderation: null },
    );
    await deps.reports.logAction({ adminUid, action, kind: 'board', itemId: copy.id, at: nowOf(deps) });
    communityLogs.moderated(adminUid, action, 'board', copy.id);
  }
  return changed.length;
}

/**
 * POST /api/admin/{boards|comments}/:id {action}: hide or restore the item (the same `hidden` flag a moderator sets in
 * the Firebase console), or dismiss its reports. Each action is logged in `adminActions` with who and when, and appends
 * one audit line (a board's copies hidden or restored with it are counted on that line).
 */
export async function moderate(
  deps: ModerateDeps,
  adminUid: string,
  kind: ReportKind,
  id: string,
  action: AdminActionName,
  reason?: ReportReason,
): Promise<{ done: true }> {
  let moderation: BoardModeration | null = null;
  if (kind === 'board') {
    const record = isBoardId(id) ? await deps.boards.get(id) : null;
    if (!record) throw notFound(BOARD_NOT_FOUND);
    if (action === 'hide') moderation = { reason: reason ?? (await mostReported(deps, id)), hiddenAt: nowOf(deps), appealedAt: null };
    if (action !== 'dismiss') await deps.boards.update(id, { hidden: action === 'hide', moderation });
  } else {
    const comment = await deps.comments.get(id);
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    if (action !== 'dismiss') await deps.comments.setHidden(id, action === 'hide');
  }
  if (action === 'dismiss') await deps.reports.dismiss(kind, id);
  await deps.reports.logAction({ adminUid, action, kind, itemId: id, at: nowOf(deps) });
  communityLogs.moderated(adminUid, action, kind, id);
  const copies = kind === 'board' && action !== 'dismiss' ? await moderateCopies(deps, adminUid, id, action, moderation) : 0;
  await deps.auditLog.append({
    at: nowOf(deps),
    actorUid: adminUid,
    action: action === 'dismiss' ? 'dismiss-reports' : action,
    target: { kind, id },
    reason: action === 'hide' ? (moderation?.reason ?? reason ?? null) : null,
    details: kind === 'board' && action !== 'dismiss' ? { copies } : {},
  });
  return { done: true };
}

/** The reason most open reports of the board give ('other' when none). */
async function mostReported(deps: Deps, boardId: string): Promise<ReportReason> {
  const counts = new Map<ReportReason, number>();
  for (const r of await deps.reports.open(REPORTS_READ))
    if (r.kind === 'board' && r.itemId === boardId && !r.appeal) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
}

/**
 * POST /api/boards/:id/appeal: the owner of a hidden board asks for another look, once each time it is hidden. The
 * board goes back to the admin queue marked as an appeal (first in the queue). Others get the 404 of a missing board.
 */
export async function appealBoard(deps: Deps, uid: string, id: string, text: string | undefined): Promise<{ message: string }> {
  const record = isBoardId(id) ? await deps.boards.get(id) : null;
  if (!record || record.ownerUid !== uid) throw notFound(BOARD_NOT_FOUND);
  if (!record.hidden) throw conflict(NOT_HIDDEN);
  if (record.moderation?.appealedAt) throw conflict(ALREADY_APPEALED);
  const at = nowOf(deps);
  const moderation = { reason: record.moderation?.reason ?? 'other', hiddenAt: record.moderation?.hiddenAt ?? at, appealedAt: at };
  await deps.boards.update(id, { moderation });
  await deps.reports.add({
    kind: 'board',
    itemId: id,
    boardId: id,
    reporterUid: uid,
    reason: 'other',
    text: text ?? null,
    createdAt: at,
    status: 'open',
    appeal: true,
  });
  communityLogs.appealed(uid, id);
  return { message: APPEAL_SENT };
}
