import { Router } from 'express';
import { VERIFICATION_TOO_SOON } from '../../contracts/email-verification.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { emailVerification, sendVerificationEmail, type EmailVerificationDeps } from '../../services/email-verification.service.js';
import { identityOf, requireUser } from '../auth.js';
import { perUserCap } from '../per-user-cap.js';

const NO_STORE = 'private, no-store';

/** The signed-in member's e-mail verification: asked every few seconds by a waiting page, and the e-mail sent again. */
export function emailVerificationRoutes(deps: EmailVerificationDeps & { sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  // A page polls every few seconds: room for two pages and focus changes, not for a runaway loop.
  const polls = perUserCap({ limit: 60, windowMs: 60_000, message: 'Too many checks. Please wait a minute.' });
  // One mail a minute: a second click sends nothing and says why.
  const sends = perUserCap({ limit: 1, windowMs: 60_000, message: VERIFICATION_TOO_SOON });

  router.get('/email-verification', signedIn, polls, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await emailVerification(deps, identityOf(res)));
  });

  router.post('/email-verification', signedIn, sends, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await sendVerificationEmail(deps, identityOf(res)));
  });

  return router;
}
