/** Who is calling, taken from a verified session token and nothing else. */
export interface Identity {
  uid: string;
  email: string | null;
  /** The token's email_verified claim, as it was when the token was made. */
  emailVerified: boolean;
  /** When the member signed in with their password (the token's auth_time), for steps that need a recent sign-in. */
  signedInAt?: Date;
  /** The account's `admin: true` custom claim (npm run admin:grant), as it was when the session was made. */
  admin?: boolean;
  /** The account's `designer: true` custom claim (npm run admin:grant -- --role designer). */
  designer?: boolean;
}

/** The roles an operator grants with `npm run admin:grant`; each is a custom claim of the same name. */
export const ROLES = ['admin', 'designer'] as const;
export type Role = (typeof ROLES)[number];

export interface Sessions {
  /**
   * Exchanges a fresh identity-provider ID token for a product session token. Refuses (401, RECENT_SIGN_IN_REQUIRED)
   * a token whose sign-in is older than `maxSignInAgeMs`, so that a stolen long-lived ID token cannot open a session.
   */
  createSession(idToken: string, maxSignInAgeMs: number): Promise<string>;
  /** Ends every session of the user: their session tokens are refused from now on (sign-out, server side). */
  revokeSessions(uid: string): Promise<void>;
  /** Verifies an ID token (used once, right after sign-up, before a session exists). */
  verifyIdToken(idToken: string): Promise<Identity>;
  /** Verifies a session token, revocation included. Throws the domain's session errors. */
  verifySession(token: string): Promise<Identity>;
  /** Whether the account's e-mail is verified now (a session made before the user verified still says no). */
  isEmailVerified(uid: string): Promise<boolean>;
  /**
   * The address the account signs in with now, and whether it is verified: where its mail goes (the profile's copy
   * may lag behind a change). Null when there is no such account or it has no address.
   */
  accountEmail(uid: string): Promise<{ email: string; verified: boolean } | null>;
  /** A link that verifies the address when opened (the provider's own action link), for a mail of the app's. */
  verificationLink(email: string): Promise<string>;
  /**
   * A token the web SDK's live listener signs in with, so that security rules know whose listener it is: it signs in
   * as an identity derived from the user's (no credentials, the uid in a claim), never as the account itself.
   */
  signInToken(uid: string): Promise<string>;
  /** Deletes a provider account (undoes a sign-up whose profile could not be written). */
  deleteAccount(uid: string): Promise<void>;
}
