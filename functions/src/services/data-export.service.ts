import type { DataExportResponse, DataExportView } from '../contracts/account-export.js';
import {
  checkDownload,
  decideStart,
  DOWNLOAD_EXPIRED,
  DOWNLOAD_LINK_MS,
  downloadToken,
  exportFileName,
  exportView,
  limited,
  readDownloadToken,
  type ExportJob,
  type StartDecision,
} from '../domain/account-export.js';
import { gone, notFound } from '../domain/errors.js';
import type { AccountExports } from '../ports/account-exports.port.js';
import type { BlobStore, BlobStream } from '../ports/blob-store.port.js';
import type { ExportQueue } from '../ports/export-queue.port.js';
import { accountLogs } from './account.logs.js';
import { nowOf } from './steps/clock.js';

export interface DataExportDeps {
  accountExports: AccountExports;
  exportQueue: ExportQueue;
  blobs: BlobStore;
  now?: () => Date;
}

/** The link the account page follows: the API checks its signature, then streams the zip or sends to a signed URL. */
const downloadUrl = (job: ExportJob, now: Date) =>
  `/api/account/export/download?token=${encodeURIComponent(downloadToken(job, new Date(now.getTime() + DOWNLOAD_LINK_MS)))}`;

/**
 * POST /api/account/export: records a new export (one an hour: 429 with Retry-After otherwise) and queues its build
 * on the export worker. A zip an earlier export left is deleted; a queue that refuses the task puts the earlier
 * export back, so the member may try again at once.
 */
export async function startDataExport(deps: DataExportDeps, uid: string): Promise<DataExportView> {
  const now = nowOf(deps);
  const { decision, previous } = await deps.accountExports.transact<{ decision: StartDecision; previous: ExportJob | null }>(
    uid,
    (existing) => {
      const decided = decideStart(existing, uid, now);
      const result = { decision: decided, previous: existing };
      return decided.kind === 'start' ? { result, job: decided.job } : { result };
    },
  );
  if (decision.kind === 'limited') throw limited(decision.retryAfterMs);
  try {
    await deps.exportQueue.enqueue(uid, decision.job.id);
  } catch (error) {
    await deps.accountExports.transact(uid, (current) =>
      current?.id === decision.job.id ? { result: null, job: previous } : { result: null },
    );
    throw error;
  }
  accountLogs.exportStarted(uid, decision.job.id);
  if (decision.replaced) await deps.blobs.delete(decision.replaced);
  return exportView(decision.job, now, (job) => downloadUrl(job, now));
}

/** GET /api/account/export: the member's latest export, with a fresh download link once it is ready. */
export async function dataExportStatus(deps: DataExportDeps, uid: string): Promise<DataExportResponse> {
  const now = nowOf(deps);
  const job = await deps.accountExports.get(uid);
  return { export: job ? exportView(job, now, (ready) => downloadUrl(ready, now)) : null };
}

type ExportDownload = { kind: 'redirect'; url: string } | { kind: 'file'; file: BlobStream; fileName: string };

/**
 * GET /api/account/export/download?token=: the zip, for the holder of a link the member's own session was given a
 * few minutes ago (a link cannot carry the session: the browser follows it). 404 for any other token, 410 for an
 * expired one. From Cloud Storage the browser is sent to a signed URL that downloads straight from the bucket.
 */
export async function openDataExport(deps: DataExportDeps, token: string): Promise<ExportDownload> {
  const now = nowOf(deps);
  const claim = readDownloadToken(token);
  const job = claim ? await deps.accountExports.get(claim.uid) : null;
  const checked = claim ? checkDownload(job, claim, now) : 'invalid';
  if (checked === 'expired') throw gone(DOWNLOAD_EXPIRED);
  if (checked === 'invalid' || !job?.path || !job.readyAt) throw notFound();
  const fileName = exportFileName(job.readyAt);
  accountLogs.exportDownloaded(job.uid, job.id);
  const url = await deps.blobs.signedDownloadUrl(job.path, { expiresAt: claim!.expiresAt, fileName });
  if (url) return { kind: 'redirect', url };
  const file = await deps.blobs.read(job.path);
  if (!file) throw notFound();
  return { kind: 'file', file, fileName };
}
