// Download my data: the export job's state machine (STYLE 6), the hourly limit, and the short-lived download links.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataExportView } from '../contracts/account-export.js';
import { AppError, tooManyRequests } from './errors.js';
import type { MailContent } from './mail-templates.js';
import { DAY_MS, HOUR_MS, MINUTE_MS, waitText } from './usage-limits.js';

export type ExportJobStatus = 'queued' | 'building' | 'ready' | 'failed';

/** `accountExports/{uid}`: the member's latest export. */
export interface ExportJob {
  /** Names the zip; a task for another id is for an export this one replaced. */
  id: string;
  uid: string;
  status: ExportJobStatus;
  requestedAt: Date;
  updatedAt: Date;
  /** Runs of the worker so far. */
  attempts: number;
  /** Parts written (each board, each thread, the rest) of all parts. */
  progress: { done: number; total: number };
  /** The zip in the blob store, once ready. */
  path: string | null;
  bytes: number | null;
  readyAt: Date | null;
  expiresAt: Date | null;
  /** Signs the download links; never leaves the server. */
  secret: string;
  error: string | null;
}

/** One export an hour per account. */
const EXPORT_INTERVAL_MS = HOUR_MS;
/** A ready zip can be downloaded for this long; a new export replaces it sooner. */
const EXPORT_KEEP_MS = 7 * DAY_MS;
/** A download link works this long; the account page asks for a fresh one on each click. */
export const DOWNLOAD_LINK_MS = 15 * MINUTE_MS;
/** The worker runs at most this many times for one export (each failed run is delivered again by the queue). */
export const MAX_EXPORT_ATTEMPTS = 3;
/** Past the worker's timeout (30 minutes) with no progress, a build died with its instance. */
const STALE_BUILD_MS = 35 * MINUTE_MS;
/** Zip files without ZIP64 end at 4 GiB; the pictures stop a little before, leaving room for the rest. */
export const EXPORT_MAX_BYTES = 4 * 1024 * 1024 * 1024 - 64 * 1024 * 1024;

export const exportLimitMessage = (retryAfterMs: number) =>
  `You can download your data once an hour. Please try again ${waitText(retryAfterMs)}.`;
export const EXPORT_FAILED = 'We could not prepare your data. Please try again later, or write to us through the contact form.';
export const DOWNLOAD_EXPIRED = 'This download link has expired. Open Account Management to get a new one.';
const EXPORT_TOO_LARGE = 'Your data is too large to download at once. Please write to us through the contact form.';
export const tooLarge = () => new AppError('export-too-large', EXPORT_TOO_LARGE, 413);

/** Where the zip is kept: a private folder (no route serves it by key; the download link checks its signature). */
export const exportKey = (id: string) => `account-exports/${id}.zip`;
export const exportFileName = (readyAt: Date) => `roomboard-data-${readyAt.toISOString().slice(0, 10)}.zip`;

const newExportId = () => randomBytes(16).toString('hex');
const newExportSecret = () => randomBytes(32).toString('base64url');

export type StartDecision = { kind: 'start'; job: ExportJob; replaced: string | null } | { kind: 'limited'; retryAfterMs: number };

/** POST /api/account/export: a new export unless one was asked for within the hour (whatever became of it). */
export function decideStart(
  existing: ExportJob | null,
  uid: string,
  now: Date,
  fresh = { id: newExportId(), secret: newExportSecret() },
): StartDecision {
  if (existing) {
    const retryAfterMs = existing.requestedAt.getTime() + EXPORT_INTERVAL_MS - now.getTime();
    if (retryAfterMs > 0) return { kind: 'limited', retryAfterMs };
  }
  const job: ExportJob = {
    ...fresh,
    uid,
    status: 'queued',
    requestedAt: now,
    updatedAt: now,
    attempts: 0,
    progress: { done: 0, total: 0 },
    path: null,
    bytes: null,
    readyAt: null,
    expiresAt: null,
    error: null,
  };
  return { kind: 'start', job, replaced: existing?.path ?? null };
}

export const limited = (retryAfterMs: number) => tooManyRequests(exportLimitMessage(retryAfterMs), retryAfterMs);

export type ClaimDecision = { kind: 'run'; job: ExportJob } | { kind: 'skip'; reason: string };

/**
 * A task arrives: the worker builds the export it names while that is still the member's export and not finished. A
 * task delivered again after a crash runs again (the zip is written whole each time, under the same name).
 */
export function decideClaim(job: ExportJob | null, exportId: string, now: Date): ClaimDecision {
  if (!job || job.id !== exportId) return { kind: 'skip', reason: 'replaced or deleted' };
  if (job.status === 'ready' || job.status === 'failed') return { kind: 'skip', reason: job.status };
  if (job.attempts >= MAX_EXPORT_ATTEMPTS) return { kind: 'skip', reason: 'attempts used' };
  return { kind: 'run', job: { ...job, status: 'building', attempts: job.attempts + 1, updatedAt: now, error: null } };
}

