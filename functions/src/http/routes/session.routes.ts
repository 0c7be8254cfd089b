import { Router } from 'express';
import { LoginRequest } from '../../contracts/session.js';
import type { Sessions } from '../../ports/sessions.port.js';

export function sessionRoutes(sessions: Sessions): Router {
  const router = Router();
  router.post('/login', async (req, res) => {
    const { idToken } = LoginRequest.parse(req.body);
    res.json({ token: await sessions.createSession(idToken) });
  });
  return router;
}
