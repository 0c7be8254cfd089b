import { logger } from 'firebase-functions/logger';

/** Named logs of the membership use cases (STYLE 9). Never logs secrets or card data. */
export const membershipLogs = {
  basicActivated: (uid: string) => logger.info('membership: basic activated', { uid }),
  checkoutStarted: (uid: string, tier: string, sessionId: string) => logger.info('membership: checkout started', { uid, tier, sessionId }),
  checkoutFailed: (uid: string, tier: string, error: unknown) =>
    logger.error('membership: checkout could not be started', { uid, tier, error: error instanceof Error ? error.message : String(error) }),
  eventIgnored: (eventId: string, type: string) => logger.info('stripe event ignored', { eventId, type }),
  eventDuplicate: (eventId: string, type: string) => logger.info('stripe event already processed', { eventId, type }),
  eventRecorded: (eventId: string, type: string, status: string, uid: string) =>
    logger.info('stripe event recorded', { eventId, type, status, uid }),
  eventRefused: (eventId: string, type: string, uid: string, reason: string) =>
    logger.error('stripe event refused (see reason): nothing granted; refund any payment it took in the Stripe dashboard', {
      eventId,
      type,
      uid,
      reason,
    }),
  eventFailed: (eventId: string, type: string, error: unknown) =>
    logger.error('stripe event failed; Stripe will retry', { eventId, type, error: error instanceof Error ? error.stack : String(error) }),
  priceMissing: (tier: string, lookupKey: string) =>
    logger.error('membership: no active Stripe Price with this lookup key; run npm run stripe:setup', { tier, lookupKey }),
  portalOpened: (uid: string) => logger.info('membership: customer portal opened', { uid }),
  portalFailed: (uid: string, error: unknown) =>
    logger.error('membership: customer portal could not be opened', { uid, error: error instanceof Error ? error.message : String(error) }),
  /** The member is to be told of this change by e-mail (payment failed, subscription ending, membership ended). */
  memberToBeTold: (uid: string, notice: string, cause: string) => logger.info('membership: member to be told', { uid, notice, cause }),
  memberNotMailed: (uid: string, notice: string, error: unknown) =>
    logger.error('membership: mail not queued', { uid, notice, error: error instanceof Error ? error.message : String(error) }),
  membershipLapsed: (uid: string) => logger.info('membership: ended after its grace period or its 30 days', { uid }),
  signatureRejected: (reason: string) => logger.warn('stripe webhook signature rejected', { reason }),
};
