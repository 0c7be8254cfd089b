import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { APPLICATION_MESSAGES, APPLICATION_STATUSES, type ApplicationStatus } from '../../contracts/designer-application-rules.js';
import type { ApplicationRecord } from '../../domain/designer-applications.js';
import { notFound } from '../../domain/errors.js';
import type { DesignerApplications } from '../../ports/designer-applications.port.js';
import { isDocumentId } from './document-id.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const dateOf = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

function recordFrom(id: string, data: DocumentData): ApplicationRecord {
  const status = APPLICATION_STATUSES.includes(data.status as ApplicationStatus) ? (data.status as ApplicationStatus) : 'pending';
  return {
    id,
    uid: String(data.uid ?? ''),
    email: typeof data.email === 'string' ? data.email : null,
    name: String(data.name ?? ''),
    bio: String(data.bio ?? ''),
    styles: Array.isArray(data.styles) ? data.styles.map(String) : [],
    timeZone: String(data.timeZone ?? 'UTC'),
    meetingUrl: String(data.meetingUrl ?? ''),
    portfolio: Array.isArray(data.portfolio)
      ? data.portfolio.map((picture: DocumentData) => ({
          path: String(picture.path ?? ''),
          boardId: typeof picture.boardId === 'string' ? picture.boardId : null,
        }))
      : [],
    createdAt: dateOf(data.createdAt) ?? new Date(0),
    status,
    reason: typeof data.reason === 'string' ? data.reason : null,
    decidedAt: dateOf(data.decidedAt),
    decidedBy: typeof data.decidedBy === 'string' ? data.decidedBy : null,
  };
}

function dataOf({ id: _id, ...record }: ApplicationRecord): DocumentData {
  return {
    ...record,
    createdAt: Timestamp.fromDate(record.createdAt),
    decidedAt: record.decidedAt ? Timestamp.fromDate(record.decidedAt) : null,
  };
}

/** `designerApplications/{id}` and `designerApplicants/{uid}` ({latestId}), both server-only. */
export function firestoreDesignerApplications(db: Firestore): DesignerApplications {
  const applications = db.collection('designerApplications');
  const applicants = db.collection('designerApplicants');
  return {
    async submit(application, check) {
      return runTransaction(db, async (transaction) => {
        const applicant = await transaction.get(applicants.doc(application.uid));
        const latestId = applicant.get('latestId');
        const latestDoc = typeof latestId === 'string' ? await transaction.get(applications.doc(latestId)) : null;
        check(latestDoc?.exists ? recordFrom(latestDoc.id, latestDoc.data()!) : null);
        const ref = applications.doc();
        const record: ApplicationRecord = { ...application, id: ref.id, status: 'pending', reason: null, decidedAt: null, decidedBy: null };
        transaction.create(ref, dataOf(record));
        transaction.set(applicants.doc(application.uid), { latestId: ref.id });
        return record;
      });
    },
    async latest(uid) {
      if (!isDocumentId(uid)) return null;
      const latestId = (await applicants.doc(uid).get()).get('latestId');
      if (typeof latestId !== 'string') return null;
      const snapshot = await applications.doc(latestId).get();
      return snapshot.exists ? recordFrom(snapshot.id, snapshot.data()!) : null;
    },
    async list(status, limit) {
      const { docs } = await applications.where('status', '==', status).orderBy('createdAt', 'asc').limit(limit).get();
      return docs.map((doc) => recordFrom(doc.id, doc.data()));
    },
    async decide(id, decide) {
      if (!isDocumentId(id)) throw notFound(APPLICATION_MESSAGES.notFound);
      const ref = applications.doc(id);
      return runTransaction(db, async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) throw notFound(APPLICATION_MESSAGES.notFound);
        const decided = decide(recordFrom(id, snapshot.data()!));
        transaction.set(ref, dataOf(decided));
        return decided;
      });
    },
  };
}
