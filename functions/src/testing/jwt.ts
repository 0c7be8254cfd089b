// The one place tests build or read JWTs. The Auth and Firestore emulators accept unsigned tokens (alg 'none'):
// they read the claims without checking a signature, so tests can make tokens the real services would refuse
// to mint (expired ones, forged issuers) and check that the server refuses them too.
import { emulatorHosts } from './backend.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT with these claims. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** The claims of a JWT, read without checking it. */
export function jwtClaims<T = Record<string, unknown>>(token: string): T {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as T;
}

export interface EmulatorTokenOptions {
  /** 'id': a Firebase Auth ID token; 'session': a session cookie token (POST /api/login makes these). */
  kind: 'id' | 'session';
  email?: string;
  /** Seconds since sign-in and issue (0: now). */
  ageSeconds?: number;
  /** Seconds until expiry from now; negative: already expired. */
  expiresInSeconds?: number;
}

/** A token shaped like the emulator's own for `uid` on the emulator project. */
export function emulatorToken(uid: string, { kind, email, ageSeconds = 0, expiresInSeconds = 3600 }: EmulatorTokenOptions): string {
  const { projectId } = emulatorHosts();
  const now = Math.floor(Date.now() / 1000);
  const issuer = kind === 'id' ? `https://securetoken.google.com/${projectId}` : `https://session.firebase.google.com/${projectId}`;
  return unsignedJwt({
    iss: issuer,
    aud: projectId,
    auth_time: now - ageSeconds,
    user_id: uid,
    sub: uid,
    iat: now - ageSeconds,
    exp: now + expiresInSeconds,
    ...(email
      ? {
          email,
          ...(kind === 'id' ? { email_verified: false } : {}),
          firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
        }
      : {}),
  });
}
