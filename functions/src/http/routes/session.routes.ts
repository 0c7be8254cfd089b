import { Router } from 'express';
import { LoginRequest } from '../../contracts/session.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { reportPasswordChange, signIn, type SignInDeps } from '../../services/sign-in.service.js';
import { identityOf, requireUser } from '../auth.js';

/** /api/login takes ID tokens from a sign-in at most this old (Firebase's advice for session cookies). */
const MAX_SIGN_IN_AGE_MS = 5 * 60 * 1000;

export function sessionRoutes(deps: SignInDeps & { sessions: Sessions }): Router {
  const router = Router();
  const { sessions } = deps;
  router.post('/login', async (req, res) => {
    const { idToken } = LoginRequest.parse(req.body);
    res.set('Cache-Control', 'no-store').json(await signIn(deps, idToken, MAX_SIGN_IN_AGE_MS));
  });
  // Sign-out: every session of the caller is revoked, so a copied token stops working at once.
  router.post('/logout', requireUser(sessions), async (_req, res) => {
    await sessions.revokeSessions(identityOf(res).uid);
    res.status(204).end();
  });
  // The web app's password change, reported with the session it started: the member's address gets a notice.
  router.post('/password-changed', requireUser(sessions), async (_req, res) => {
    await reportPasswordChange(deps, identityOf(res));
    res.status(204).end();
  });
  return router;
}
