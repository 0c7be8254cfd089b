import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPreferenceCategory, type MailPreferenceCategory } from '../contracts/mail.js';
import { isAddressKey } from './invitation-mail.js';

/**
 * One-click unsubscribe tokens (RFC 8058): `<uid>.<category>.<signature>`, the signature an HMAC-SHA256 of both with
 * the deployment's secret. Whoever holds the mail may turn that one category off for that one member, and nothing else;
 * a token changed anywhere does not verify.
 */
const sign = (secret: string, uid: string, category: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${uid}\n${category}`).digest('base64url');

const encodeUid = (uid: string) => Buffer.from(uid, 'utf8').toString('base64url');

export function unsubscribeToken(secret: string, uid: string, category: MailPreferenceCategory): string {
  return `${encodeUid(uid)}.${category}.${sign(secret, uid, category)}`;
}

/** The member and category a token names, or null when it was not signed with `secret` (tampered, truncated, made up). */
export function readUnsubscribeToken(secret: string, token: string): { uid: string; category: MailPreferenceCategory } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedUid, category, signature] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(encodedUid) || !isPreferenceCategory(category)) return null;
  const uid = Buffer.from(encodedUid, 'base64url').toString('utf8');
  if (!uid || encodeUid(uid) !== encodedUid) return null;
  const expected = Buffer.from(sign(secret, uid, category));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { uid, category };
}

/**
 * One-click opt-out of invitation mail for an address (RFC 8058), which may have no account: `<address key>.invitations.
 * <signature>`, the key the SHA-256 of the normalised address (invitation-mail.ts), so the link does not carry the
 * address. Signed apart from the members' tokens: neither kind verifies as the other.
 */
export const ADDRESS_OPT_OUT = 'invitations';

const signAddress = (secret: string, key: string) =>
  createHmac('sha256', secret).update(`opt-out\n${key}\n${ADDRESS_OPT_OUT}`).digest('base64url');

export function addressOptOutToken(secret: string, addressKey: string): string {
  return `${addressKey}.${ADDRESS_OPT_OUT}.${signAddress(secret, addressKey)}`;
}

/** The address key a token names, or null when it was not signed with `secret`. */
export function readAddressOptOutToken(secret: string, token: string): { addressKey: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [key, kind, signature] = parts as [string, string, string];
  if (!isAddressKey(key) || kind !== ADDRESS_OPT_OUT) return null;
  const expected = Buffer.from(signAddress(secret, key));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { addressKey: key };
}
