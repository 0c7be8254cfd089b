import { logger } from 'firebase-functions/logger';

/** Named logs of e-mail (STYLE 9): what was queued or skipped, and each delivery's outcome. */
export const mailLogs = {
  queued: (id: string, category: string, uid: string | null) => logger.info('mail queued', { id, category, uid }),
  alreadyQueued: (id: string, category: string) => logger.info('mail already queued', { id, category }),
  optedOut: (uid: string, category: string) => logger.info('mail not queued: the member turned it off', { uid, category }),
  noAddress: (uid: string, category: string) => logger.warn('mail not queued: the member has no address', { uid, category }),
  unverified: (uid: string, category: string) => logger.info('mail not queued: the member’s address is not verified', { uid, category }),
  addressChanged: (uid: string) => logger.info('member address changed; the old address is told', { uid }),
  addressOptedOut: () => logger.info('an address opted out of invitation mail'),
  passwordNotice: (uid: string) => logger.info('password change notice queued', { uid }),
  passwordNoticeTooLate: (uid: string) => logger.warn('password change notice not queued: the session is not a fresh sign-in', { uid }),
  noUnsubscribeSecret: (category: string) =>
    logger.error('mail not queued: MAIL_UNSUBSCRIBE_SECRET is not set, so no unsubscribe link can be signed', { category }),
  queueFailed: (category: string, error: unknown) => logger.error('mail could not be queued', { category, error: String(error) }),
  sent: (id: string, attempt: number, messageId: string | null) => logger.info('mail sent', { id, attempt, messageId }),
  sendFailed: (id: string, attempt: number, error: string, retryAt: Date | null) =>
    retryAt
      ? logger.warn('mail not sent; will retry', { id, attempt, error, retryAt: retryAt.toISOString() })
      : logger.error('mail not sent; gave up', { id, attempt, error }),
  leaseExpired: (id: string, attempt: number | null) => logger.error('mail delivery lease expired; not sent again', { id, attempt }),
  noTransport: (id: string) => logger.warn('mail left pending: SMTP_URL is not set', { id }),
  unsubscribed: (uid: string, category: string) => logger.info('member unsubscribed', { uid, category }),
  unsubscribeGone: (uid: string, category: string) =>
    logger.info('unsubscribe link of a member without a profile: nothing written', { uid, category }),
  preferencesSaved: (uid: string) => logger.info('mail preferences saved', { uid }),
  digest: (day: string, followees: number, queued: number) => logger.info('follower digests', { day, followees, queued }),
};
