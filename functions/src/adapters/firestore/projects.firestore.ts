import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_STATUSES, ProjectBriefSchema, type ProjectStatus } from '../../contracts/projects.js';
import { decideNewProject, decideProjectChange, type NewProject, type ProjectRecord } from '../../domain/projects.js';
import type { ProjectsRepository } from '../../ports/projects.port.js';
import { readAllowanceIn, writeAllowanceIn } from './allowances.firestore.js';
import { isDocumentId } from './document-id.firestore.js';
import { earningWriteIn } from './earnings.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const PROJECTS = 'projects';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const date = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
const status = (value: unknown): ProjectStatus => (PROJECT_STATUSES.includes(value as ProjectStatus) ? (value as ProjectStatus) : 'open');
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

function projectFrom(snapshot: DocumentSnapshot): ProjectRecord | null {
  const data = snapshot.data();
  if (!data) return null;
  const brief = ProjectBriefSchema.safeParse(data.brief);
  return {
    id: snapshot.id,
    memberUid: str(data.memberUid),
    memberName: str(data.memberName),
    designerUid: typeof data.designerUid === 'string' ? data.designerUid : null,
    designerName: typeof data.designerName === 'string' ? data.designerName : null,
    status: status(data.status),
    brief: brief.success ? brief.data : { rooms: [], photoBoardIds: [], layout: null, budgetUsd: 0, likedBoardIds: [], notes: '' },
    conceptBoardIds: ids(data.conceptBoardIds),
    chosenBoardId: typeof data.chosenBoardId === 'string' ? data.chosenBoardId : null,
    deliveryNote: str(data.deliveryNote),
    revisionNote: str(data.revisionNote),
    rating: typeof data.rating === 'number' ? data.rating : null,
    timeline: Array.isArray(data.timeline)
      ? data.timeline.map((entry: Record<string, unknown>) => ({ status: status(entry.status), at: date(entry.at) ?? new Date(0) }))
      : [],
    periodKey: str(data.periodKey),
    createdAt: date(data.createdAt) ?? new Date(0),
    takenAt: date(data.takenAt),
    dueAt: date(data.dueAt),
  };
}

const stamp = (value: Date | null) => (value ? Timestamp.fromDate(value) : null);

function toDocument(project: NewProject): Record<string, unknown> {
  return {
    ...project,
    timeline: project.timeline.map((entry) => ({ status: entry.status, at: Timestamp.fromDate(entry.at) })),
    createdAt: Timestamp.fromDate(project.createdAt),
    takenAt: stamp(project.takenAt),
    dueAt: stamp(project.dueAt),
    updatedAt: Timestamp.now(),
  };
}

/** `projects/{id}`, written only by the API (no browser reads it). Lists use the indexes in firestore.indexes.json. */
export function firestoreProjects(db: Firestore): ProjectsRepository {
  const projects = db.collection(PROJECTS);
  const listed = (query: FirebaseFirestore.Query) => query.get().then(({ docs }) => docs.map((doc) => projectFrom(doc)!));

  return {
    async create(memberUid, build, now) {
      const ref = projects.doc();
      return runTransaction(db, async (tx) => {
        const { project, allowance } = decideNewProject(ref.id, build, await readAllowanceIn(tx, db, memberUid, now), now);
        writeAllowanceIn(tx, db, memberUid, allowance);
        const { id: _id, ...rest } = project;
        tx.create(ref, toDocument(rest));
        return project;
      });
    },

    async get(id) {
      return isDocumentId(id) ? projectFrom(await projects.doc(id).get()) : null;
    },

    async change(id, change, earn) {
      if (!isDocumentId(id)) return change(null);
      const ref = projects.doc(id);
      return runTransaction(db, async (tx) => {
        const { project, line } = decideProjectChange(projectFrom(await tx.get(ref)), change, earn);
        const writeEarning = await earningWriteIn(tx, db, line);
        const { id: _id, ...rest } = project;
        tx.set(ref, toDocument(rest));
        writeEarning();
        return project;
      });
    },

    listOpen(limit) {
      return listed(projects.where('status', '==', 'open').orderBy('createdAt', 'asc').limit(limit));
    },

    listByMember(uid, limit) {
      return listed(projects.where('memberUid', '==', uid).orderBy('createdAt', 'desc').limit(limit));
    },

    listByDesigner(uid, limit) {
      return listed(projects.where('designerUid', '==', uid).orderBy('createdAt', 'desc').limit(limit));
    },

    async late(openedBefore, dueStatuses, dueBefore, size) {
      const [unclaimed, overdue] = await Promise.all([
        listed(projects.where('status', '==', 'open').where('createdAt', '<', openedBefore).orderBy('createdAt', 'asc').limit(size)),
        listed(
          projects
            .where('status', 'in', [...dueStatuses])
            .where('dueAt', '<', dueBefore)
            .orderBy('dueAt', 'asc')
            .limit(size),
        ),
      ]);
      return { unclaimed, overdue };
    },
  };
}
