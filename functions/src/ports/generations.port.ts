import type { GenerationJob } from '../domain/generation-job.js';

/** What a decision inside `transact` writes back, and what it answers. */
export interface JobDecision<T> {
  result: T;
  /** The job to store (created or replaced); omitted: unchanged. */
  job?: GenerationJob;
  /** The owner's generation start times to keep for the rate limit; omitted: unchanged. */
  recent?: number[];
}

/** Generation jobs, `generations/{id}`, and each user's recent generation times (`rateLimits/{uid}`). */
export interface GenerationsRepository {
  get(id: string): Promise<GenerationJob | null>;
  /** `uid`'s newest job for exactly this set of products (in any order), or null. */
  latestFor(uid: string, productIds: string[]): Promise<GenerationJob | null>;
  /**
   * Reads the job and `uid`'s recent generation times, applies `decide`, and writes what it returns, in one
   * transaction. `decide` may run more than once under contention, so it must be pure.
   */
  transact<T>(id: string, uid: string, decide: (job: GenerationJob | null, recent: number[]) => JobDecision<T>): Promise<T>;
  /** Progress written by the one request that holds the job (it claimed it in `transact`). */
  update(id: string, patch: Partial<Omit<GenerationJob, 'id' | 'ownerUid' | 'createdAt'>>): Promise<void>;
}
