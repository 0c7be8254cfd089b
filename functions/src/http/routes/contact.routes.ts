import { Router, type Request } from 'express';
import { ContactForm, NewsletterRequest } from '../../contracts/accounts.js';
import type { AppCheckVerifier } from '../../ports/app-check.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { contactUs, subscribeNewsletter, type ContactDeps, type Sender } from '../../services/contact.service.js';
import { requireAppCheck } from '../app-check.js';
import { bearerToken } from '../auth.js';

export const MESSAGE_SENT = 'Message sent successfully.';

/** The sender's uid when a valid session comes along (the form itself is open to visitors), and the client's IP. */
async function senderOf(sessions: Sessions, req: Request): Promise<Sender> {
  const ip = req.ip ?? 'unknown';
  const token = bearerToken(req);
  if (!token) return { uid: null, ip };
  try {
    return { uid: (await sessions.verifySession(token)).uid, ip };
  } catch {
    return { uid: null, ip };
  }
}

export function contactRoutes(deps: ContactDeps & { sessions: Sessions; appCheck: AppCheckVerifier | null }): Router {
  const router = Router();
  const verifiedApp = requireAppCheck(deps.appCheck);

  router.post('/contact-us', verifiedApp, async (req, res) => {
    const form = ContactForm.parse(req.body ?? {});
    await contactUs(deps, await senderOf(deps.sessions, req), form);
    res.json({ message: MESSAGE_SENT });
  });

  router.post('/newsletter', verifiedApp, async (req, res) => {
    const request = NewsletterRequest.parse(req.body ?? {});
    res.json(await subscribeNewsletter(deps, await senderOf(deps.sessions, req), request));
  });

  return router;
}
