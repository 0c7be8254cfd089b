import { AUDIT_PAGE_SIZE, TOOL_ACTOR_NAME, type AuditPage } from '../contracts/audit-log.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { AccountRoles } from '../ports/roles.port.js';
import type { UsersRepository } from '../ports/users.port.js';

interface AuditLogDeps {
  auditLog: AuditLog;
  users: Pick<UsersRepository, 'get'>;
  roles: Pick<AccountRoles, 'accounts'>;
}

/** The name an admin goes by in the log: their profile's name, else their sign-in address, else their uid. */
async function actorNames(deps: AuditLogDeps, uids: string[]): Promise<Map<string, string>> {
  const people = [...new Set(uids.filter((uid) => !uid.startsWith('tool:')))];
  const [profiles, accounts] = await Promise.all([Promise.all(people.map((uid) => deps.users.get(uid))), deps.roles.accounts(people)]);
  const emails = new Map(accounts.map((account) => [account.uid, account.email]));
  return new Map(
    people.map((uid, i) => {
      const profile = profiles[i];
      const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() || profile.userName : '';
      return [uid, name || emails.get(uid) || uid];
    }),
  );
}

/** GET /api/admin/audit?cursor=: every admin action, newest first, with who did it by name. A bad cursor is a 400. */
export async function listAuditLog(deps: AuditLogDeps, cursor: string | undefined): Promise<AuditPage> {
  const page = await deps.auditLog.list({ limit: AUDIT_PAGE_SIZE, cursor: cursor ?? null });
  const names = await actorNames(
    deps,
    page.entries.map((entry) => entry.actorUid),
  );
  return {
    entries: page.entries.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: {
        uid: entry.actorUid,
        name: entry.actorUid.startsWith('tool:') ? TOOL_ACTOR_NAME : (names.get(entry.actorUid) ?? entry.actorUid),
      },
      action: entry.action,
      target: entry.target,
      reason: entry.reason,
      details: entry.details,
    })),
    next: page.nextCursor,
  };
}
