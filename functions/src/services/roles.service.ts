import {
  DESIGNER_ACCOUNT_NOT_FOUND,
  DESIGNER_NOT_SUSPENDED,
  DESIGNER_SUSPENDED_ALREADY,
  type AdminDesigners,
  type DesignerRevoked,
} from '../contracts/designer-roles.js';
import { conflict, notFound } from '../domain/errors.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { Consultations } from '../ports/consultations.port.js';
import type { DesignerWork } from '../ports/designer-work.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { LiveBoards } from '../ports/live-boards.port.js';
import type { AccountRoles } from '../ports/roles.port.js';
import { cancelDesignerConsultations, type AnnounceDeps } from './steps/consultations.js';
import { releaseDesigner } from './steps/designer-release.js';
import { actorName, auditActor, type RoleActor } from './steps/roles.js';
import { roleLogs } from './roles.logs.js';
import { tellParties } from './steps/service-events.js';
import { nowOf } from './steps/clock.js';

/** Everything a designer's role reaches: the claim, the profile, their work, co-editing, consultations and threads. */
export interface RevokeDesignerDeps extends AnnounceDeps {
  roles: AccountRoles;
  designers: Pick<DesignersRepository, 'setActive' | 'setRevoked' | 'list' | 'listSuspended' | 'setSuspended' | 'isSuspended'>;
  work: DesignerWork;
  liveBoards: Pick<LiveBoards, 'boardIdsCoEditedBy' | 'change'>;
  consultations: Consultations;
  auditLog: AuditLog;
}

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
  const now = nowOf(deps);
  // Hidden first: nobody books them while their consultations are cancelled.
  const { released, boards } = await releaseDesigner(deps, uid, now);
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
    at: now,
    actorUid: auditActor(by),
    action: 'revoke-designer',
    target: { kind: 'designer', id: uid },
    reason,
    details: revoked,
  });
  return revoked;
}

/** Takes the admin role away (the designer role goes through revokeDesigner, which ends their work too). */
export async function revokeAdmin(deps: { roles: AccountRoles }, uid: string, by: RoleActor): Promise<void> {
  await deps.roles.setRole(uid, 'admin', false);
  roleLogs.roleChanged(actorName(by), uid, 'admin', false);
}

/**
 * GET /api/admin/designers: designers with a profile on /designers whose account holds the role, and the suspended
 * ones (hidden from /designers), by name.
 */
export async function adminDesigners(deps: Pick<RevokeDesignerDeps, 'roles' | 'designers'>): Promise<AdminDesigners> {
  const [active, suspended] = await Promise.all([deps.designers.list(), deps.designers.listSuspended()]);
  const profiles = [...active, ...suspended].sort((a, b) => a.name.localeCompare(b.name));
  const suspendedUids = new Set(suspended.map((profile) => profile.uid));
  const accounts = new Map((await deps.roles.accounts(profiles.map((profile) => profile.uid))).map((account) => [account.uid, account]));
  return {
    designers: profiles.flatMap((profile) => {
      const account = accounts.get(profile.uid);
      return account?.roles.includes('designer')
        ? [{ id: profile.uid, name: profile.name, email: account.email, suspended: suspendedUids.has(profile.uid) }]
        : [];
    }),
  };
}

/** The designer's account holding the role, or 404. */
async function designerAccount(deps: Pick<RevokeDesignerDeps, 'roles'>, uid: string) {
  const [account] = await deps.roles.accounts([uid]);
  if (!account?.roles.includes('designer')) throw notFound(DESIGNER_ACCOUNT_NOT_FOUND);
  return account;
}

/**
 * Suspends a designer (the admin page's Suspend, `npm run admin:grant -- --role designer --suspend`): their profile
 * leaves /designers and nobody can book them; they keep the role, the workspace and the work they already have
 * (claimed reviews, taken projects, booked consultations), but claim and take nothing new until reinstated. One audit
 * line; a designer already suspended is 409, and 404 for an account without the role.
 */
export async function suspendDesigner(
  deps: Pick<RevokeDesignerDeps, 'roles' | 'designers' | 'auditLog' | 'now'>,
  uid: string,
  by: RoleActor,
  reason: string | null = null,
): Promise<{ suspended: true }> {
  await designerAccount(deps, uid);
  if (await deps.designers.isSuspended(uid)) throw conflict(DESIGNER_SUSPENDED_ALREADY);
  await deps.designers.setSuspended(uid, true);
  roleLogs.designerSuspended(actorName(by), uid, reason, true);
  await deps.auditLog.append({
    at: nowOf(deps),
    actorUid: auditActor(by),
    action: 'suspend-designer',
    target: { kind: 'designer', id: uid },
    reason,
    details: {},
  });
  return { suspended: true };
}

/** Lifts a suspension: the profile shows again and they take new work. 409 when not suspended; one audit line. */
export async function reinstateDesigner(
  deps: Pick<RevokeDesignerDeps, 'roles' | 'designers' | 'auditLog' | 'now'>,
  uid: string,
  by: RoleActor,
  reason: string | null = null,
): Promise<{ suspended: false }> {
  await designerAccount(deps, uid);
  if (!(await deps.designers.isSuspended(uid))) throw conflict(DESIGNER_NOT_SUSPENDED);
  await deps.designers.setSuspended(uid, false);
  roleLogs.designerSuspended(actorName(by), uid, reason, false);
  await deps.auditLog.append({
    at: nowOf(deps),
    actorUid: auditActor(by),
    action: 'reinstate-designer',
    target: { kind: 'designer', id: uid },
    reason,
    details: {},
  });
  return { suspended: false };
}
