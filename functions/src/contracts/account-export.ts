import { z } from 'zod';

/**
 * Download my data: POST /api/account/export starts building the member's zip in a worker; GET /api/account/export
 * reports its progress and, once ready, a short-lived download link.
 */
type DataExportStatus = 'queued' | 'building' | 'ready' | 'failed' | 'expired';

export interface DataExportView {
  status: DataExportStatus;
  /** 0 to 100. */
  progress: number;
  requestedAt: string;
  /** When the zip was ready, and until when it can be downloaded. */
  readyAt: string | null;
  expiresAt: string | null;
  /** The zip's size in bytes, once ready. */
  bytes: number | null;
  /** A link that downloads the zip for a few minutes (ask again for a fresh one); null unless ready. */
  download: string | null;
  /** Why it failed, when it did. */
  error: string | null;
  /** When another export may be started. */
  nextAt: string;
}

/** GET /api/account/export: the member's latest export, or null when they never asked for one. */
export interface DataExportResponse {
  export: DataExportView | null;
}

/** The payload of a task on the export queue: whose export, and which one (a later export supersedes it). */
export const ExportTaskSchema = z.object({ uid: z.string().min(1).max(128), exportId: z.string().min(1).max(64) });
export type ExportTask = z.infer<typeof ExportTaskSchema>;
