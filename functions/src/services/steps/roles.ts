// What granting a role shares: the admin page's approval of an application grants it as `npm run admin:grant` does.
import type { DesignersRepository } from '../../ports/designers.port.js';
import type { AccountRoles } from '../../ports/roles.port.js';
import type { Role } from '../../ports/sessions.port.js';
import { roleLogs } from '../roles.logs.js';

/** Who acts: an admin's uid (the admin page), or the operator's tool. */
export type RoleActor = { adminUid: string } | { tool: 'admin:grant' };
export const actorName = (by: RoleActor) => ('adminUid' in by ? by.adminUid : by.tool);
/** The audit line's actor: the admin's uid, or 'tool:admin:grant'. */
export const auditActor = (by: RoleActor) => ('adminUid' in by ? by.adminUid : `tool:${by.tool}`);

/**
 * Grants a role (`npm run admin:grant`, an approved application); a designer granted again is no longer refused by
 * their members' threads (until revoked again).
 */
export async function grantRole(
  deps: { roles: AccountRoles; designers: Pick<DesignersRepository, 'setRevoked'> },
  uid: string,
  role: Role,
  by: RoleActor,
): Promise<void> {
  await deps.roles.setRole(uid, role, true);
  if (role === 'designer') await deps.designers.setRevoked(uid, false);
  roleLogs.roleChanged(actorName(by), uid, role, true);
}
