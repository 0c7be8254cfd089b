import { logger } from 'firebase-functions/logger';

/** Named logs of the verification e-mail sent again (STYLE 9). */
export const verificationLogs = {
  sent: (uid: string) => logger.info('verification e-mail sent again', { uid }),
};
