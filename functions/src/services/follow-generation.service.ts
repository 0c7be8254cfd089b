import type { GenerationProgress } from '../contracts/generation.js';
import { forbidden, notFound } from '../domain/errors.js';
import { isFinal, toProgress } from '../domain/generation-job.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import { GENERATION_NOT_FOUND } from './generate-image.service.js';

export interface ProgressFollower {
  /** Called with each new state, in order; the last is done or error. */
  onProgress(progress: GenerationProgress): void;
  onEnd(): void;
  onError(error: Error): void;
}

/**
 * Follows a job's progress. The client opens the stream with its own generationId before (or while) it asks for
 * the board, so a job that does not exist yet is waited for up to `waitMs`. Resolves once the caller may be
 * answered (the job exists and is theirs): the returned function stops following. Rejects with 404 or 403.
 */
export function followGeneration(
  deps: { generations: GenerationsRepository },
  uid: string,
  id: string,
  follower: ProgressFollower,
  waitMs = 30_000,
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    let started = false;
    let ended = false;
    let last = '';
    const stop = () => {
      ended = true;
      clearTimeout(timer);
      unsubscribe();
    };
    const timer = setTimeout(() => {
      if (started) return;
      stop();
      reject(notFound(GENERATION_NOT_FOUND));
    }, waitMs);
    const unsubscribe = deps.generations.watch(
      id,
      (job) => {
        if (ended || !job) return;
        if (!started) {
          if (job.ownerUid !== uid) {
            stop();
            reject(forbidden());
            return;
          }
          started = true;
          clearTimeout(timer);
          resolve(stop);
        }
        const progress = toProgress(job);
        const key = JSON.stringify(progress);
        if (key === last) return;
        last = key;
        follower.onProgress(progress);
        if (isFinal(job.status)) {
          stop();
          follower.onEnd();
        }
      },
      (error) => {
        if (ended) return;
        stop();
        if (started) follower.onError(error);
        else reject(error);
      },
    );
  });
}

/** The progress now, for clients that poll (Firebase Hosting rewrites buffer streamed responses in production). */
export async function getProgress(deps: { generations: GenerationsRepository }, uid: string, id: string): Promise<GenerationProgress> {
  const job = await deps.generations.get(id);
  if (!job) throw notFound(GENERATION_NOT_FOUND);
  if (job.ownerUid !== uid) throw forbidden();
  return toProgress(job);
}
