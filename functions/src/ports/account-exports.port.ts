import type { ExportJob } from '../domain/account-export.js';

/** What a decision inside `transact` writes back (omitted: unchanged; null: deleted), and what it answers. */
interface ExportDecision<T> {
  result: T;
  job?: ExportJob | null;
}

/** `accountExports/{uid}`: each member's latest data export (server-only: it holds the secret of its links). */
export interface AccountExports {
  get(uid: string): Promise<ExportJob | null>;
  /** Reads the member's export, applies `decide` (pure: it may run again under contention) and writes what it returns, in one transaction. */
  transact<T>(uid: string, decide: (job: ExportJob | null) => ExportDecision<T>): Promise<T>;
}
