import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPreferenceCategory, type MailPreferenceCategory } from '../contracts/mail.js';

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
