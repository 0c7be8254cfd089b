import type { GenerationJob } from '../domain/generation-job.js';
import type { PaidCall, PaidSpent, Plan } from '../domain/usage-limits.js';

/** What a decision inside `transact` writes back, and what it answers. */
export interface JobDecision<T> {
  result: T;
  /** The job to store (created or replaced); omitted: unchanged. */
  job?: GenerationJob;
  /** The owner's generation start times to keep for the rate limit; omitted: unchanged. */
  recent?: number[];
  /** One paid AI call of this kind to count against the day's budget; omitted: none. */
  spend?: PaidCall;
  /** For a picture: the plan whose share it comes from. */
  plan?: Plan;
}

/**
 * Generation jobs, `generations/{id}`, each user's recent generation times (`rateLimits/{uid}`) and the project's
 * paid AI calls per day (`aiBudget/{day}`, with each plan's pictures).
 */
export interface GenerationsRepository {
  get(id: string): Promise<GenerationJob | null>;
  /** `uid`'s newest job for exactly this set of products (in any order), or null. */
  latestFor(uid: string, productIds: string[]): Promise<GenerationJob | null>;
  /** `uid`'s jobs created at `since` or later, newest first, at most `limit`. */
  recentOf(uid: string, since: Date, limit: number): Promise<GenerationJob[]>;
  /**
   * Reads the job, `uid`'s recent generation times and, given a `budgetDay` ('2025-06-01'), the paid calls spent that
   * day (zero otherwise), applies `decide`, and writes what it returns, in one transaction. `decide` may run more than
   * once under contention, so it must be pure. `id` null: a decision about the user's limits alone (no job is read,
   * and one it answers is an error), e.g. a photoreal picture of a board that belongs to no generation (a copy).
   */
  transact<T>(
    id: string | null,
    uid: string,
    decide: (job: GenerationJob | null, recent: number[], spent: PaidSpent) => JobDecision<T>,
    budgetDay?: string,
  ): Promise<T>;
  /** Progress written by the one request that holds the job (it claimed it in `transact`). */
  update(id: string, patch: Partial<Omit<GenerationJob, 'id' | 'ownerUid' | 'createdAt'>>): Promise<void>;
}
