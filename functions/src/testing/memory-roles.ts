// In-memory sign-in accounts and their role claims; each change ends the account's sessions (counted here).
import type { AccountRoles, RoleAccount } from '../ports/roles.port.js';

export function memoryRoles(initial: RoleAccount[] = []): AccountRoles & {
  byUid: Map<string, RoleAccount>;
  /** How many times each account's sessions were ended. */
  sessionsEnded: Map<string, number>;
} {
  const byUid = new Map(initial.map((account) => [account.uid, structuredClone(account)]));
  const sessionsEnded = new Map<string, number>();
  return {
    byUid,
    sessionsEnded,
    async findByEmail(email) {
      const account = [...byUid.values()].find((one) => one.email?.toLowerCase() === email.toLowerCase());
      return account ? structuredClone(account) : null;
    },
    async accounts(uids) {
      return uids.flatMap((uid) => (byUid.has(uid) ? [structuredClone(byUid.get(uid)!)] : []));
    },
    async setRole(uid, role, granted) {
      const account = byUid.get(uid);
      if (!account) throw new Error(`no account ${uid}`);
      account.roles = granted ? [...new Set([...account.roles, role])] : account.roles.filter((held) => held !== role);
      sessionsEnded.set(uid, (sessionsEnded.get(uid) ?? 0) + 1);
    },
  };
}
