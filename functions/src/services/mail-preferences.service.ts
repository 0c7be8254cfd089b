import { UNSUBSCRIBE_LINK_INVALID, type MailPreferenceCategory, type MailPreferences } from '../contracts/mail.js';
import { badRequest } from '../domain/errors.js';
import { readUnsubscribeToken } from '../domain/mail-tokens.js';
import type { MailRecipients } from '../ports/mail-recipients.port.js';
import { mailLogs } from './mail.logs.js';

export interface MailPreferencesDeps {
  recipients: MailRecipients;
  unsubscribeSecret: string | null;
}

/** GET /api/mail-preferences: every mail is on until the member turns it off. */
export async function getMailPreferences(deps: MailPreferencesDeps, uid: string): Promise<MailPreferences> {
  return deps.recipients.preferences(uid);
}

/** PUT /api/mail-preferences. */
export async function saveMailPreferences(deps: MailPreferencesDeps, uid: string, preferences: MailPreferences): Promise<MailPreferences> {
  const saved = await deps.recipients.setPreferences(uid, preferences);
  mailLogs.preferencesSaved(uid);
  return saved;
}

/** The member and category an unsubscribe link is for; 400 (and nothing changes) when it was tampered with. */
export function readUnsubscribeLink(deps: MailPreferencesDeps, token: string): { uid: string; category: MailPreferenceCategory } {
  const read = deps.unsubscribeSecret ? readUnsubscribeToken(deps.unsubscribeSecret, token) : null;
  if (!read) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
  return read;
}

/** POST /api/mail/unsubscribe?token=...: one click, no sign-in (RFC 8058); the link alone says who and what. */
export async function unsubscribe(deps: MailPreferencesDeps, token: string): Promise<{ category: MailPreferenceCategory }> {
  const { uid, category } = readUnsubscribeLink(deps, token);
  await deps.recipients.setPreferences(uid, { [category]: false });
  mailLogs.unsubscribed(uid, category);
  return { category };
}
