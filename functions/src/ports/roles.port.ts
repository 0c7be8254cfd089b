import type { Role } from './sessions.port.js';

/** A sign-in account as the roles' screens name it. */
export interface RoleAccount {
  uid: string;
  email: string | null;
  roles: Role[];
}

/** Roles held as custom claims of the sign-in account (`npm run admin:grant`, the admin page). */
export interface AccountRoles {
  /** The account that signs in with `email`, or null. */
  findByEmail(email: string): Promise<RoleAccount | null>;
  /** Those of `uids` that name an account, with their address and roles. */
  accounts(uids: string[]): Promise<RoleAccount[]>;
  /**
   * Sets or clears the role's claim, keeping the account's other claims, and ends the account's sessions so the change
   * holds at once (the next sign-in carries it).
   */
  setRole(uid: string, role: Role, granted: boolean): Promise<void>;
}
