import type { PaletteColour } from '../contracts/catalogue.js';
import type { GenerationProgress } from '../contracts/generation.js';
import type { GenerationStep } from '../contracts/choices.js';
import { takeSlot, type RateWindow } from './usage-limits.js';

/** A board being generated (`generations/{id}`): the state machine of STYLE.md rule 6, keyed by the client's id. */
export interface GenerationJob {
  id: string;
  ownerUid: string;
  functionName: string;
  size: string;
  style: string;
  productIds: string[];
  status: GenerationStep;
  cutoutsDone: number;
  cutoutsTotal: number;
  /** Runs of the description step (generate-description). */
  attempts: number;
  /** Runs of the picture step (generate-image). */
  imageAttempts: number;
  createdAt: Date;
  updatedAt: Date;
  /** When the running picture step began; null when none runs. */
  imageStartedAt: Date | null;
  error: string | null;
  /** The cutouts used, in the products' order; `source: 'photo'` when the product's photo stood in for its cutout. */
  cutouts: { productId: string; path: string; source?: 'photo' }[];
  text: { title: string; description: { main_title: string; description: string }; palette: PaletteColour[] } | null;
  imagePath: string | null;
  /** The key to the picture's URL (its owner's alone); made with the picture. */
  imageKey: string | null;
  /** The board saved from this generation, once saved: the picture then follows that board's fate. */
  savedBoardId: string | null;
}

/** A step is given up after this many runs. */
export const MAX_ATTEMPTS = 3;
/** A running step not updated for this long belongs to a request that died (the function's timeout is 300 s). */
export const STALE_AFTER_MS = 5 * 60_000;
const RUNNING: GenerationStep[] = ['queued', 'products', 'cutouts', 'palette', 'writing'];

interface NewGeneration {
  id: string;
  ownerUid: string;
  functionName: string;
  size: string;
  style: string;
  productIds: string[];
}

export type StartDecision =
  | { kind: 'run'; job: GenerationJob; recent?: number[] }
  | { kind: 'answer'; job: GenerationJob }
  | { kind: 'forbidden' }
  | { kind: 'busy' }
  | { kind: 'failed'; error: string }
  | { kind: 'limited'; window: RateWindow; retryAfterMs: number };

/**
 * What a generate-description call does with the job stored under its id (null: none yet). A new job takes a slot in
 * each of the owner's `limits` (`recent`: the owner's earlier start times, ms); runs again of a job do not. Pure: runs
 * inside a transaction.
 */
export function decideStart(
  existing: GenerationJob | null,
  request: NewGeneration,
  recent: number[],
  limits: readonly RateWindow[],
  now: Date,
): StartDecision {
  if (!existing) {
    const slot = takeSlot(recent, now.getTime(), limits);
    if (!slot.allowed) return { kind: 'limited', window: slot.window, retryAfterMs: slot.retryAfterMs };
    return { kind: 'run', recent: slot.recent, job: newJob(request, now) };
  }
  if (existing.ownerUid !== request.ownerUid) return { kind: 'forbidden' };
  if (existing.text) return { kind: 'answer', job: existing };
  const stale = now.getTime() - existing.updatedAt.getTime() > STALE_AFTER_MS;
  if (RUNNING.includes(existing.status) && !stale) return { kind: 'busy' };
  if (existing.attempts >= MAX_ATTEMPTS) return { kind: 'failed', error: existing.error ?? 'This board could not be generated.' };
  return {
    kind: 'run',
    job: { ...existing, status: 'queued', attempts: existing.attempts + 1, cutoutsDone: 0, error: null, updatedAt: now },
  };
}

function newJob(request: NewGeneration, now: Date): GenerationJob {
  return {
    ...request,
    status: 'queued',
    cutoutsDone: 0,
    cutoutsTotal: request.productIds.length,
    attempts: 1,
    imageAttempts: 0,
    createdAt: now,
    updatedAt: now,
    imageStartedAt: null,
    error: null,
    cutouts: [],
    text: null,
    imagePath: null,
    imageKey: null,
    savedBoardId: null,
  };
}

export type ImageDecision =
  | { kind: 'run'; job: GenerationJob }
  | { kind: 'answer'; job: GenerationJob & { imagePath: string; imageKey: string } }
  | { kind: 'not-found' }
  | { kind: 'forbidden' }
  | { kind: 'not-ready' }
  | { kind: 'busy' }
  | { kind: 'failed'; error: string };

/** What a generate-image call does with the job. Pure: runs inside a transaction. */
export function decideImage(existing: GenerationJob | null, ownerUid: string, now: Date): ImageDecision {
  if (!existing) return { kind: 'not-found' };
  if (existing.ownerUid !== ownerUid) return { kind: 'forbidden' };
  if (existing.status === 'done' && existing.imagePath && existing.imageKey)
    return { kind: 'answer', job: { ...existing, imagePath: existing.imagePath, imageKey: existing.imageKey } };
  if (!existing.text)
    return existing.status === 'error'
      ? { kind: 'failed', error: existing.error ?? 'This board could not be generated.' }
      : { kind: 'not-ready' };
  const running = existing.imageStartedAt && now.getTime() - existing.updatedAt.getTime() <= STALE_AFTER_MS;
  if (running) return { kind: 'busy' };
  if (existing.imageAttempts >= MAX_ATTEMPTS) return { kind: 'failed', error: existing.error ?? 'The picture could not be made.' };
  return {
    kind: 'run',
    job: { ...existing, status: 'image', imageAttempts: existing.imageAttempts + 1, imageStartedAt: now, error: null, updatedAt: now },
  };
}

export function toProgress(job: GenerationJob): GenerationProgress {
  return {
    id: job.id,
    status: job.status,
    cutoutsDone: job.cutoutsDone,
    cutoutsTotal: job.cutoutsTotal,
    ...(job.error ? { error: job.error } : {}),
  };
}

/** Whether a job has failed for good: its last step ran out of attempts, so a new generation is needed. */
export function isSpent(job: GenerationJob): boolean {
  if (job.status !== 'error') return false;
  return job.text ? job.imageAttempts >= MAX_ATTEMPTS : job.attempts >= MAX_ATTEMPTS;
}
