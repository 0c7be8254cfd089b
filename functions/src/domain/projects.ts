// Design projects' rules: who may do what at which step; each step writes its status and its moment on the timeline.
import {
  CHOOSE_NOT_NOW,
  CONCEPTS_CLOSED,
  DELIVER_NOT_NOW,
  MAX_CONCEPTS,
  NO_CONCEPTS,
  NOT_A_CONCEPT,
  PROJECT_ALREADY_TAKEN,
  PROJECT_DUE_DAYS,
  PROJECT_NOT_FOUND,
  PROJECT_NOT_YOURS,
  RATE_NOT_NOW,
  REVISION_NOT_NOW,
  TOO_MANY_CONCEPTS,
  type ProjectBrief,
  type ProjectStatus,
} from '../contracts/projects.js';
import { OWN_WORK } from '../contracts/designers.js';
import { useAllowance, type AllowanceRead, type AllowanceUse } from './allowance-use.js';
import type { EarningLine } from './earnings.js';
import { badRequest, conflict, forbidden, notFound } from './errors.js';
import { DAY_MS } from './usage-limits.js';

/** `projects/{id}`: the engagement document (docs/designer-services.md): memberUid, designerUid (null until taken), status. */
export interface ProjectRecord {
  id: string;
  memberUid: string;
  memberName: string;
  designerUid: string | null;
  designerName: string | null;
  status: ProjectStatus;
  brief: ProjectBrief;
  /** The concept boards, in the member's account, in the order the designer made them. */
  conceptBoardIds: string[];
  chosenBoardId: string | null;
  deliveryNote: string;
  revisionNote: string;
  rating: number | null;
  timeline: { status: ProjectStatus; at: Date }[];
  /** The allowance period the project was counted in. */
  periodKey: string;
  createdAt: Date;
  takenAt: Date | null;
  dueAt: Date | null;
}

export type NewProject = Omit<ProjectRecord, 'id'>;

const dueFrom = (now: Date) => new Date(now.getTime() + PROJECT_DUE_DAYS * DAY_MS);

function step(record: ProjectRecord, status: ProjectStatus, now: Date, change: Partial<ProjectRecord> = {}): ProjectRecord {
  return { ...record, ...change, status, timeline: [...record.timeline, { status, at: now }] };
}

export function newProject(member: { uid: string; name: string }, brief: ProjectBrief, periodKey: string, now: Date): NewProject {
  return {
    memberUid: member.uid,
    memberName: member.name,
    designerUid: null,
    designerName: null,
    status: 'open',
    brief,
    conceptBoardIds: [],
    chosenBoardId: null,
    deliveryNote: '',
    revisionNote: '',
    rating: null,
    timeline: [{ status: 'open', at: now }],
    periodKey,
    createdAt: now,
    takenAt: null,
    dueAt: null,
  };
}

/**
 * A new project (what the project transaction writes): one of the member's 'projects' (403 `allowance-used` when none
 * is left), and the project `build` makes with the period it is counted in.
 */
export function decideNewProject(
  id: string,
  build: (periodKey: string) => NewProject,
  read: AllowanceRead,
  now: Date,
): { project: ProjectRecord; allowance: AllowanceUse } {
  const allowance = useAllowance(read, 'projects', now);
  return { project: { ...build(allowance.period.key), id }, allowance };
}

/** A change of a stored project: `change` (a rule below) answers it changed or throws; `earn`, the designer's line. */
export function decideProjectChange(
  before: ProjectRecord | null,
  change: (record: ProjectRecord | null) => ProjectRecord,
  earn?: (before: ProjectRecord | null, after: ProjectRecord) => EarningLine | null,
): { project: ProjectRecord; line: EarningLine | null } {
  const project = change(before);
  return { project, line: earn?.(before, project) ?? null };
}

/** The caller's side of the project: the member, its designer, or (while it is open) any designer. Others: 404. */
export function sideOf(
  record: ProjectRecord | null,
  uid: string,
  isDesigner: boolean,
): { record: ProjectRecord; role: 'member' | 'designer' } {
  if (record?.memberUid === uid) return { record, role: 'member' };
  if (record && isDesigner && (record.designerUid === uid || record.status === 'open')) return { record, role: 'designer' };
  throw notFound(PROJECT_NOT_FOUND);
}

