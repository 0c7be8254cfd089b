import { DRAFT_NOT_FOUND, type Draft, type DraftKey } from '../contracts/drafts.js';
import { checkDraftSize, type DraftRecord } from '../domain/drafts.js';
import { notFound } from '../domain/errors.js';
import type { Drafts } from '../ports/drafts.port.js';
import { nowOf } from './steps/clock.js';

export interface DraftsDeps {
  drafts: Drafts;
  now?: () => Date;
}

const toDraft = (draft: DraftRecord): Draft => ({
  kind: draft.kind,
  id: draft.id,
  content: draft.content,
  savedAt: draft.savedAt.toISOString(),
});

/** GET /api/drafts/:kind/:id: the caller's own draft; 404 when they have none (another's is never theirs). */
export async function getDraft(deps: DraftsDeps, uid: string, key: DraftKey): Promise<Draft> {
  const draft = await deps.drafts.get(uid, key.kind, key.id);
  if (!draft) throw notFound(DRAFT_NOT_FOUND);
  return toDraft(draft);
}

/** PUT /api/drafts/:kind/:id: saves what the editor holds, replacing the caller's previous draft of it. */
export async function saveDraft(deps: DraftsDeps, uid: string, key: DraftKey, content: unknown): Promise<Draft> {
  checkDraftSize(content);
  const draft: DraftRecord = { uid, kind: key.kind, id: key.id, content, savedAt: nowOf(deps) };
  await deps.drafts.put(draft);
  return toDraft(draft);
}

/** DELETE /api/drafts/:kind/:id: the work was sent, or the writer dropped the draft. */
export async function deleteDraft(deps: DraftsDeps, uid: string, key: DraftKey): Promise<void> {
  await deps.drafts.delete(uid, key.kind, key.id);
}
