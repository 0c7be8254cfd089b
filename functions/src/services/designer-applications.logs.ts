import { logger } from 'firebase-functions/logger';

/** Named logs of designer applications (STYLE 9); a decision is also an admin action's line. */
export const applicationLogs = {
  applied: (uid: string, id: string) => logger.info('designer application sent', { uid, applicationId: id }),
  pictureUploaded: (uid: string, path: string) => logger.info('portfolio picture uploaded', { uid, path }),
  decided: (adminUid: string, id: string, uid: string, approved: boolean) =>
    logger.info('admin action', {
      adminUid,
      action: approved ? 'approve-application' : 'decline-application',
      kind: 'application',
      itemId: id,
      member: uid,
    }),
};
