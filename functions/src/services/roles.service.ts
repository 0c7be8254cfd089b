import { DESIGNER_ACCOUNT_NOT_FOUND, type AdminDesigners, type DesignerRevoked } from '../contracts/designer-roles.js';
import { notFound } from '../domain/errors.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { Bookings } from '../ports/bookings.port.js';
import type { DesignerWork } from '../ports/designer-work.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { LiveBoards } from '../ports/live-boards.port.js';
import type { AccountRoles } from '../ports/roles.port.js';
import type { Role } from '../ports/sessions.port.js';
import { cancelDesignerConsultations, type AnnounceDeps } from './bookings.deps.js';
import { releaseDesigner } from './designer-release.deps.js';
import { roleLogs } from './roles.logs.js';
import { tellParties } from './service-events.deps.js';

/** Everything a designer's role reaches: the claim, the profile, their work, co-editing, consultations and threads. */
export interface RevokeDesignerDeps extends AnnounceDeps {
  roles: AccountRoles;
  designers: Pick<DesignersRepository, 'setActive' | 'setRevoked' | 'list'>;
  work: DesignerWork;
  liveBoards: Pick<LiveBoards, 'boardIdsCoEditedBy' | 'change'>;
  bookings: Bookings;
  auditLog: AuditLog;
}

/** Who acts: an admin's uid (the admin page), or the operator's tool. */
export type RoleActor = { adminUid: string } | { tool: 'admin:grant' };
const actorName = (by: RoleActor) => ('adminUid' in by ? by.adminUid : by.tool);
/** The audit line's actor: the admin's uid, or 'tool:admin:grant'. */
export const auditActor = (by: RoleActor) => ('adminUid' in by ? by.adminUid : `tool:${by.tool}`);

/**
 * Revokes the designer role, the one way it is done (`npm run admin:grant -- --role designer --revoke`, the admin page):
 * the claim goes and the account's sessions end, so every designer route answers 404 from the next request; the
 * profile leaves /designers; `designerRevocations/{uid}` closes their threads' listeners and the pictures of their work;
 * they stop co-editing the concept boards they made; their claimed reviews, reviews waiting for their revision and
 * not-closed projects go back to the queue, each member told; their consultations not started yet are cancelled and given back to the
 * members. Each step can run again, so revoking again finishes a revocation cut short. 404 for an unknown account.
 */
export async function revokeDesigner(
  deps: RevokeDesignerDeps,
  uid: string,
  by: RoleActor,
  reason: string | null = null,
): Promise<DesignerRevoked> {
  const [account] = await deps.roles.accounts([uid]);
  if (!account) throw notFound(DESIGNER_ACCOUNT_NOT_FOUND);
  await deps.roles.setRole(uid, 'designer', false);
  // Hidden first: nobody books them while their consultations are cancelled.
  const { released, boards } = await releaseDesigner(deps, uid);
  // Each member hears their work went back; a revoke run again releases nothing more, so tells nothing twice.
  for (const work of released) {
    const event = work.collection === 'reviews' ? 'review.returned' : 'project.returned';
    await tellParties({ notifications: deps.notifications, mail: deps.mail, now: deps.now }, event, work);
  }
  const consultations = await cancelDesignerConsultations(deps, uid);
  const count = (collection: string) => released.filter((work) => work.collection === collection).length;
  const revoked = { reviews: count('reviews'), projects: count('projects'), boards, consultations };
  roleLogs.designerRevoked(actorName(by), uid, reason, revoked);
  await deps.auditLog.append({
    at: deps.now?.() ?? new Date(),
    actorUid: auditActor(by),
    action: 'revoke-designer',
    target: { kind: 'designer', id: uid },
    reason,
    details: revoked,
  });
  return revoked;
}

/** Grants a role; a designer granted again is no longer refused by their members' threads (until revoked again). */
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

/** Takes the admin role away (the designer role goes through revokeDesigner, which ends their work too). */
export async function revokeAdmin(deps: { roles: AccountRoles }, uid: string, by: RoleActor): Promise<void> {
  await deps.roles.setRole(uid, 'admin', false);
  roleLogs.roleChanged(actorName(by), uid, 'admin', false);
}

/** GET /api/admin/designers: designers with a profile on /designers whose account holds the role, by name. */
export async function adminDesigners(deps: Pick<RevokeDesignerDeps, 'roles' | 'designers'>): Promise<AdminDesigners> {
  const profiles = await deps.designers.list();
  const accounts = new Map((await deps.roles.accounts(profiles.map((profile) => profile.uid))).map((account) => [account.uid, account]));
  return {
    designers: profiles.flatMap((profile) => {
      const account = accounts.get(profile.uid);
      return account?.roles.includes('designer') ? [{ id: profile.uid, name: profile.name, email: account.email }] : [];
    }),
  };
}
