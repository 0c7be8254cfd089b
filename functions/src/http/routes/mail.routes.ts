import { Router, type Request, type Response } from 'express';
import { INVITATION_OPT_OUT_LABEL, MAIL_PREFERENCE_LABELS, MailPreferencesSchema, UnsubscribeQuery } from '../../contracts/mail.js';
import { AppError } from '../../domain/errors.js';
import { escapeHtml } from '../../domain/mail-templates.js';
import type { Sessions } from '../../ports/sessions.port.js';
import {
  getMailPreferences,
  readUnsubscribeLink,
  saveMailPreferences,
  unsubscribe,
  type MailPreferencesDeps,
  type UnsubscribeTarget,
} from '../../services/mail-preferences.service.js';
import { identityOf, requireUser } from '../auth.js';

const NO_STORE = 'private, no-store';

/** A small page in the app's look, for the unsubscribe link opened in a browser. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Roomboard</title></head>
<body style="margin:0;background:#fbf8f3;color:#1f2421;font:16px/1.55 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<main style="max-width:480px;margin:12vh auto 0;padding:32px 24px;background:#fff;border:1px solid #e2d9cc;border-radius:16px">
<p style="margin:0 0 24px;font:600 20px/1 Georgia,serif;color:#a64b2a">Roomboard</p>
<h1 style="margin:0 0 12px;font:500 26px/1.25 Georgia,serif">${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

const button =
  'display:block;width:100%;margin-top:24px;padding:14px 24px;border:0;border-radius:999px;background:#a64b2a;color:#fff;font:600 16px/1.2 inherit;cursor:pointer';

const labelOf = (target: UnsubscribeTarget) =>
  target.kind === 'address' ? INVITATION_OPT_OUT_LABEL : MAIL_PREFERENCE_LABELS[target.category];

/** What follows: a member turns the mails on again in their preferences; an address (maybe without an account) has none. */
const afterwards = (target: UnsubscribeTarget) =>
  target.kind === 'member'
    ? 'You can turn them on again in Account Management, under E-mail preferences.'
    : 'Invitations to this address still show in Roomboard if you sign up with it.';

function sendError(res: Response, error: unknown, html: boolean) {
  if (!html || !(error instanceof AppError)) throw error;
  res
    .status(error.status)
    .set('Cache-Control', NO_STORE)
    .type('html')
    .send(page('This link does not work', `<p>${escapeHtml(error.message)}</p>`));
}

/** E-mail preferences (signed in) and the one-click unsubscribe (no sign-in: the signed link says who and what). */
export function mailRoutes(deps: MailPreferencesDeps & { sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const wantsHtml = (req: Request) => req.accepts(['json', 'html']) === 'html';

  router.get('/mail-preferences', signedIn, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await getMailPreferences(deps, identityOf(res).uid));
  });

  router.put('/mail-preferences', signedIn, async (req, res) => {
    const preferences = MailPreferencesSchema.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await saveMailPreferences(deps, identityOf(res).uid, preferences));
  });

  // Opening the link shows what it will do and asks to confirm: a GET changes nothing, as mail scanners open links.
  router.get('/mail/unsubscribe', (req, res) => {
    try {
      const { token } = UnsubscribeQuery.parse(req.query);
      const target = readUnsubscribeLink(deps, token);
      const label = labelOf(target);
      const form = `<p>Stop these mails: <strong>${escapeHtml(label.title.toLowerCase())}</strong>? ${escapeHtml(label.detail)}</p>
<form method="post" action="/api/mail/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="${button}">Unsubscribe</button></form>
<p style="margin:16px 0 0;font-size:14px;color:#595e58">${escapeHtml(afterwards(target))}</p>`;
      res.set('Cache-Control', NO_STORE).type('html').send(page('Unsubscribe', form));
    } catch (error) {
      sendError(res, error, true);
    }
  });

  // RFC 8058: the mail app POSTs List-Unsubscribe=One-Click (form-encoded) with no cookies; the page's button too.
  router.post('/mail/unsubscribe', async (req, res) => {
    const html = wantsHtml(req);
    try {
      const { token } = UnsubscribeQuery.parse(req.query);
      const target = await unsubscribe(deps, token);
      const label = labelOf(target);
      if (!html) return void res.set('Cache-Control', NO_STORE).json({ unsubscribed: target.category });
      const done = `<p>You will get no more mails about <strong>${escapeHtml(label.title.toLowerCase())}</strong>. ${escapeHtml(afterwards(target))}</p>`;
      res.set('Cache-Control', NO_STORE).type('html').send(page('You are unsubscribed', done));
    } catch (error) {
      sendError(res, error, html);
    }
  });

  return router;
}
