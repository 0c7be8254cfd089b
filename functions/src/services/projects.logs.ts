import { logger } from 'firebase-functions/logger';

/** Named logs of design projects (STYLE 9). */
export const projectLogs = {
  created: (uid: string, projectId: string) => logger.info('design project created', { uid, projectId }),
  taken: (uid: string, projectId: string) => logger.info('design project taken', { uid, projectId }),
  conceptAdded: (uid: string, projectId: string, boardId: string) => logger.info('concept board added', { uid, projectId, boardId }),
  rated: (uid: string, projectId: string, rating: number) => logger.info('design project rated', { uid, projectId, rating }),
};
