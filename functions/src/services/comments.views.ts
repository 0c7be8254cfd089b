import type { Comment } from '../contracts/community.js';
import { canDeleteComment } from '../domain/community.js';
import type { CommentRecord } from '../ports/comments.port.js';

export function toCommentView(record: CommentRecord, viewerUid: string | null): Comment {
  return {
    id: record.id,
    board_id: record.boardId,
    text: record.text,
    author: { id: record.authorUid, name: record.authorName },
    created_at: record.createdAt.toISOString(),
    can_delete: canDeleteComment(record, viewerUid),
  };
}
