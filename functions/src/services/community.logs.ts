import { logger } from 'firebase-functions/logger';

/** Named logs of the community use cases (STYLE 9). */
export const communityLogs = {
  followed: (uid: string, followee: string) => logger.info('member followed', { uid, followee }),
  unfollowed: (uid: string, followee: string) => logger.info('member unfollowed', { uid, followee }),
  boardCopied: (uid: string, from: string, to: string) => logger.info('board copied', { uid, from, to }),
  copyRoomPhotoDetached: (boardId: string, path: string) => logger.info("copy's room photo detached", { boardId, path }),
  commented: (uid: string, boardId: string, commentId: string) => logger.info('comment added', { uid, boardId, commentId }),
  commentDeleted: (uid: string, commentId: string) => logger.info('comment deleted', { uid, commentId }),
  reported: (uid: string, kind: string, itemId: string) => logger.info('item reported', { uid, kind, itemId }),
  moderated: (adminUid: string, action: string, kind: string, itemId: string) =>
    logger.info('admin action', { adminUid, action, kind, itemId }),
  appealed: (uid: string, boardId: string) => logger.info('hidden board appealed', { uid, boardId }),
};
