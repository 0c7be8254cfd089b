import { logger } from 'firebase-functions/logger';

/** Named logs of account deletion and export (STYLE 9). */
export const accountLogs = {
  deleted: (uid: string, boards: number, swept: Record<string, number>) => logger.info('account deleted', { uid, boards, swept }),
  subscriptionCancelled: (uid: string, subscriptionId: string) =>
    logger.info('subscription cancelled with account', { uid, subscriptionId }),
  exported: (uid: string, files: number, bytes: number) => logger.info('account data exported', { uid, files, bytes }),
};
