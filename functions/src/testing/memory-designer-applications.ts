// In-memory designer applications, with the Firestore adapter's behaviour: each member's latest, checked and stored at once.
import { APPLICATION_MESSAGES } from '../contracts/designer-application-rules.js';
import type { ApplicationRecord } from '../domain/designer-applications.js';
import { notFound } from '../domain/errors.js';
import type { DesignerApplications } from '../ports/designer-applications.port.js';

export function memoryDesignerApplications(): DesignerApplications & { byId: Map<string, ApplicationRecord> } {
  const byId = new Map<string, ApplicationRecord>();
  const latestOf = new Map<string, string>();
  let next = 0;
  const copy = (record: ApplicationRecord) => structuredClone(record);
  return {
    byId,
    async submit(application, check) {
      const latestId = latestOf.get(application.uid);
      check(latestId ? copy(byId.get(latestId)!) : null);
      next += 1;
      const id = `application${String(next).padStart(4, '0')}`;
      const record: ApplicationRecord = {
        ...copy({ ...application, id, status: 'pending', reason: null, decidedAt: null, decidedBy: null }),
      };
      byId.set(id, record);
      latestOf.set(application.uid, id);
      return copy(record);
    },
    async latest(uid) {
      const id = latestOf.get(uid);
      return id ? copy(byId.get(id)!) : null;
    },
    async list(status, limit) {
      return [...byId.values()]
        .filter((record) => record.status === status)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
        .slice(0, limit)
        .map(copy);
    },
    async decide(id, decide) {
      const record = byId.get(id);
      if (!record) throw notFound(APPLICATION_MESSAGES.notFound);
      const decided = decide(copy(record));
      byId.set(id, copy(decided));
      return copy(decided);
    },
  };
}
