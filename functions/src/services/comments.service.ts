import { boardName } from '../contracts/board-name.js';
import { BAD_CURSOR } from '../contracts/paging.js';
import type { Comment, CommentsPage, ListQuery } from '../contracts/community.js';
import { COMMENT_NOT_FOUND } from '../contracts/community-rules.js';
import { publicName } from '../contracts/public-name.js';
import { canDeleteComment } from '../domain/community.js';
import { decodeListCursor, encodeListCursor } from '../domain/page-cursor.js';
import { badRequest, forbidden, notFound } from '../domain/errors.js';
import { communityLogs } from './community.logs.js';
import { takeCommunitySlot, type CommunityDeps } from './steps/community.js';
import { publicBoard } from './steps/community.js';
import { notify } from './steps/notifications.js';
import { excerpt, notifiedBoard } from '../domain/notifications.js';

import { mailComment } from './steps/mail-notices.js';
import type { SendMailDeps } from './steps/send-mail.js';
import { toCommentView } from './comments.views.js';
import { nowOf } from './steps/clock.js';

type Deps = Pick<CommunityDeps, 'boards' | 'users' | 'comments' | 'rateLimits' | 'notifications' | 'now'> & { mail?: SendMailDeps };

/** GET /api/boards/:id/comments: a public board's comments, newest first, paged by cursor. */
export async function listComments(deps: Deps, viewerUid: string | null, boardId: string, query: ListQuery): Promise<CommentsPage> {
  await publicBoard(deps, boardId);
  const after = query.cursor ? decodeListCursor(query.cursor) : null;
  if (query.cursor && !after) throw badRequest(BAD_CURSOR);
  const page = await deps.comments.list(boardId, after, query.page_size);
  return {
    comments: page.comments.map((comment) => toCommentView(comment, viewerUid)),
    next: page.next ? encodeListCursor(page.next) : null,
  };
}

/** POST /api/boards/:id/comments: plain text (the web app shows it as text, never as markup), signed-in members only. */
export async function addComment(deps: Deps, uid: string, boardId: string, text: string): Promise<Comment> {
  const board = await publicBoard(deps, boardId);
  await takeCommunitySlot(deps, 'comment', uid);
  const profile = await deps.users.get(uid);
  const comment = await deps.comments.add({
    boardId,
    boardOwnerUid: board.ownerUid,
    authorUid: uid,
    authorName: publicName(profile),
    text,
    createdAt: nowOf(deps),
    hidden: false,
  });
  communityLogs.commented(uid, boardId, comment.id);
  await notify(deps, board.ownerUid, {
    kind: 'comment',
    actor: { id: uid, name: comment.authorName },
    board: notifiedBoard(board),
    comment: { id: comment.id, excerpt: excerpt(text) },
  });
  const mail = { commentId: comment.id, boardId, boardTitle: boardName(board), boardOwnerUid: board.ownerUid };
  if (deps.mail) await mailComment(deps.mail, { ...mail, authorUid: uid, authorName: comment.authorName, text });
  return toCommentView(comment, uid);
}

/** DELETE /api/comments/:id: by its author or the board's owner; 403 for anyone else. */
export async function deleteComment(deps: Deps, uid: string, id: string): Promise<void> {
  const comment = await deps.comments.get(id);
  if (!comment || comment.hidden) throw notFound(COMMENT_NOT_FOUND);
  if (!canDeleteComment(comment, uid)) throw forbidden();
  await deps.comments.delete(id);
  communityLogs.commentDeleted(uid, id);
}
