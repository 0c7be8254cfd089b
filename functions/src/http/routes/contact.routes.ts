import { Router, type Request } from 'express';
import { ContactForm, NewsletterRequest } from '../../contracts/accounts.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { contactUs, subscribeNewsletter, type ContactDeps } from '../../services/contact.service.js';
import { bearerToken } from '../auth.js';

export const MESSAGE_SENT = 'Message sent successfully.';

/** The sender's uid when a valid session comes along; the form itself is open to visitors. */
async function optionalUid(sessions: Sessions, req: Request): Promise<string | null> {
  const token = bearerToken(req);
  if (!token) return null;
  try {
    return (await sessions.verifySession(token)).uid;
  } catch {
    return null;
  }
}

export function contactRoutes(deps: ContactDeps & { sessions: Sessions }): Router {
  const router = Router();

  router.post('/contact-us', async (req, res) => {
    const form = ContactForm.parse(req.body ?? {});
    await contactUs(deps, await optionalUid(deps.sessions, req), form);
    res.json({ message: MESSAGE_SENT });
  });

  router.post('/newsletter', async (req, res) => {
    res.json(await subscribeNewsletter(deps, NewsletterRequest.parse(req.body ?? {})));
  });

  return router;
}
