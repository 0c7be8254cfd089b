import type { ReleasedWork } from '../domain/designer-work.js';

// The released work is the domain's (decideRelease in domain/designer-work.ts): both implementations apply it.
export type { ReleasedWork } from '../domain/designer-work.js';

/**
 * A designer's engagements (`reviews`, `projects`) by the convention in docs/designer-services.md. When the designer
 * role is revoked, their claimed reviews (and those waiting for their revision) and not-closed projects go back to the
 * queue.
 */
export interface DesignerWork {
  /**
   * Each document in its own transaction that re-checks it is still theirs; answers what went back, to tell each member.
   * `now` (the use case's clock) is the release's moment.
   */
  release(designerUid: string, now: Date): Promise<ReleasedWork[]>;
  /**
   * The same release for one review or project (an admin's reassignment): in a transaction that re-checks it is still
   * held by `designerUid`; null when it is not (delivered, closed, or another designer's now).
   */
  releaseOne(collection: 'reviews' | 'projects', id: string, designerUid: string, now: Date): Promise<ReleasedWork | null>;
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
