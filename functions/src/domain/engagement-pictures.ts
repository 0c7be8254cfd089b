// A designer's keys to the member's pictures of one piece of work (a review, a project): made for that designer and
// that stage of the work, never the owner's key nor the key co-editors hold, and checked against the work as it is now.
import { createHmac } from 'node:crypto';
import type { ProjectStatus } from '../contracts/projects.js';
import type { ReviewStatus } from '../contracts/reviews.js';
import { isImageKey } from './blob-keys.js';
import type { ProjectRecord } from './projects.js';
import type { ReviewRecord } from './reviews.js';

/** What a project's picture URL opens: a board's current picture, or its room photo. */
export type ProjectPictureKind = 'picture' | 'room-photo';

/** Reviews whose pictures their designer still sees: until the revision is delivered or the member rates it. */
const OPEN_REVIEW: ReadonlySet<ReviewStatus> = new Set(['claimed', 'delivered', 'revision-asked']);
/** Projects whose pictures their designer still sees: from the take until the revision is delivered or it is rated. */
const OPEN_PROJECT: ReadonlySet<ProjectStatus> = new Set(['taken', 'concepts-ready', 'concept-chosen', 'delivered', 'revision-asked']);

/**
 * The stage the work is at for `designerUid`, which a key names, or null when the work shows them no picture: while it
 * waits in the queue any designer sees it ('queue'); once claimed, only its designer, until it closes, and under a
 * stage named by the claim, so a key made before the work went back to the queue opens nothing after it.
 */
function reviewStage(review: Pick<ReviewRecord, 'status' | 'designerUid' | 'claimedAt'>, designerUid: string): string | null {
  if (review.status === 'open') return 'queue';
  if (review.designerUid !== designerUid || !OPEN_REVIEW.has(review.status) || !review.claimedAt) return null;
  return `claimed-${review.claimedAt.getTime()}`;
}

/** As reviewStage, for a project: the open brief for any designer; from the take, its designer while it is open. */
function projectStage(project: Pick<ProjectRecord, 'status' | 'designerUid' | 'takenAt'>, designerUid: string): string | null {
  if (project.status === 'open') return 'queue';
  if (project.designerUid !== designerUid || !OPEN_PROJECT.has(project.status) || !project.takenAt) return null;
  return `taken-${project.takenAt.getTime()}`;
}

/**
 * The key: an HMAC of what it opens (the work, the picture, the designer, the stage) under the board's own key, which
 * only the server and the board's owner hold; so no one makes one without the server, and it names one designer.
 */
function engagementKey(boardKey: string, scope: string): string {
  return createHmac('sha256', boardKey).update(`engagement:${scope}`).digest('base64url').slice(0, 24);
}

const reviewScope = (reviewId: string, designerUid: string, stage: string) => `review:${reviewId}:${designerUid}:${stage}`;
const projectScope = (projectId: string, boardId: string, kind: ProjectPictureKind, designerUid: string, stage: string) =>
  `project:${projectId}:${boardId}:${kind}:${designerUid}:${stage}`;

const query = (designerUid: string, key: string, version: string | null) =>
  `?designer=${encodeURIComponent(designerUid)}&key=${key}${version ? `&v=${version}` : ''}`;

/** The review's board picture for `designerUid` (null: not theirs to see now). `version` names the picture for caches. */
export function reviewPictureUrl(
  review: Pick<ReviewRecord, 'id' | 'status' | 'designerUid' | 'claimedAt'>,
  boardKey: string,
  designerUid: string,
  version: string | null,
): string | null {
  const stage = reviewStage(review, designerUid);
  if (!stage) return null;
  const key = engagementKey(boardKey, reviewScope(review.id, designerUid, stage));
  return `/api/reviews/${encodeURIComponent(review.id)}/picture${query(designerUid, key, version)}`;
}

/** Whether `key` opens the review's picture for `designerUid` now. */
export function opensReviewPicture(review: ReviewRecord, boardKey: string, designerUid: string, key: string | null): boolean {
  const stage = reviewStage(review, designerUid);
  return stage !== null && isImageKey(key, engagementKey(boardKey, reviewScope(review.id, designerUid, stage)));
}

/** A picture of one of the project's boards (its picture or room photo) for `designerUid`; null: not theirs to see now. */
export function projectPictureUrl(
  project: Pick<ProjectRecord, 'id' | 'status' | 'designerUid' | 'takenAt'>,
  boardId: string,
  kind: ProjectPictureKind,
  boardKey: string,
  designerUid: string,
  version: string | null,
): string | null {
  const stage = projectStage(project, designerUid);
  if (!stage) return null;
  const key = engagementKey(boardKey, projectScope(project.id, boardId, kind, designerUid, stage));
  const path = `/api/projects/${encodeURIComponent(project.id)}/boards/${encodeURIComponent(boardId)}/${kind}`;
  return `${path}${query(designerUid, key, version)}`;
}

/** Whether `key` opens that picture of the project's board for `designerUid` now. */
export function opensProjectPicture(
  project: ProjectRecord,
  boardId: string,
  kind: ProjectPictureKind,
  boardKey: string,
  designerUid: string,
  key: string | null,
): boolean {
  const stage = projectStage(project, designerUid);
  return stage !== null && isImageKey(key, engagementKey(boardKey, projectScope(project.id, boardId, kind, designerUid, stage)));
}

/** The boards of a project whose picture of that kind a designer may be shown: the brief's and the concepts. */
export function projectShows(project: ProjectRecord, boardId: string, kind: ProjectPictureKind): boolean {
  if (kind === 'room-photo') return project.brief.photoBoardIds.includes(boardId);
  return project.brief.likedBoardIds.includes(boardId) || project.conceptBoardIds.includes(boardId);
}
