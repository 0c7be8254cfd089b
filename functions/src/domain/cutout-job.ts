import type { CatalogueProduct, CutoutError } from '../contracts/catalogue.js';

/**
 * A product's background-removal job, kept in its document (`products/{id}.cutout`): pending (waiting, queued when
 * `queuedAt` is set) → processing (a worker holds it) → done | error (tried again until MAX_CUTOUT_ATTEMPTS runs).
 * Every change is decided here, purely, inside a transaction, so a job is queued once and claimed once.
 */
export type CutoutJob = CatalogueProduct['cutout'];

/** Runs of background removal before a product's job is given up (the queue's retryConfig.maxAttempts too). */
export const MAX_CUTOUT_ATTEMPTS = 3;
/** A job still processing after this long belongs to a worker that died: it may be claimed again. */
export const CUTOUT_STALE_MS = 10 * 60_000;
/** A queued job not started after this long lost its task: it may be queued again. */
export const CUTOUT_REQUEUE_MS = 10 * 60_000;

export const isCutoutReady = (product: Pick<CatalogueProduct, 'cutout' | 'cutoutPath'>): boolean =>
  product.cutout.status === 'done' && Boolean(product.cutoutPath);

/** Out of attempts: no worker will make it unless the job is reset (`npm run catalogue:import -- --pending`). */
export const isCutoutGivenUp = (job: CutoutJob): boolean => job.status === 'error' && job.attempts >= MAX_CUTOUT_ATTEMPTS;

const isStale = (job: CutoutJob, now: Date) => job.status === 'processing' && now.getTime() - job.updatedAt.getTime() > CUTOUT_STALE_MS;

/** Whether a request for this job should put a task on the queue: the job with `queuedAt` set, or null (nothing to do). */
export function decideEnqueue(job: CutoutJob, now: Date): CutoutJob | null {
  if (job.status === 'done' || isCutoutGivenUp(job)) return null;
  if (job.status === 'processing' && !isStale(job, now)) return null;
  if (job.queuedAt && now.getTime() - job.queuedAt.getTime() <= CUTOUT_REQUEUE_MS) return null;
  return { ...job, queuedAt: now, updatedAt: now };
}

/** The job again without its task, after the task could not be queued: the next request queues it. */
export function withoutTask(job: CutoutJob, queuedAt: Date): CutoutJob | null {
  if (job.status === 'processing' || job.status === 'done' || job.queuedAt?.getTime() !== queuedAt.getTime()) return null;
  const { queuedAt: _dropped, ...rest } = job;
  return rest;
}

type ClaimDecision = { kind: 'run'; job: CutoutJob } | { kind: 'skip'; reason: 'done' | 'busy' | 'given-up' };

/** What a worker does with the job it was handed: run it (processing, attempts + 1) or leave it. */
export function decideClaim(job: CutoutJob, now: Date): ClaimDecision {
  if (job.status === 'done') return { kind: 'skip', reason: 'done' };
  if (job.status === 'processing' && !isStale(job, now)) return { kind: 'skip', reason: 'busy' };
  if (job.attempts >= MAX_CUTOUT_ATTEMPTS) return { kind: 'skip', reason: 'given-up' };
  const { error: _error, ...rest } = job;
  return { kind: 'run', job: { ...rest, status: 'processing', attempts: job.attempts + 1, updatedAt: now } };
}

/**
 * The job after a run; null when the run no longer holds it (another worker took it over after it went stale).
 * A failed job keeps its task (`queuedAt`): the queue delivers it again, so requests meanwhile do not queue another.
 */
export function decideFinish(
  job: CutoutJob,
  run: { attempts: number },
  outcome: { error: CutoutError } | 'done',
  now: Date,
): CutoutJob | null {
  if (job.status !== 'processing' || job.attempts !== run.attempts) return null;
  const { error: _error, queuedAt, ...rest } = job;
  if (outcome === 'done') return { ...rest, status: 'done', updatedAt: now };
  return { ...rest, ...(queuedAt ? { queuedAt } : {}), status: 'error', error: outcome.error, updatedAt: now };
}
