import { Router } from 'express';
import { DesignerProfileForm } from '../../contracts/designers.js';
import type { AllowanceLedger } from '../../ports/allowances.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import {
  allowancesOf,
  designerDetail,
  listDesigners,
  ownDesignerProfile,
  saveDesignerProfile,
  type DesignersDeps,
} from '../../services/designers.service.js';
import { identityOf, requireRole, requireUser } from '../auth.js';

const NO_STORE = 'private, no-store';

/**
 * Designers' public pages, the designer's own profile (404 to everyone who is not a designer, as /admin), and the
 * caller's allowances this period.
 */
export function designersRoutes(deps: DesignersDeps & { sessions: Sessions; allowances: AllowanceLedger }): Router {
  const router = Router();
  router.use('/designer', requireRole(deps.sessions, 'designer'));
  router.get('/designer/profile', async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await ownDesignerProfile(deps, identityOf(res).uid));
  });
  router.put('/designer/profile', async (req, res) => {
    const form = DesignerProfileForm.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await saveDesignerProfile(deps, identityOf(res).uid, form));
  });
  router.get('/designers', async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await listDesigners(deps));
  });
  router.get('/designers/:id', async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await designerDetail(deps, String(req.params.id)));
  });
  router.get('/allowances', requireUser(deps.sessions), async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await allowancesOf(deps, identityOf(res).uid));
  });
  return router;
}
