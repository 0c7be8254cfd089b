import { Router } from 'express';
import { ContactForm, NewsletterRequest } from '../../contracts/accounts.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { contactUs, subscribeNewsletter, type ContactDeps } from '../../services/contact.service.js';
import { optionalUid } from '../auth.js';

export const MESSAGE_SENT = 'Message sent successfully.';

export function contactRoutes(deps: ContactDeps & { sessions: Sessions }): Router {
  const router = Router();

  router.post('/contact-us', async (req, res) => {
    const form = ContactForm.parse(req.body ?? {});
    // The form is open to visitors: even an expired session only loses the sender's uid.
    const uid = await optionalUid(deps.sessions, req).catch(() => null);
    await contactUs(deps, uid, form);
    res.json({ message: MESSAGE_SENT });
  });

  router.post('/newsletter', async (req, res) => {
    res.json(await subscribeNewsletter(deps, NewsletterRequest.parse(req.body ?? {})));
  });

  return router;
}
