import { logger } from 'firebase-functions/logger';

/** Named logs of boards edited together (STYLE 9). */
export const liveLogs = {
  layoutSaved: (uid: string, boardId: string, version: number, overwritten: string[]) =>
    logger.info('board layout saved', { uid, boardId, version, overwritten }),
  invited: (uid: string, boardId: string, inviteId: string) => logger.info('co-editor invited', { uid, boardId, inviteId }),
  accepted: (uid: string, boardId: string, inviteId: string) => logger.info('invitation accepted', { uid, boardId, inviteId }),
  invitationNotMailed: (inviteId: string, why: 'opted-out' | 'mailed-today') => logger.info('invitation not mailed', { inviteId, why }),
  editorRemoved: (uid: string, boardId: string, editorUid: string) => logger.info('co-editor removed', { uid, boardId, editorUid }),
  designerCoEditingEnded: (designerUid: string, boardId: string) =>
    logger.info('revoked designer removed from concept board', { designerUid, boardId }),
};
