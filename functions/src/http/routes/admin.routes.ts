import { Router } from 'express';
import { AdminActionRequest } from '../../contracts/community.js';
import { CursorQuery } from '../../contracts/cursor-param.js';
import { RevokeDesignerRequest } from '../../contracts/designers.js';
import type { Sessions } from '../../ports/sessions.port.js';
import type { CommunityDeps } from '../../services/steps/community.js';
import { listAuditLog } from '../../services/audit-log.service.js';
import { adminQueue, moderate } from '../../services/moderation.service.js';
import {
  adminDesigners,
  reinstateDesigner,
  revokeDesigner,
  suspendDesigner,
  type RevokeDesignerDeps,
} from '../../services/roles.service.js';
import { identityOf, requireRole } from '../auth.js';

const NO_STORE = 'private, no-store';

/** The admin review queue and its actions; the designers and revoking their role; the audit log of every action. */
export function adminRoutes(deps: CommunityDeps & RevokeDesignerDeps & { sessions: Sessions }): Router {
  const router = Router();
  router.use('/admin', requireRole(deps.sessions, 'admin'));
  router.get('/admin/queue', async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await adminQueue(deps));
  });
  for (const kind of ['board', 'comment'] as const) {
    router.post(`/admin/${kind}s/:id`, async (req, res) => {
      const { action, reason } = AdminActionRequest.parse(req.body);
      res.set('Cache-Control', NO_STORE).json(await moderate(deps, identityOf(res).uid, kind, String(req.params.id), action, reason));
    });
  }
  router.get('/admin/designers', async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await adminDesigners(deps));
  });
  router.post('/admin/designers/:id/revoke', async (req, res) => {
    const { reason } = RevokeDesignerRequest.parse(req.body ?? {});
    const by = { adminUid: identityOf(res).uid };
    res.set('Cache-Control', NO_STORE).json(await revokeDesigner(deps, String(req.params.id), by, reason || null));
  });
  // Suspend and reinstate take the same optional reason as revoke (kept in the audit log).
  router.post('/admin/designers/:id/suspend', async (req, res) => {
    const { reason } = RevokeDesignerRequest.parse(req.body ?? {});
    const by = { adminUid: identityOf(res).uid };
    res.set('Cache-Control', NO_STORE).json(await suspendDesigner(deps, String(req.params.id), by, reason || null));
  });
  router.post('/admin/designers/:id/reinstate', async (req, res) => {
    const { reason } = RevokeDesignerRequest.parse(req.body ?? {});
    const by = { adminUid: identityOf(res).uid };
    res.set('Cache-Control', NO_STORE).json(await reinstateDesigner(deps, String(req.params.id), by, reason || null));
  });
  router.get('/admin/audit', async (req, res) => {
    const { cursor } = CursorQuery.parse(req.query);
    res.set('Cache-Control', NO_STORE).json(await listAuditLog(deps, cursor));
  });
  return router;
}
