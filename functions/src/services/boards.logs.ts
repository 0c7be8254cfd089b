import { logger } from 'firebase-functions/logger';

/** Named logs of the board use cases (STYLE 9). */
export const boardLogs = {
  saved: (uid: string, boardId: string, generationId: string) => logger.info('board saved', { uid, boardId, generationId }),
  alreadySaved: (uid: string, boardId: string, generationId: string) => logger.info('board already saved', { uid, boardId, generationId }),
  deleted: (uid: string, boardId: string, filesRemoved: string[]) => logger.info('board deleted', { uid, boardId, filesRemoved }),
  visibilityChanged: (uid: string, boardId: string, visibility: string) =>
    logger.info('board visibility changed', { uid, boardId, visibility }),
  productsEdited: (uid: string, boardId: string, generationId: string, productIds: string[]) =>
    logger.info('board products edited', { uid, boardId, generationId, productIds }),
};
