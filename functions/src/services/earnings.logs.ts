import { logger } from 'firebase-functions/logger';

/** Named logs of the designers' ledger and payouts (STYLE 9). */
export const earningLogs = {
  consultationHeld: (consultationId: string, designerUid: string, amountCents: number) =>
    logger.info('consultation held', { consultationId, designerUid, amountCents }),
  reversed: (memberUid: string, lines: number, why: string) => logger.info('earnings reversed', { memberUid, lines, why }),
  accountStatus: (accountId: string, payoutsEnabled: boolean, known: boolean) =>
    logger.info('payout account updated', { accountId, payoutsEnabled, known }),
  payoutHeld: (designerUid: string, period: string, lines: number) => logger.info('payout held', { designerUid, period, lines }),
  payoutMade: (designerUid: string, period: string, amountCents: number, transferId: string) =>
    logger.info('payout made', { designerUid, period, amountCents, transferId }),
  payoutFailed: (designerUid: string, period: string, error: unknown) =>
    logger.error('payout failed', { designerUid, period, error: error instanceof Error ? error.message : String(error) }),
};
