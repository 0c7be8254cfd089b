import { logger } from 'firebase-functions/logger';

/** Named logs of a shared board's page and image (STYLE 9). */
export const shareLogs = {
  imageMade: (boardId: string, key: string, ms: number) => logger.info('share image made', { boardId, key, ms }),
  imagesDeleted: (boardId: string, keys: string[]) => logger.info('share images deleted', { boardId, keys }),
  imagesNotDeleted: (boardId: string, keys: string[], error: unknown) =>
    logger.warn('share images not deleted', { boardId, keys, error: String(error) }),
  shellUnavailable: (error: unknown) => logger.error('page shell unavailable', { error: String(error) }),
};
