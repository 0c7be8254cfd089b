import { isPreferenceCategory, type MailCategory, type MailPreferenceCategory } from '../../contracts/mail.js';
import { normaliseEmail } from '../../domain/accounts.js';
import { mailTemplates, maskedAddress, renderMail, type MailContent } from '../../domain/mail-templates.js';
import { unsubscribeToken } from '../../domain/mail-tokens.js';
import type { MailAddresses } from '../../ports/mail-addresses.port.js';
import type { MailRecipients } from '../../ports/mail-recipients.port.js';
import type { MailAttachment, MailOutbox } from '../../ports/mail.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { mailLogs } from '../mail.logs.js';
import { nowOf } from './clock.js';

export interface SendMailDeps {
  outbox: MailOutbox;
  recipients: MailRecipients;
  /** Where a member's mail goes: the address their account signs in with now (Firebase Auth), and whether it is verified. */
  accounts: Pick<Sessions, 'accountEmail'>;
  /** Invitation mail per address: its ceilings and the address's opt-out. */
  addresses: MailAddresses;
  /** Signs the unsubscribe links; null: mails a member may turn off, and invitations, are not queued. */
  unsubscribeSecret: string | null;
  appOrigin: string;
  now?: () => Date;
}

export const unsubscribeUrl = (deps: Pick<SendMailDeps, 'appOrigin'>, token: string) =>
  `${deps.appOrigin}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
const preferencesUrl = (deps: Pick<SendMailDeps, 'appOrigin'>) => `${deps.appOrigin}/account-management#email-preferences`;

interface Extras {
  /** Makes the mail once only: queueing the same id again does nothing (a sweep or a webhook delivered twice). */
  id?: string;
  attachments?: MailAttachment[];
  /** A one-click unsubscribe of a mail to an address (RFC 8058): the List-Unsubscribe headers and the footer's link. */
  unsubscribe?: { url: string; label: string };
}

const oneClickHeaders = (link: string) => ({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

/**
 * The address a member's mail goes to: the one their account signs in with now (the session's truth, not the profile's
 * copy) and whether it is verified. A verified address other than the profile's `stored` copy becomes the profile's
 * (export, Delete my account, lookups by address), and the address it replaces is told once. Null: no account or address.
 */
export async function memberAddress(
  deps: SendMailDeps,
  uid: string,
  stored?: string,
): Promise<{ email: string; verified: boolean } | null> {
  const account = await deps.accounts.accountEmail(uid);
  if (!account) return null;
  const email = normaliseEmail(account.email);
  if (account.verified && email !== stored) await followAddress(deps, uid, email);
  return { email, verified: account.verified };
}

/**
 * The profile's copy of the address follows a verified sign-in address (a sign-in, a mail); the old address gets a
 * notice that it changed, with what to do if the member did not change it. Never throws.
 */
export async function followAddress(deps: SendMailDeps, uid: string, email: string): Promise<void> {
  try {
    const previous = await deps.recipients.followEmail(uid, normaliseEmail(email));
    if (!previous || normaliseEmail(previous) === normaliseEmail(email)) return;
    mailLogs.addressChanged(uid);
    await mailAddress(
      deps,
      previous,
      'account',
      mailTemplates.emailChanged({ newEmail: maskedAddress(normaliseEmail(email)), ...accountHelp(deps) }),
      'You get this mail because this address was the e-mail address of a Roomboard account.',
    );
  } catch (error) {
    mailLogs.queueFailed('account', error);
  }
}

/** Where a notice about the account sends a member who did not make the change. */
export const accountHelp = (deps: Pick<SendMailDeps, 'appOrigin'>) => ({
  signInUrl: `${deps.appOrigin}/login`,
  siteUrl: `${deps.appOrigin}/`,
});

/**
 * Queues a mail to a member, unless they turned its category off. It goes to the address their account signs in with
 * now; a mail they may turn off goes only to a verified one, and carries List-Unsubscribe (one click, RFC 8058) and the
 * same link in its footer. Never throws: a mail that cannot be queued is logged, and the member's own action goes on.
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
    const optional = isPreferenceCategory(category);
    if (optional && !recipient.preferences[category]) return (mailLogs.optedOut(uid, category), false);
    const address = await memberAddress(deps, uid, recipient.email);
    if (!address) return (mailLogs.noAddress(uid, category), false);
    if (!optional) return await queue(deps, { to: address.email, category, uid }, renderMail(content, { reason }), {}, extras);
    if (!address.verified) return (mailLogs.unverified(uid, category), false);
    if (!deps.unsubscribeSecret) return (mailLogs.noUnsubscribeSecret(category), false);
    const link = unsubscribeUrl(deps, unsubscribeToken(deps.unsubscribeSecret, uid, category as MailPreferenceCategory));
    const rendered = renderMail(content, { reason, unsubscribeUrl: link, preferencesUrl: preferencesUrl(deps) });
    return await queue(deps, { to: address.email, category, uid }, rendered, oneClickHeaders(link), extras);
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
    const { unsubscribe } = extras;
    const footer = unsubscribe ? { reason, unsubscribeUrl: unsubscribe.url, unsubscribeLabel: unsubscribe.label } : { reason };
    const headers = unsubscribe ? oneClickHeaders(unsubscribe.url) : {};
    return await queue(deps, { to, category, uid: null }, renderMail(content, footer), headers, extras);
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
  const queued = await deps.outbox.queue({ ...who, message }, nowOf(deps), extras.id);
  if (queued) mailLogs.queued(extras.id ?? '(new)', who.category, who.uid);
  else mailLogs.alreadyQueued(extras.id ?? '', who.category);
  return queued;
}
