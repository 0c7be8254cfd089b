import type { DraftKind } from '../contracts/drafts.js';
import type { DraftRecord } from '../domain/drafts.js';

/** Drafts of work being written (`drafts/{uid}_{kind}_{id}`), each read and written only by its writer. */
export interface Drafts {
  get(uid: string, kind: DraftKind, id: string): Promise<DraftRecord | null>;
  put(draft: DraftRecord): Promise<void>;
  /** Deleting a draft that is not there does nothing. */
  delete(uid: string, kind: DraftKind, id: string): Promise<void>;
}