/** The zip is written: ready for EXPORT_KEEP_MS. Null when the export was replaced or deleted meanwhile. */
export function decideReady(job: ExportJob | null, exportId: string, path: string, bytes: number, now: Date): ExportJob | null {
  if (!job || job.id !== exportId) return null;
  const total = Math.max(job.progress.total, 1);
  return {
    ...job,
    status: 'ready',
    path,
    bytes,
    readyAt: now,
    expiresAt: new Date(now.getTime() + EXPORT_KEEP_MS),
    updatedAt: now,
    progress: { done: total, total },
    error: null,
  };
}

/**
 * A run failed: the queue delivers it again while attempts are left and the failure may pass (`final` false); else
 * the export has failed, with the message the member reads.
 */
export function decideFailure(
  job: ExportJob | null,
  exportId: string,
  failure: { message: string; final: boolean },
  now: Date,
): { job: ExportJob | null; retry: boolean } {
  if (!job || job.id !== exportId) return { job: null, retry: false };
  const retry = !failure.final && job.attempts < MAX_EXPORT_ATTEMPTS;
  return { job: { ...job, status: retry ? 'queued' : 'failed', error: retry ? null : failure.message, updatedAt: now }, retry };
}

/** Progress the worker reports, for the export it holds only. */
export function withProgress(job: ExportJob | null, exportId: string, done: number, total: number, now: Date): ExportJob | null {
  if (!job || job.id !== exportId || job.status !== 'building') return null;
  return { ...job, progress: { done, total }, updatedAt: now };
}

const base64url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A download link's token: who, which export, until when, signed with the export's own secret. */
export function downloadToken(job: ExportJob, expiresAt: Date): string {
  const payload = base64url(JSON.stringify({ u: job.uid, e: job.id, x: Math.floor(expiresAt.getTime() / 1000) }));
  return `${payload}.${sign(job.secret, payload)}`;
}

interface DownloadClaim {
  uid: string;
  exportId: string;
  expiresAt: Date;
  payload: string;
  signature: string;
}

/** What a token says (not yet checked), or null when it is not one. */
export function readDownloadToken(token: string): DownloadClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  try {
    const { u, e, x } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; e?: unknown; x?: unknown };
    if (typeof u !== 'string' || typeof e !== 'string' || typeof x !== 'number') return null;
    return { uid: u, exportId: e, expiresAt: new Date(x * 1000), payload, signature };
  } catch {
    return null;
  }
}

/** Whether the claim opens the job's zip now: signed by its secret, for this export, ready, and neither link nor zip expired. */
export function checkDownload(job: ExportJob | null, claim: DownloadClaim, now: Date): 'ok' | 'expired' | 'invalid' {
  if (!job || job.id !== claim.exportId || job.uid !== claim.uid || job.status !== 'ready' || !job.path) return 'invalid';
  const expected = Buffer.from(sign(job.secret, claim.payload));
  const given = Buffer.from(claim.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (claim.expiresAt <= now || (job.expiresAt && job.expiresAt <= now)) return 'expired';
  return 'ok';
}

/** What the account page shows; `download` is the link for a ready export (made by the caller). */
export function exportView(job: ExportJob, now: Date, download: (job: ExportJob) => string): DataExportView {
  const stale = (job.status === 'building' || job.status === 'queued') && now.getTime() - job.updatedAt.getTime() > STALE_BUILD_MS;
  const expired = job.status === 'ready' && job.expiresAt !== null && job.expiresAt <= now;
  const status = stale ? 'failed' : expired ? 'expired' : job.status;
  const { done, total } = job.progress;
  return {
    status,
    progress: status === 'ready' ? 100 : total ? Math.min(99, Math.floor((done / total) * 100)) : 0,
    requestedAt: job.requestedAt.toISOString(),
    readyAt: job.readyAt?.toISOString() ?? null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
    bytes: job.bytes,
    download: status === 'ready' ? download(job) : null,
    error: status === 'failed' ? (job.error ?? EXPORT_FAILED) : null,
    nextAt: new Date(job.requestedAt.getTime() + EXPORT_INTERVAL_MS).toISOString(),
  };
}

/** The mail that says the zip is ready; the link opens Account Management, where the signed-in member downloads it. */
export function exportReadyMail(input: { expiresAt: Date; accountUrl: string }): MailContent {
  const until = input.expiresAt.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return {
    subject: 'Your Roomboard data is ready to download',
    preview: `Download it from Account Management until ${until}.`,
    heading: 'Your data is ready',
    paragraphs: [
      'The copy of your Roomboard data you asked for is ready: your profile, boards with their pictures, messages and more, in one zip file.',
      `Sign in and download it from Account Management until ${until}. If you did not ask for it, change your password.`,
    ],
    action: { label: 'Download my data', url: input.accountUrl },
  };
}
