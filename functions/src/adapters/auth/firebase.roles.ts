import type { App } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { AccountRoles, RoleAccount } from '../../ports/roles.port.js';
import { ROLES } from '../../ports/sessions.port.js';

/** Firebase Auth looks up at most this many accounts at once. */
const LOOKUP_BATCH = 100;

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
      await auth.revokeRefreshTokens(uid);
    },
  };
}
