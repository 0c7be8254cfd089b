import { UNSUBSCRIBE_LINK_INVALID, type MailPreferenceCategory, type MailPreferences } from '../contracts/mail.js';
import { badRequest } from '../domain/errors.js';
import { ADDRESS_OPT_OUT, readAddressOptOutToken, readUnsubscribeToken } from '../domain/mail-tokens.js';
import type { MailAddresses } from '../ports/mail-addresses.port.js';
import type { MailRecipients } from '../ports/mail-recipients.port.js';
import { mailLogs } from './mail.logs.js';
import { nowOf } from './steps/clock.js';

export interface MailPreferencesDeps {
  recipients: MailRecipients;
  /** Addresses' opt-outs of invitation mail. */
  addresses: MailAddresses;
  unsubscribeSecret: string | null;
  now?: () => Date;
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

/** What an unsubscribe link turns off: one category of a member's mail, or invitation mail to an address (any sender). */
export type UnsubscribeTarget =
  | { kind: 'member'; uid: string; category: MailPreferenceCategory }
  | { kind: 'address'; addressKey: string; category: typeof ADDRESS_OPT_OUT };

/** What an unsubscribe link is for; 400 (and nothing changes) when it was tampered with. */
export function readUnsubscribeLink(deps: MailPreferencesDeps, token: string): UnsubscribeTarget {
  const secret = deps.unsubscribeSecret;
  const member = secret ? readUnsubscribeToken(secret, token) : null;
  if (member) return { kind: 'member', ...member };
  const address = secret ? readAddressOptOutToken(secret, token) : null;
  if (address) return { kind: 'address', ...address, category: ADDRESS_OPT_OUT };
  throw badRequest(UNSUBSCRIBE_LINK_INVALID);
}

/**
 * POST /api/mail/unsubscribe?token=...: one click, no sign-in (RFC 8058); the link alone says who and what. A member's
 * link only changes a profile that still exists (a deleted member's stays deleted); an address's holds for every sender.
 */
export async function unsubscribe(deps: MailPreferencesDeps, token: string): Promise<UnsubscribeTarget> {
  const now = nowOf(deps);
  const target = readUnsubscribeLink(deps, token);
  if (target.kind === 'address') {
    await deps.addresses.optOut(target.addressKey, now);
    mailLogs.addressOptedOut();
  } else if (await deps.recipients.turnOff(target.uid, target.category)) {
    mailLogs.unsubscribed(target.uid, target.category);
  } else {
    mailLogs.unsubscribeGone(target.uid, target.category);
  }
  return target;
}
