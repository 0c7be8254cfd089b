// In-memory audit log: the lines appended, listed newest first with the same opaque cursor as the Firestore adapter.
import { BAD_CURSOR } from '../contracts/paging.js';
import { badRequest } from '../domain/errors.js';
import { decodeListCursor, encodeListCursor } from '../domain/page-cursor.js';
import type { AuditEntry, AuditLog } from '../ports/audit-log.port.js';

export function memoryAuditLog(): AuditLog & { entries: AuditEntry[] } {
  const entries: AuditEntry[] = [];
  let next = 0;
  const newestFirst = (a: AuditEntry, b: AuditEntry) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  return {
    entries,
    async append(entry) {
      next += 1;
      entries.push(structuredClone({ ...entry, id: `audit${String(next).padStart(6, '0')}` }));
    },
    async list({ limit, cursor }) {
      const after = cursor ? decodeListCursor(cursor) : null;
      if (cursor && !after) throw badRequest(BAD_CURSOR);
      const sorted = [...entries].sort(newestFirst);
      const from = after
        ? sorted.findIndex((entry) => entry.at.getTime() < after.ms || (entry.at.getTime() === after.ms && entry.id < after.id))
        : 0;
      const rest = from === -1 ? [] : sorted.slice(from);
      const shown = rest.slice(0, limit);
      const last = shown.at(-1);
      return {
        entries: structuredClone(shown),
        nextCursor: rest.length > limit && last ? encodeListCursor({ ms: last.at.getTime(), id: last.id }) : null,
      };
    },
  };
}
