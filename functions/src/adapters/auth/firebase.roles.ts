import type { App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import type { AccountRoles, RoleAccount } from '../../ports/roles.port.js';
import { ROLES } from '../../ports/sessions.port.js';

/** Firebase Auth looks up at most this many accounts at once. */
const LOOKUP_BATCH = 100;
/** A margin past the next whole second, for the clocks of Firebase Auth and this server to differ a little. */
const CLOCK_MARGIN_MS = 50;

/**
 * Ends the sessions of every sign-in made before now. Firebase Auth counts a revocation in whole seconds and keeps the
 * sessions signed in during its second, so it is made in the next second: a session signed in with the old claims in
 * the second of the change would otherwise keep them until it expires.
 */
async function revokeSignInsSoFar(auth: Auth, uid: string): Promise<void> {
  await new Promise((done) => setTimeout(done, 1000 - (Date.now() % 1000) + CLOCK_MARGIN_MS));
  await auth.revokeRefreshTokens(uid);
}

const accountOf = (user: UserRecord): RoleAccount => ({
  uid: user.uid,
  email: user.email ?? null,
  roles: ROLES.filter((role) => user.customClaims?.[role] === true),
});

/** Roles as Firebase Auth custom claims (`admin: true`, `designer: true`), which session tokens carry. */
export function firebaseRoles(app: App): AccountRoles {
  const auth = getAuth(app);
  return {
    async findByEmail(email) {
      try {
        return accountOf(await auth.getUserByEmail(email));
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return null;
        throw error;
      }
    },
    async accounts(uids) {
      const found: RoleAccount[] = [];
      for (let at = 0; at < uids.length; at += LOOKUP_BATCH) {
        const { users } = await auth.getUsers(uids.slice(at, at + LOOKUP_BATCH).map((uid) => ({ uid })));
        found.push(...users.map(accountOf));
      }
      return found;
    },
    async setRole(uid, role, granted) {
      const user = await auth.getUser(uid);
      const { [role]: _old, ...others } = user.customClaims ?? {};
      await auth.setCustomUserClaims(uid, granted ? { ...others, [role]: true } : others);
      await revokeSignInsSoFar(auth, uid);
    },
  };
}
