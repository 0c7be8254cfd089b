import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { REPORT_REASONS } from '../../contracts/community-rules.js';
import { reportId } from '../../domain/community.js';
import type { ReportRecord, Reports } from '../../ports/reports.port.js';

function fromSnapshot(doc: DocumentSnapshot): ReportRecord {
  const data = doc.data() ?? {};
  return {
    kind: data.kind === 'comment' ? 'comment' : 'board',
    itemId: String(data.itemId ?? ''),
    boardId: String(data.boardId ?? ''),
    reporterUid: String(data.reporterUid ?? ''),
    reason: REPORT_REASONS.includes(data.reason) ? data.reason : 'other',
    text: typeof data.text === 'string' ? data.text : null,
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0),
    status: data.status === 'dismissed' ? 'dismissed' : 'open',
    ...(data.appeal === true ? { appeal: true } : {}),
  };
}

/** `reports/{kind_item_reporter}` (the id makes one report per member per item) and `adminActions/{id}`. */
export function firestoreReports(db: Firestore): Reports {
  const reports = db.collection('reports');
  return {
    async add(report) {
      try {
        await reports.doc(reportId(report)).create({ ...report, createdAt: Timestamp.fromDate(report.createdAt) });
        return true;
      } catch (error) {
        // ALREADY_EXISTS: this member reported this item before.
        if ((error as { code?: unknown }).code === 6) return false;
        throw error;
      }
    },
    async open(limit) {
      const { docs } = await reports.where('status', '==', 'open').orderBy('createdAt', 'desc').limit(limit).get();
      return docs.map(fromSnapshot);
    },
    async dismiss(kind, itemId) {
      const { docs } = await reports.where('kind', '==', kind).where('itemId', '==', itemId).where('status', '==', 'open').get();
      const batch = db.batch();
      for (const doc of docs) batch.update(doc.ref, { status: 'dismissed' });
      await batch.commit();
      return docs.length;
    },
    async logAction(action) {
      await db.collection('adminActions').add({ ...action, at: Timestamp.fromDate(action.at) });
    },
  };
}