const asMember = (record: ProjectRecord | null, uid: string): ProjectRecord => {
  if (!record || record.memberUid !== uid) throw notFound(PROJECT_NOT_FOUND);
  return record;
};

/** The project, for the designer who took it; 404 to anyone else (while open, 403: it is not theirs yet). */
export function asDesigner(record: ProjectRecord | null, uid: string): ProjectRecord {
  if (record && record.designerUid === uid) return record;
  if (record?.status === 'open' && record.memberUid !== uid) throw forbidden(PROJECT_NOT_YOURS);
  throw notFound(PROJECT_NOT_FOUND);
}

export function take(record: ProjectRecord | null, designer: { uid: string; name: string }, now: Date): ProjectRecord {
  if (!record) throw notFound(PROJECT_NOT_FOUND);
  if (record.memberUid === designer.uid) throw forbidden(OWN_WORK.takeProject);
  if (record.status !== 'open') {
    if (record.designerUid === designer.uid) return record;
    throw conflict(PROJECT_ALREADY_TAKEN);
  }
  return step(record, 'taken', now, { designerUid: designer.uid, designerName: designer.name, takenAt: now, dueAt: dueFrom(now) });
}

/** Whether one more concept may be added (checked before the board is made, and again in the project's transaction). */
export function checkConceptRoom(record: ProjectRecord): void {
  if (record.status !== 'taken') throw conflict(CONCEPTS_CLOSED);
  if (record.conceptBoardIds.length >= MAX_CONCEPTS) throw conflict(TOO_MANY_CONCEPTS);
}

export function addConcept(record: ProjectRecord | null, designerUid: string, boardId: string): ProjectRecord {
  const project = asDesigner(record, designerUid);
  checkConceptRoom(project);
  return { ...project, conceptBoardIds: [...project.conceptBoardIds, boardId] };
}

export function conceptsReady(record: ProjectRecord | null, designerUid: string, now: Date): ProjectRecord {
  const project = asDesigner(record, designerUid);
  if (project.status !== 'taken') throw conflict(CONCEPTS_CLOSED);
  if (!project.conceptBoardIds.length) throw badRequest(NO_CONCEPTS);
  return step(project, 'concepts-ready', now, { dueAt: null });
}

export function choose(record: ProjectRecord | null, memberUid: string, boardId: string, now: Date): ProjectRecord {
  const project = asMember(record, memberUid);
  if (project.status !== 'concepts-ready') throw conflict(CHOOSE_NOT_NOW);
  if (!project.conceptBoardIds.includes(boardId)) throw badRequest(NOT_A_CONCEPT);
  return step(project, 'concept-chosen', now, { chosenBoardId: boardId, dueAt: dueFrom(now) });
}

/** The final board delivered: after the choice ('delivered') or after the revision asked ('revised'). */
export function deliver(record: ProjectRecord | null, designerUid: string, note: string, now: Date): ProjectRecord {
  const project = asDesigner(record, designerUid);
  const next = project.status === 'concept-chosen' ? 'delivered' : project.status === 'revision-asked' ? 'revised' : null;
  if (!next) throw conflict(DELIVER_NOT_NOW);
  return step(project, next, now, { deliveryNote: note, dueAt: null });
}

export function askRevision(record: ProjectRecord | null, memberUid: string, note: string, now: Date): ProjectRecord {
  const project = asMember(record, memberUid);
  if (project.status !== 'delivered') throw conflict(REVISION_NOT_NOW);
  return step(project, 'revision-asked', now, { revisionNote: note, dueAt: dueFrom(now) });
}

export function rate(record: ProjectRecord | null, memberUid: string, rating: number, now: Date): ProjectRecord {
  const project = asMember(record, memberUid);
  if (project.designerUid === memberUid) throw forbidden(OWN_WORK.rate);
  if (project.status !== 'delivered' && project.status !== 'revised') throw conflict(RATE_NOT_NOW);
  return step(project, 'rated', now, { rating });
}
