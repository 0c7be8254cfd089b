import { isPreferenceCategory, type MailCategory, type MailPreferenceCategory } from '../contracts/mail.js';
import { renderMail, type MailContent } from '../domain/mail-templates.js';
import { unsubscribeToken } from '../domain/mail-tokens.js';
import type { MailRecipients } from '../ports/mail-recipients.port.js';
import type { MailAttachment, MailOutbox } from '../ports/mail.port.js';
import { mailLogs } from './mail.logs.js';

export interface SendMailDeps {
  outbox: MailOutbox;
  recipients: MailRecipients;
  /** Signs the unsubscribe links; null: mails a member may turn off are not queued. */
  unsubscribeSecret: string | null;
  appOrigin: string;
  now?: () => Date;
}

export const unsubscribeUrl = (deps: Pick<SendMailDeps, 'appOrigin'>, token: string) =>
  `${deps.appOrigin}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
export const preferencesUrl = (deps: Pick<SendMailDeps, 'appOrigin'>) => `${deps.appOrigin}/account-management#email-preferences`;

interface Extras {
  /** Makes the mail once only: queueing the same id again does nothing (a sweep or a webhook delivered twice). */
  id?: string;
  attachments?: MailAttachment[];
}

/**
 * Queues a mail to a member, unless they turned its category off. A mail they may turn off carries List-Unsubscribe
 * (one click, RFC 8058) and the same link in its footer. Never throws: a mail that cannot be queued is logged, and
 * the member's own action goes on.
 */
export async function mailMember(
  deps: SendMailDeps,
  uid: string,
  category: MailCategory,
  content: MailContent,
  reason: string,
  extras: Extras = {},
): Promise<boolean> {
  try {
    const recipient = await deps.recipients.get(uid);
    if (!recipient) return (mailLogs.noAddress(uid, category), false);
    if (!isPreferenceCategory(category)) {
      return await queue(deps, { to: recipient.email, category, uid }, renderMail(content, { reason }), {}, extras);
    }
    if (!recipient.preferences[category]) return (mailLogs.optedOut(uid, category), false);
    if (!deps.unsubscribeSecret) return (mailLogs.noUnsubscribeSecret(category), false);
    const link = unsubscribeUrl(deps, unsubscribeToken(deps.unsubscribeSecret, uid, category as MailPreferenceCategory));
    const rendered = renderMail(content, { reason, unsubscribeUrl: link, preferencesUrl: preferencesUrl(deps) });
    const headers = { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    return await queue(deps, { to: recipient.email, category, uid }, rendered, headers, extras);
  } catch (error) {
    mailLogs.queueFailed(category, error);
    return false;
  }
}

/** Queues a transactional mail to an address that may have no account (an invitation). Never throws. */
export async function mailAddress(
  deps: SendMailDeps,
  to: string,
  category: MailCategory,
  content: MailContent,
  reason: string,
  extras: Extras = {},
) {
  try {
    return await queue(deps, { to, category, uid: null }, renderMail(content, { reason }), {}, extras);
  } catch (error) {
    mailLogs.queueFailed(category, error);
    return false;
  }
}

async function queue(
  deps: SendMailDeps,
  who: { to: string; category: MailCategory; uid: string | null },
  rendered: ReturnType<typeof renderMail>,
  headers: Record<string, string>,
  extras: Extras,
): Promise<boolean> {
  const message = {
    ...rendered,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(extras.attachments ? { attachments: extras.attachments } : {}),
  };
  const queued = await deps.outbox.queue({ ...who, message }, deps.now?.() ?? new Date(), extras.id);
  if (queued) mailLogs.queued(extras.id ?? '(new)', who.category, who.uid);
  else mailLogs.alreadyQueued(extras.id ?? '', who.category);
  return queued;
}
