// An admin's reassignment of late work: which reviews and projects are late, and what giving one to another designer
// writes. Sending work back to the queue is the release revocation uses (DesignerWork.releaseOne).
import { PROJECT_DUE_DAYS, type ProjectStatus } from '../contracts/projects.js';
import { REVIEW_DUE_MS, UNCLAIMED_LATE_MS } from '../contracts/reviews.js';
import { ALREADY_IN_QUEUE, OWN_WORK_REASSIGN, REASSIGN_STALE, WORK_NOT_FOUND } from '../contracts/service-console.js';
import { conflict, forbidden, notFound } from './errors.js';
import type { ProjectRecord } from './projects.js';
import type { ReviewRecord } from './reviews.js';
import { DAY_MS } from './usage-limits.js';

/** Project steps a designer holds with a due time running (the concepts, the final, the revision). */
export const DUE_PROJECT_STATUSES: readonly ProjectStatus[] = ['taken', 'concept-chosen', 'revision-asked'];

type Late = 'unclaimed' | 'overdue' | null;

/** Late for admins: waiting unclaimed for 24 hours, or held past its due time. */
export function reviewLateness(review: ReviewRecord, now: Date): Late {
  if (review.status === 'open') return review.askedAt.getTime() < now.getTime() - UNCLAIMED_LATE_MS ? 'unclaimed' : null;
  const held = review.status === 'claimed' || review.status === 'revision-asked';
  return held && review.dueAt !== null && review.dueAt < now ? 'overdue' : null;
}

export function projectLateness(project: ProjectRecord, now: Date): Late {
  if (project.status === 'open') return project.createdAt.getTime() < now.getTime() - UNCLAIMED_LATE_MS ? 'unclaimed' : null;
  return DUE_PROJECT_STATUSES.includes(project.status) && project.dueAt !== null && project.dueAt < now ? 'overdue' : null;
}

/**
 * The work is still as the admin saw it: late, and held by `seen` (null: nobody) when they said whom they saw; else 409.
 * `toQueue`: sending back work nobody holds is a 409 of its own.
 */
export function checkReassignable(
  work: { designerUid: string | null } | null,
  late: Late,
  seen: string | null | undefined,
  toQueue: boolean,
): void {
  if (!work) throw notFound(WORK_NOT_FOUND);
  if (!late || (seen !== undefined && seen !== work.designerUid)) throw conflict(REASSIGN_STALE);
  if (toQueue && !work.designerUid) throw conflict(ALREADY_IN_QUEUE);
}

/** A late review given to `designer`: claimed by them now, due 48 hours later (a revision asked stays one). */
export function assignReview(
  review: ReviewRecord | null,
  seen: string | null | undefined,
  designer: { uid: string; name: string },
  now: Date,
): ReviewRecord {
  checkReassignable(review, review && reviewLateness(review, now), seen, false);
  if (review!.memberUid === designer.uid) throw forbidden(OWN_WORK_REASSIGN);
  return {
    ...review!,
    status: review!.status === 'revision-asked' || (review!.status === 'open' && review!.reply) ? 'revision-asked' : 'claimed',
    designerUid: designer.uid,
    designerName: designer.name,
    claimedAt: now,
    dueAt: new Date(now.getTime() + REVIEW_DUE_MS),
  };
}

/**
 * A late project given to `designer`: taken by them now, due in 7 days. Like a release, it starts again from its brief
 * (the former designer's concepts stay in the member's account).
 */
export function assignProject(
  project: ProjectRecord | null,
  seen: string | null | undefined,
  designer: { uid: string; name: string },
  now: Date,
): ProjectRecord {
  checkReassignable(project, project && projectLateness(project, now), seen, false);
  if (project!.memberUid === designer.uid) throw forbidden(OWN_WORK_REASSIGN);
  return {
    ...project!,
    status: 'taken',
    designerUid: designer.uid,
    designerName: designer.name,
    conceptBoardIds: [],
    chosenBoardId: null,
    takenAt: now,
    dueAt: new Date(now.getTime() + PROJECT_DUE_DAYS * DAY_MS),
    timeline: [...project!.timeline, { status: 'taken', at: now }],
  };
}
