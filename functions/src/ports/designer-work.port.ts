/**
 * A designer's engagements (`reviews`, `projects`) by the convention in docs/designer-services.md. When the designer
 * role is revoked, their claimed reviews (and those waiting for their revision) and not-closed projects go back to the
 * queue.
 */
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

export interface DesignerWork {
  /** Each document in its own transaction that re-checks it is still theirs; answers what went back, to tell each member. */
  release(designerUid: string): Promise<ReleasedWork[]>;
  /**
   * The same release for one review or project (an admin's reassignment): in a transaction that re-checks it is still
   * held by `designerUid`; null when it is not (delivered, closed, or another designer's now).
   */
  releaseOne(collection: 'reviews' | 'projects', id: string, designerUid: string): Promise<ReleasedWork | null>;
  /**
   * A page of the boards designers were given a key of before they had keys of their own (the one-off repair): each
   * review's board (the queue held the co-editors' key), each brief's room-photo boards (briefs held the owner's key).
   */
  scanShownBoards(
    collection: 'reviews' | 'projects',
    after: string | null,
    size: number,
  ): Promise<{ boardIds: string[]; next: string | null }>;
}
