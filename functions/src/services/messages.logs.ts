import { logger } from 'firebase-functions/logger';

/** Named logs of messages (STYLE 9). */
export const messageLogs = {
  sent: (uid: string, kind: string, subjectId: string, messageId: string) =>
    logger.info('message sent', { uid, kind, subjectId, messageId }),
  pictureRefused: (uid: string, problem: string) => logger.info('message picture refused', { uid, problem }),
  mailSwept: (mailed: number) => logger.info('message mails swept', { mailed }),
};
