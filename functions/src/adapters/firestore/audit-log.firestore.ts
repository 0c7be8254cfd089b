import { FieldPath, Timestamp, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import { BAD_CURSOR } from '../../contracts/paging.js';
import { badRequest } from '../../domain/errors.js';
import { decodeListCursor, encodeListCursor } from '../../domain/page-cursor.js';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, type AuditEntry, type AuditLog } from '../../ports/audit-log.port.js';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

/** `auditLog/{id}` ({at, actorUid, action, target: {kind, id}, reason, details}), read newest first by `at`. */
export function firestoreAuditLog(db: Firestore): AuditLog {
  const lines = db.collection('auditLog');

  function toEntry(doc: DocumentSnapshot): AuditEntry | null {
    const { at, actorUid, action, target, reason, details } = doc.data() ?? {};
    if (!(at instanceof Timestamp) || typeof actorUid !== 'string' || !isOneOf(AUDIT_ACTIONS, action)) return null;
    if (!isOneOf(AUDIT_TARGET_KINDS, target?.kind) || typeof target?.id !== 'string') return null;
    return {
      id: doc.id,
      at: at.toDate(),
      actorUid,
      action,
      target: { kind: target.kind, id: target.id },
      reason: typeof reason === 'string' ? reason : null,
      details: typeof details === 'object' && details !== null ? (details as AuditEntry['details']) : {},
    };
  }

  return {
    async append(entry) {
      await lines.add({ ...entry, at: Timestamp.fromDate(entry.at) });
    },
    async list({ limit, cursor }) {
      const after = cursor ? decodeListCursor(cursor) : null;
      if (cursor && !after) throw badRequest(BAD_CURSOR);
      let query: Query = lines.orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.ms), after.id);
      const { docs } = await query.limit(limit + 1).get();
      const shown = docs.slice(0, limit);
      const last = shown.at(-1);
      return {
        entries: shown.flatMap((doc) => toEntry(doc) ?? []),
        nextCursor: docs.length > limit && last ? encodeListCursor({ ms: (last.get('at') as Timestamp).toMillis(), id: last.id }) : null,
      };
    },
  };
}
