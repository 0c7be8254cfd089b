import { logger } from 'firebase-functions/logger';

const text = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Named logs of the cutout jobs (STYLE 9). */
export const cutoutLogs = {
  queued: (productId: string) => logger.info('cutout: queued', { productId }),
  queueFailed: (productId: string, error: unknown) => logger.error('cutout: could not queue', { productId, error: text(error) }),
  made: (productId: string, attempt: number, ms: number) => logger.info('cutout: made', { productId, attempt, ms }),
  skipped: (productId: string, reason: string) => logger.info('cutout: skipped', { productId, reason }),
  failed: (productId: string, attempt: number, error: string, final: boolean) =>
    (final ? logger.error : logger.warn)('cutout: failed', { productId, attempt, error, final }),
  badTask: (data: unknown) => logger.error('cutout: task without a product id', { data: JSON.stringify(data)?.slice(0, 200) }),
};
