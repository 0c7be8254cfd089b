import { UNCLAIMED_LATE_MS } from '../contracts/reviews.js';
import {
  NOT_AN_ACTIVE_DESIGNER,
  REASSIGN_STALE,
  type LateWork,
  type Reassigned,
  type ReassignRequest,
  type ServiceWork,
} from '../contracts/service-console.js';
import { badRequest, conflict } from '../domain/errors.js';
import type { ProjectRecord } from '../domain/projects.js';
import {
  DUE_PROJECT_STATUSES,
  assignProject,
  assignReview,
  checkReassignable,
  projectLateness,
  reviewLateness,
} from '../domain/reassign.js';
import type { ReviewRecord } from '../domain/reviews.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { DesignerWork } from '../ports/designer-work.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { LiveBoards } from '../ports/live-boards.port.js';
import type { Notifications } from '../ports/notifications.port.js';
import type { ProjectsRepository } from '../ports/projects.port.js';
import type { ReviewsRepository } from '../ports/reviews.port.js';
import { endConceptCoEditing } from './steps/live-boards.js';
import type { SendMailDeps } from './steps/send-mail.js';
import { tellParties } from './steps/service-events.js';
import { nowOf } from './steps/clock.js';

/** How many late reviews and late projects the Service section lists (each kind). */
const LATE_LIST_SIZE = 50;

