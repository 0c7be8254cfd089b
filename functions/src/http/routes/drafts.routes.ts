import { Router } from 'express';
import { DraftBody, DraftKey } from '../../contracts/drafts.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { deleteDraft, getDraft, saveDraft, type DraftsDeps } from '../../services/drafts.service.js';
import { identityOf, requireUser } from '../auth.js';

const NO_STORE = 'private, no-store';

/** Drafts of what someone is writing (a review, notes, a brief), saved as they type and read back on any device. */
export function draftsRoutes(deps: DraftsDeps & { sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);

  router.get('/drafts/:kind/:id', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await getDraft(deps, identityOf(res).uid, DraftKey.parse(req.params)));
  });
  router.put('/drafts/:kind/:id', signedIn, async (req, res) => {
    const key = DraftKey.parse(req.params);
    const { content } = DraftBody.parse(req.body ?? {});
    res.set('Cache-Control', NO_STORE).json(await saveDraft(deps, identityOf(res).uid, key, content));
  });
  router.delete('/drafts/:kind/:id', signedIn, async (req, res) => {
    await deleteDraft(deps, identityOf(res).uid, DraftKey.parse(req.params));
    res.status(204).end();
  });

  return router;
}
