import { Router } from 'express';
import { MarkReadRequest, NotificationsQuerySchema } from '../../contracts/notifications.js';
import type { Notifications } from '../../ports/notifications.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { listNotifications, markNotificationsRead, unreadNotifications } from '../../services/notifications.service.js';
import { identityOf, requireUser } from '../auth.js';

const NO_STORE = 'private, no-store';

/** The caller's notifications: the list, the bell's unread count, and marking them read. */
export function notificationsRoutes(deps: { notifications: Notifications; sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const uid = (res: Parameters<typeof identityOf>[0]) => identityOf(res).uid;

  router.get('/notifications', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await listNotifications(deps, uid(res), NotificationsQuerySchema.parse(req.query)));
  });
  router.get('/notifications/unread', signedIn, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await unreadNotifications(deps, uid(res)));
  });
  router.post('/notifications/read', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await markNotificationsRead(deps, uid(res), MarkReadRequest.parse(req.body)));
  });

  return router;
}
