// The release of a designer's engagement (a revoked designer, an admin's reassignment): the adapter (Firestore or the
// memory fake) reads the review or project in a transaction, `decideRelease` says whether it goes back to the queue
// and what is written, and the adapter writes exactly that.

/** One review or project that went back to the queue, with what telling its member needs. */
export interface ReleasedWork {
  collection: 'reviews' | 'projects';
  id: string;
  memberUid: string;
  memberName: string;
  /** The designer it was taken from, named in the member's notification and mail. */
  designerUid: string;
  designerName: string | null;
  /** Reviews: the board reviewed and its title when asked (projects: null and ''). */
  boardId: string | null;
  boardTitle: string;
  /** The release's moment: each release is told once (the notification's and mail's ids hold it). */
  releasedAt: Date;
}

/** Review statuses a designer holds: claimed, and asked to revise (it goes back as a revision to claim). */
const HELD_REVIEW_STATUSES = new Set(['claimed', 'revision-asked']);
/** Project statuses that are over: a revoked designer's project in any other status goes back to the queue. */
const CLOSED_PROJECT_STATUSES = new Set(['open', 'closed', 'rated', 'cancelled']);

const HELD: Record<ReleasedWork['collection'], (status: string) => boolean> = {
  reviews: (status) => HELD_REVIEW_STATUSES.has(status),
  projects: (status) => !CLOSED_PROJECT_STATUSES.has(status),
};

/** The stored fields the release reads (a review's or a project's document). */
export interface StoredWork {
  status: unknown;
  designerUid?: unknown;
  memberUid?: unknown;
  memberName?: unknown;
  designerName?: unknown;
  boardId?: unknown;
  boardTitle?: unknown;
}

/** What the release writes: back to `open`, no designer, no due date; a project also without its concepts. */
interface ReleaseFields {
  status: 'open';
  designerUid: null;
  dueAt: null;
  releasedAt: Date;
  conceptBoardIds?: [];
  chosenBoardId?: null;
}

/**
 * Back to the queue when the work is still held by `designerUid` (claimed or asked to revise; a project not over),
 * else null (delivered, closed, or another designer's now). A project starts again from its brief: the next designer
 * makes concepts of their own; the former concept boards stay in the member's account.
 */
export function decideRelease(
  collection: ReleasedWork['collection'],
  id: string,
  stored: StoredWork | null,
  designerUid: string,
  now: Date,
): { fields: ReleaseFields; released: ReleasedWork } | null {
  if (!stored || stored.designerUid !== designerUid || !HELD[collection](String(stored.status))) return null;
  const reset = collection === 'projects' ? { conceptBoardIds: [] as [], chosenBoardId: null } : {};
  return {
    fields: { status: 'open', designerUid: null, dueAt: null, ...reset, releasedAt: now },
    released: {
      collection,
      id,
      memberUid: String(stored.memberUid ?? ''),
      memberName: String(stored.memberName ?? ''),
      designerUid,
      designerName: typeof stored.designerName === 'string' ? stored.designerName : null,
      boardId: typeof stored.boardId === 'string' ? stored.boardId : null,
      boardTitle: typeof stored.boardTitle === 'string' ? stored.boardTitle : '',
      releasedAt: now,
    },
  };
}
