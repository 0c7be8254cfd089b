import { Router } from 'express';
import { CreditRequest, EmergencyCancelRequest, MemberSearch, ReassignRequest, RefundRequest } from '../../contracts/service-console.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { emergencyCancel, type EmergencyCancelDeps } from '../../services/emergency-cancel.service.js';
import { adminFigures, scorecards, type FiguresDeps } from '../../services/figures.service.js';
import { creditAllowance, findMember, memberView, refundPeriod, type MemberAdminDeps } from '../../services/member-admin.service.js';
import { lateWork, reassignProject, reassignReview, type ReassignDeps } from '../../services/reassign.service.js';
import { identityOf, requireRole } from '../auth.js';
import { withOldPath } from '../consultation-paths.js';

const NO_STORE = 'private, no-store';

/** The operator's console on /admin (admins only; everyone else 404): figures, late work, members, scorecards. */
export function serviceConsoleRoutes(
  deps: ReassignDeps & MemberAdminDeps & FiguresDeps & EmergencyCancelDeps & { sessions: Sessions },
): Router {
  const router = Router();
  router.use('/admin', requireRole(deps.sessions, 'admin'));
  router.get('/admin/figures', async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await adminFigures(deps));
  });
  router.get('/admin/scorecards', async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await scorecards(deps));
  });
  router.get('/admin/service', async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await lateWork(deps));
  });
  router.post('/admin/reviews/:id/reassign', async (req, res) => {
    const request = ReassignRequest.parse(req.body ?? {});
    res.set('Cache-Control', NO_STORE).json(await reassignReview(deps, identityOf(res).uid, String(req.params.id), request));
  });
  router.post('/admin/projects/:id/reassign', async (req, res) => {
    const request = ReassignRequest.parse(req.body ?? {});
    res.set('Cache-Control', NO_STORE).json(await reassignProject(deps, identityOf(res).uid, String(req.params.id), request));
  });
  router.get('/admin/members', async (req, res) => {
    const { email } = MemberSearch.parse(req.query);
    res.set('Cache-Control', NO_STORE).json(await findMember(deps, email));
  });
  router.get('/admin/members/:uid', async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await memberView(deps, String(req.params.uid)));
  });
  router.post('/admin/members/:uid/credit', async (req, res) => {
    const request = CreditRequest.parse(req.body ?? {});
    res.set('Cache-Control', NO_STORE).json(await creditAllowance(deps, identityOf(res).uid, String(req.params.uid), request));
  });
  router.post('/admin/members/:uid/refund', async (req, res) => {
    const { reason } = RefundRequest.parse(req.body ?? {});
    res.set('Cache-Control', NO_STORE).json(await refundPeriod(deps, identityOf(res).uid, String(req.params.uid), reason));
  });
  router.post(withOldPath('/admin/consultations/:id/cancel'), async (req, res) => {
    const { reason } = EmergencyCancelRequest.parse(req.body ?? {});
    res.set('Cache-Control', NO_STORE).json(await emergencyCancel(deps, identityOf(res).uid, String(req.params.id), reason));
  });
  return router;
}
