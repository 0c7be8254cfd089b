import { logger } from 'firebase-functions/logger';

/** Named logs of board generation (STYLE 9). */
export const generationLogs = {
  described: (id: string, uid: string, ms: number, photosFor: string[]) => logger.info('generation: described', { id, uid, ms, photosFor }),
  pictured: (id: string, uid: string, ms: number) => logger.info('generation: pictured', { id, uid, ms }),
  failed: (id: string, uid: string, step: 'description' | 'picture', error: unknown) =>
    logger.error('generation: failed', { id, uid, step, error: error instanceof Error ? error.message : String(error) }),
  rateLimited: (uid: string, limit: number, windowMs: number) => logger.warn('generation: rate limited', { uid, limit, windowMs }),
  overBudget: (call: 'text' | 'image', plan?: string) =>
    logger.warn(plan ? "generation: a plan's daily share of paid pictures spent" : 'generation: daily paid AI budget spent', {
      call,
      plan,
    }),
};
