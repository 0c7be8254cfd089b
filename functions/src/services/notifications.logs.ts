import { logger } from 'firebase-functions/logger';

/** Named logs of notifications (STYLE 9). */
export const notificationLogs = {
  sent: (uid: string, id: string) => logger.info('notification sent', { uid, id }),
  notSent: (uid: string | null, kind: string, error: unknown) =>
    logger.warn('notification not sent', { uid, kind, error: error instanceof Error ? error.message : String(error) }),
  markedRead: (uid: string, unread: number) => logger.info('notifications marked read', { uid, unread }),
  pruned: (deleted: number) => logger.info('notifications pruned', { deleted }),
};
