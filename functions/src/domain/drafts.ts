import { DRAFT_MAX_CHARS, DRAFT_TOO_LARGE, type DraftKind } from '../contracts/drafts.js';
import { AppError } from './errors.js';

/** `drafts/{uid}_{kind}_{id}`: one draft per writer and piece of work, so nobody else's key names it. */
export const draftDocId = (uid: string, kind: DraftKind, id: string) => `${uid}_${kind}_${id}`;

/** A draft's stored record. */
export interface DraftRecord {
  uid: string;
  kind: DraftKind;
  id: string;
  content: unknown;
  savedAt: Date;
}

/** The content as JSON text is at most DRAFT_MAX_CHARS long (413 `draft-too-large` else). */
export function checkDraftSize(content: unknown): void {
  if (JSON.stringify(content).length > DRAFT_MAX_CHARS) throw new AppError('draft-too-large', DRAFT_TOO_LARGE, 413);
}
