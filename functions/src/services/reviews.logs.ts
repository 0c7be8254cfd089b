import { logger } from 'firebase-functions/logger';

/** Named logs of board reviews (STYLE 9). */
export const reviewLogs = {
  asked: (uid: string, boardId: string, reviewId: string) => logger.info('review asked', { uid, boardId, reviewId }),
  claimed: (designerUid: string, reviewId: string) => logger.info('review claimed', { designerUid, reviewId }),
  delivered: (designerUid: string, reviewId: string, status: string) => logger.info('review delivered', { designerUid, reviewId, status }),
  swapAccepted: (uid: string, reviewId: string, index: number) => logger.info('review swap accepted', { uid, reviewId, index }),
  draftNotCleared: (designerUid: string, reviewId: string, error: unknown) =>
    logger.warn('review draft not cleared', { designerUid, reviewId, error: error instanceof Error ? error.message : String(error) }),
  notifyFailed: (uid: string, error: unknown) =>
    logger.warn('review notification not sent', { uid, error: error instanceof Error ? error.message : String(error) }),
};
