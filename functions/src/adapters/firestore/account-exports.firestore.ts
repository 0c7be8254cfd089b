import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { ExportJob, ExportJobStatus } from '../../domain/account-export.js';
import type { AccountExports } from '../../ports/account-exports.port.js';
import { isDocumentId } from './document-id.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const STATUSES: readonly ExportJobStatus[] = ['queued', 'building', 'ready', 'failed'];
const DATE_FIELDS = ['requestedAt', 'updatedAt', 'readyAt', 'expiresAt'] as const;

const asDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

function toDocument(job: ExportJob): Record<string, unknown> {
  const document: Record<string, unknown> = { ...job };
  for (const field of DATE_FIELDS) document[field] = job[field] ? Timestamp.fromDate(job[field]) : null;
  return document;
}

function fromSnapshot(snapshot: DocumentSnapshot): ExportJob | null {
  const data = snapshot.data();
  if (!data) return null;
  const progress = (data.progress ?? {}) as { done?: unknown; total?: unknown };
  return {
    id: String(data.id ?? ''),
    uid: snapshot.id,
    status: STATUSES.includes(data.status) ? data.status : 'failed',
    requestedAt: asDate(data.requestedAt) ?? new Date(0),
    updatedAt: asDate(data.updatedAt) ?? new Date(0),
    attempts: num(data.attempts),
    progress: { done: num(progress.done), total: num(progress.total) },
    path: text(data.path),
    bytes: typeof data.bytes === 'number' ? data.bytes : null,
    readyAt: asDate(data.readyAt),
    expiresAt: asDate(data.expiresAt),
    secret: String(data.secret ?? ''),
    error: text(data.error),
  };
}

/** `accountExports/{uid}`: the member's latest export, its state changed in transactions. */
export function firestoreAccountExports(db: Firestore): AccountExports {
  const exports = db.collection('accountExports');
  const ref = (uid: string) => {
    if (!isDocumentId(uid)) throw new Error(`not a member id: ${uid}`);
    return exports.doc(uid);
  };
  return {
    async get(uid) {
      return fromSnapshot(await ref(uid).get());
    },
    async transact(uid, decide) {
      const doc = ref(uid);
      return runTransaction(db, async (tx) => {
        const decision = decide(fromSnapshot(await tx.get(doc)));
        if (decision.job === null) tx.delete(doc);
        else if (decision.job) tx.set(doc, toDocument(decision.job));
        return decision.result;
      });
    },
  };
}
