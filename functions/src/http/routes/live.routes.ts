import { Router, type Request } from 'express';
import { InviteRequest, LayoutSaveRequest } from '../../contracts/live.js';
import {
  acceptInvitation,
  getInvitation,
  heartbeat,
  inviteCoEditor,
  leave,
  listCollaborators,
  listSharedBoards,
  liveSignIn,
  saveLayout,
  withdrawInvite,
  type LiveBoardsDeps,
} from '../../services/live-boards.service.js';
import { removeCoEditor } from '../../services/steps/live-boards.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { identityOf, requireUser } from '../auth.js';

const NO_STORE = 'private, no-store';

/** Boards edited together: the layout save (owner and co-editors), invitations, co-editors, presence, the listener's sign-in. */
export function liveRoutes(deps: LiveBoardsDeps & { sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const param = (req: Request, name: string) => String(req.params[name]);
  const uid = (res: Parameters<typeof identityOf>[0]) => identityOf(res).uid;

  router.put('/boards/:id/layout', signedIn, async (req, res) => {
    const request = LayoutSaveRequest.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await saveLayout(deps, uid(res), param(req, 'id'), request));
  });

  router.get('/boards/:id/collaborators', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await listCollaborators(deps, uid(res), param(req, 'id')));
  });

  router.post('/boards/:id/invites', signedIn, async (req, res) => {
    const { email } = InviteRequest.parse(req.body);
    res
      .status(201)
      .set('Cache-Control', NO_STORE)
      .json(await inviteCoEditor(deps, identityOf(res), param(req, 'id'), email));
  });

  router.delete('/boards/:id/invites/:inviteId', signedIn, async (req, res) => {
    await withdrawInvite(deps, uid(res), param(req, 'id'), param(req, 'inviteId'));
    res.status(204).end();
  });

  router.delete('/boards/:id/editors/:uid', signedIn, async (req, res) => {
    await removeCoEditor(deps, uid(res), param(req, 'id'), param(req, 'uid'));
    res.status(204).end();
  });

  router.post('/boards/:id/presence', signedIn, async (req, res) => {
    await heartbeat(deps, uid(res), param(req, 'id'));
    res.status(204).end();
  });

  router.delete('/boards/:id/presence', signedIn, async (req, res) => {
    await leave(deps, uid(res), param(req, 'id'));
    res.status(204).end();
  });

  router.get('/invites/:id', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await getInvitation(deps, identityOf(res), param(req, 'id')));
  });

  router.post('/invites/:id/accept', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await acceptInvitation(deps, identityOf(res), param(req, 'id')));
  });

  router.get('/shared-boards', signedIn, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await listSharedBoards(deps, uid(res)));
  });

  router.post('/live-token', signedIn, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await liveSignIn(deps, uid(res)));
  });

  return router;
}
