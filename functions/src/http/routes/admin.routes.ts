import { Router, type NextFunction, type Request, type Response } from 'express';
import { AdminActionRequest } from '../../contracts/community.js';
import { notFound } from '../../domain/errors.js';
import type { Sessions } from '../../ports/sessions.port.js';
import type { CommunityDeps } from '../../services/community.deps.js';
import { adminQueue, moderate } from '../../services/moderation.service.js';
import { bearerToken, identityOf } from '../auth.js';

const NO_STORE = 'private, no-store';

/**
 * Only for sessions of accounts with the `admin: true` custom claim (granted by `npm run admin:grant`); everyone else,
 * signed in or not, gets the same 404 as a path that does not exist, so the admin API does not show itself.
 */
function requireAdmin(sessions: Sessions) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = bearerToken(req);
    const identity = token ? await sessions.verifySession(token).catch(() => null) : null;
    if (!identity?.admin) throw notFound();
    res.locals.identity = identity;
    next();
  };
}

/** The admin review queue and its actions. */
export function adminRoutes(deps: CommunityDeps & { sessions: Sessions }): Router {
  const router = Router();
  router.use('/admin', requireAdmin(deps.sessions));
  router.get('/admin/queue', async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await adminQueue(deps));
  });
  for (const kind of ['board', 'comment'] as const) {
    router.post(`/admin/${kind}s/:id`, async (req, res) => {
      const { action } = AdminActionRequest.parse(req.body);
      res.set('Cache-Control', NO_STORE).json(await moderate(deps, identityOf(res).uid, kind, String(req.params.id), action));
    });
  }
  return router;
}
