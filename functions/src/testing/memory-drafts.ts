import { draftDocId, type DraftRecord } from '../domain/drafts.js';
import type { Drafts } from '../ports/drafts.port.js';

/** Drafts in a map, keyed as `drafts/{uid}_{kind}_{id}`; the content round-trips through JSON as Firestore's does. */
export function memoryDrafts(): Drafts & { byKey: Map<string, DraftRecord> } {
  const byKey = new Map<string, DraftRecord>();
  return {
    byKey,
    async get(uid, kind, id) {
      const draft = byKey.get(draftDocId(uid, kind, id));
      return draft ? { ...draft, content: JSON.parse(JSON.stringify(draft.content)) as unknown } : null;
    },
    async put(draft) {
      byKey.set(draftDocId(draft.uid, draft.kind, draft.id), { ...draft, content: JSON.parse(JSON.stringify(draft.content)) as unknown });
    },
    async delete(uid, kind, id) {
      byKey.delete(draftDocId(uid, kind, id));
    },
  };
}
