/** Who is calling, taken from a verified session token and nothing else. */
export interface Identity {
  uid: string;
  email: string | null;
}

export interface Sessions {
  /** Exchanges a fresh identity-provider ID token for a product session token. */
  createSession(idToken: string): Promise<string>;
  /** Verifies an ID token (used once, right after sign-up, before a session exists). */
  verifyIdToken(idToken: string): Promise<Identity>;
  /** Verifies a session token, revocation included. Throws the domain's session errors. */
  verifySession(token: string): Promise<Identity>;
  /** Deletes a provider account (undoes a sign-up whose profile could not be written). */
  deleteAccount(uid: string): Promise<void>;
}
