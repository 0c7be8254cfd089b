import type { ReportRequest } from '../contracts/community.js';
import { ALREADY_REPORTED, COMMENT_NOT_FOUND, type ReportKind } from '../contracts/community-rules.js';
import { conflict, notFound } from '../domain/errors.js';
import { communityLogs } from './community.logs.js';
import { takeCommunitySlot, type CommunityDeps } from './steps/community.js';
import { publicBoard } from './steps/community.js';
import { nowOf } from './steps/clock.js';

type Deps = Pick<CommunityDeps, 'boards' | 'comments' | 'reports' | 'rateLimits' | 'now'>;

/** The board a reported item is on: the board itself, or the public board a visible comment is on. */
async function reportedBoardId(deps: Deps, kind: ReportKind, id: string): Promise<string> {
  if (kind === 'board') return (await publicBoard(deps, id)).id;
  const comment = await deps.comments.get(id);
  if (!comment || comment.hidden) throw notFound(COMMENT_NOT_FOUND);
  return (await publicBoard(deps, comment.boardId)).id;
}

/** POST /api/boards/:id/report and /api/comments/:id/report: one report per member per item (409 the second time). */
export async function report(
  deps: Deps,
  uid: string,
  kind: ReportKind,
  id: string,
  request: { reason: ReportRequest['reason']; text?: string | undefined },
): Promise<{ reported: true }> {
  const boardId = await reportedBoardId(deps, kind, id);
  await takeCommunitySlot(deps, 'report', uid);
  const added = await deps.reports.add({
    kind,
    itemId: id,
    boardId,
    reporterUid: uid,
    reason: request.reason,
    text: request.text ?? null,
    createdAt: nowOf(deps),
    status: 'open',
  });
  if (!added) throw conflict(ALREADY_REPORTED);
  communityLogs.reported(uid, kind, id);
  return { reported: true };
}