export interface ReassignDeps {
  reviews: ReviewsRepository;
  projects: ProjectsRepository;
  /** The release revocation uses: back to the queue, in a transaction that re-checks the holder. */
  work: Pick<DesignerWork, 'releaseOne'>;
  designers: Pick<DesignersRepository, 'get' | 'list'>;
  /** A project's former designer stops co-editing its concept boards. */
  liveBoards: Pick<LiveBoards, 'change'>;
  notifications: Notifications;
  mail: SendMailDeps;
  auditLog: AuditLog;
  now?: () => Date;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const reviewItem = (review: ReviewRecord, late: LateWork['late']): LateWork => ({
  kind: 'review',
  id: review.id,
  title: review.boardTitle,
  memberUid: review.memberUid,
  memberName: review.memberName,
  status: review.status,
  designerUid: review.designerUid,
  designerName: review.designerName,
  since: review.askedAt.toISOString(),
  dueAt: iso(review.dueAt),
  late,
});

const projectItem = (project: ProjectRecord, late: LateWork['late']): LateWork => ({
  kind: 'project',
  id: project.id,
  title: `Design project of ${project.memberName || 'a member'}`,
  memberUid: project.memberUid,
  memberName: project.memberName,
  status: project.status,
  designerUid: project.designerUid,
  designerName: project.designerName,
  since: project.createdAt.toISOString(),
  dueAt: iso(project.dueAt),
  late,
});

/** GET /api/admin/service: reviews and projects unclaimed for 24 hours or held past their due time, oldest first. */
export async function lateWork(deps: Pick<ReassignDeps, 'reviews' | 'projects' | 'designers' | 'now'>): Promise<ServiceWork> {
  const now = nowOf(deps);
  const cutoff = new Date(now.getTime() - UNCLAIMED_LATE_MS);
  const [reviews, projects, designers] = await Promise.all([
    deps.reviews.late(cutoff, now, LATE_LIST_SIZE),
    deps.projects.late(cutoff, DUE_PROJECT_STATUSES, now, LATE_LIST_SIZE),
    deps.designers.list(),
  ]);
  const work = [
    ...reviews.unclaimed.map((review) => reviewItem(review, 'unclaimed')),
    ...reviews.overdue.map((review) => reviewItem(review, 'overdue')),
    ...projects.unclaimed.map((project) => projectItem(project, 'unclaimed')),
    ...projects.overdue.map((project) => projectItem(project, 'overdue')),
  ].sort((a, b) => (a.dueAt ?? a.since).localeCompare(b.dueAt ?? b.since));
  return {
    work,
    designers: designers.filter((designer) => designer.active).map((designer) => ({ uid: designer.uid, name: designer.name })),
  };
}

async function activeDesigner(deps: Pick<ReassignDeps, 'designers'>, uid: string): Promise<{ uid: string; name: string }> {
  const profile = await deps.designers.get(uid);
  if (!profile?.active) throw badRequest(NOT_AN_ACTIVE_DESIGNER);
  return { uid, name: profile.name };
}

async function audit(
  deps: ReassignDeps,
  adminUid: string,
  kind: 'review' | 'project',
  id: string,
  from: string | null,
  request: ReassignRequest,
  now: Date,
) {
  await deps.auditLog.append({
    at: now,
    actorUid: adminUid,
    action: 'reassign',
    target: { kind, id },
    reason: request.reason || null,
    details: { fromDesignerUid: from, toDesignerUid: request.designerUid, toQueue: request.designerUid === null },
  });
}

/**
 * POST /api/admin/reviews/:id/reassign: a late review back to the queue (the release revocation uses; the member is
 * told) or to an active designer (claimed by them now, due in 48 hours; the member and the designer are told). The
 * change is a transaction that finds the review still late and held by whom the admin saw, else 409. One audit line.
 */
export async function reassignReview(deps: ReassignDeps, adminUid: string, id: string, request: ReassignRequest): Promise<Reassigned> {
  const now = nowOf(deps);
  const seen = await deps.reviews.get(id);
  const expected = request.fromDesignerUid !== undefined ? request.fromDesignerUid : (seen?.designerUid ?? null);
  let done: Reassigned;
  if (request.designerUid === null) {
    checkReassignable(seen, seen && reviewLateness(seen, now), expected, true);
    const released = await deps.work.releaseOne('reviews', id, expected!, now);
    if (!released) throw conflict(REASSIGN_STALE);
    await tellParties(deps, 'review.returned', released);
    done = { kind: 'review', id, status: 'open', designerUid: null, dueAt: null };
  } else {
    checkReassignable(seen, seen && reviewLateness(seen, now), expected, false);
    const designer = await activeDesigner(deps, request.designerUid);
    const assigned = await deps.reviews.update(id, (review) => assignReview(review, expected, designer, now));
    // The member hears as of a claim (in the app) and is mailed; the designer is told in the app and by mail.
    await tellParties(deps, 'review.claimed', assigned);
    await tellParties(deps, 'review.assigned', assigned);
    done = { kind: 'review', id, status: assigned.status, designerUid: designer.uid, dueAt: iso(assigned.dueAt) };
  }
  await audit(deps, adminUid, 'review', id, expected, request, now);
  return done;
}

/**
 * POST /api/admin/projects/:id/reassign: as for reviews; a project starts again from its brief (due in 7 days with a
 * new designer) and its former designer stops co-editing its concept boards.
 */
export async function reassignProject(deps: ReassignDeps, adminUid: string, id: string, request: ReassignRequest): Promise<Reassigned> {
  const now = nowOf(deps);
  const seen = await deps.projects.get(id);
  const expected = request.fromDesignerUid !== undefined ? request.fromDesignerUid : (seen?.designerUid ?? null);
  let done: Reassigned;
  if (request.designerUid === null) {
    checkReassignable(seen, seen && projectLateness(seen, now), expected, true);
    const released = await deps.work.releaseOne('projects', id, expected!, now);
    if (!released) throw conflict(REASSIGN_STALE);
    await endConceptCoEditing(deps, expected!, seen!.conceptBoardIds);
    await tellParties(deps, 'project.returned', released);
    done = { kind: 'project', id, status: 'open', designerUid: null, dueAt: null };
  } else {
    checkReassignable(seen, seen && projectLateness(seen, now), expected, false);
    const designer = await activeDesigner(deps, request.designerUid);
    const assigned = await deps.projects.change(id, (project) => assignProject(project, expected, designer, now));
    if (expected && expected !== designer.uid) await endConceptCoEditing(deps, expected, seen!.conceptBoardIds);
    await tellParties(deps, 'project.taken', assigned);
    await tellParties(deps, 'project.assigned', assigned);
    done = { kind: 'project', id, status: assigned.status, designerUid: designer.uid, dueAt: iso(assigned.dueAt) };
  }
  await audit(deps, adminUid, 'project', id, expected, request, now);
  return done;
}
