import { logger } from 'firebase-functions/logger';

/** Named logs of role changes (STYLE 9); each is the audit line of an admin action (who, what, why). */
export const roleLogs = {
  roleChanged: (by: string, uid: string, role: string, granted: boolean) =>
    logger.info('admin action', { adminUid: by, action: granted ? 'grant-role' : 'revoke-role', kind: 'account', itemId: uid, role }),
  designerRevoked: (by: string, uid: string, reason: string | null, released: Record<string, number>) =>
    logger.info('admin action', { adminUid: by, action: 'revoke-designer', kind: 'account', itemId: uid, reason, ...released }),
  designerSuspended: (by: string, uid: string, reason: string | null, suspended: boolean) =>
    logger.info('admin action', {
      adminUid: by,
      action: suspended ? 'suspend-designer' : 'reinstate-designer',
      kind: 'account',
      itemId: uid,
      reason,
    }),
};
