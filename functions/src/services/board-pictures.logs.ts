import { logger } from 'firebase-functions/logger';

/** Named logs of the board picture use cases (STYLE 9). */
export const pictureLogs = {
  added: (uid: string, boardId: string, pictureId: string, source: string, dropped: string[]) =>
    logger.info('board picture added', { uid, boardId, pictureId, source, dropped }),
  restored: (uid: string, boardId: string, pictureId: string) => logger.info('board picture restored', { uid, boardId, pictureId }),
  refused: (uid: string, boardId: string, problem: string) => logger.info('board picture refused', { uid, boardId, problem }),
  photorealFailed: (uid: string, boardId: string, error: unknown) =>
    logger.error('photoreal picture failed', { uid, boardId, error: String(error) }),
  roomPhotoKept: (uid: string, boardId: string, path: string) => logger.info('room photo kept', { uid, boardId, path }),
  cleanupFailed: (boardId: string, path: string, error: unknown) =>
    logger.warn('board picture file left behind', { boardId, path, error: String(error) }),
};
