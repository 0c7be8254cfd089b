import { Router, type Request } from 'express';
import { ContactForm, NewsletterRequest } from '../../contracts/accounts.js';
import type { AppCheckVerifier } from '../../ports/app-check.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { contactUs, subscribeNewsletter, type ContactDeps, type Sender } from '../../services/contact.service.js';
import { requireAppCheck } from '../app-check.js';
import { optionalUid } from '../auth.js';
import { clientAddressOf } from '../client-address.js';

const MESSAGE_SENT = 'Message sent successfully.';

/** The signed-in sender, if any, and the client's IP. The forms are open to visitors: even an expired session only loses the uid. */
async function senderOf(sessions: Sessions, req: Request): Promise<Sender> {
  return { uid: await optionalUid(sessions, req).catch(() => null), ip: clientAddressOf(req) };
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
