import type { ListCursor } from '../domain/page-cursor.js';

/** `comments/{id}`: a comment on a public board. */
export interface CommentRecord {
  id: string;
  boardId: string;
  /** The board's owner when the comment was written: they may delete it. */
  boardOwnerUid: string;
  authorUid: string;
  authorName: string;
  text: string;
  createdAt: Date;
  /** Hidden by a moderator: shown to no one but the admin page. */
  hidden: boolean;
}

interface CommentsPage {
  comments: CommentRecord[];
  next: ListCursor | null;
}

export interface Comments {
  add(comment: Omit<CommentRecord, 'id'>): Promise<CommentRecord>;
  get(id: string): Promise<CommentRecord | null>;
  /** A board's comments that are not hidden, newest first. */
  list(boardId: string, after: ListCursor | null, size: number): Promise<CommentsPage>;
  delete(id: string): Promise<void>;
  setHidden(id: string, hidden: boolean): Promise<void>;
}
