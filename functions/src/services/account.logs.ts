import { logger } from 'firebase-functions/logger';

/** Named logs of account deletion and export (STYLE 9). */
export const accountLogs = {
  deleted: (uid: string, boards: number, swept: Record<string, number>) => logger.info('account deleted', { uid, boards, swept }),
  subscriptionCancelled: (uid: string, subscriptionId: string) =>
    logger.info('subscription cancelled with account', { uid, subscriptionId }),
  exportStarted: (uid: string, exportId: string) => logger.info('account data export started', { uid, exportId }),
  exported: (uid: string, exportId: string, bytes: number) => logger.info('account data exported', { uid, exportId, bytes }),
  exportSkipped: (uid: string, exportId: string, reason: string) =>
    logger.info('account data export task skipped', { uid, exportId, reason }),
  exportFailed: (uid: string, exportId: string, attempt: number, retry: boolean, error: unknown) =>
    logger.error('account data export failed', { uid, exportId, attempt, retry, error: String(error) }),
  exportBadTask: (data: unknown) => logger.warn('account data export task malformed', { data }),
  exportDownloaded: (uid: string, exportId: string) => logger.info('account data export downloaded', { uid, exportId }),
};
