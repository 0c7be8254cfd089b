import { Router } from 'express';
import { LoginRequest } from '../../contracts/session.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { identityOf, requireUser } from '../auth.js';

/** /api/login takes ID tokens from a sign-in at most this old (Firebase's advice for session cookies). */
export const MAX_SIGN_IN_AGE_MS = 5 * 60 * 1000;

export function sessionRoutes(sessions: Sessions): Router {
  const router = Router();
  router.post('/login', async (req, res) => {
    const { idToken } = LoginRequest.parse(req.body);
    res.set('Cache-Control', 'no-store').json({ token: await sessions.createSession(idToken, MAX_SIGN_IN_AGE_MS) });
  });
  // Sign-out: every session of the caller is revoked, so a copied token stops working at once.
  router.post('/logout', requireUser(sessions), async (_req, res) => {
    await sessions.revokeSessions(identityOf(res).uid);
    res.status(204).end();
  });
  return router;
}
