import { hasLapsed } from '../domain/membership.js';
import type { Memberships } from '../ports/memberships.port.js';
import { membershipLogs } from './membership.logs.js';
import { nowOf } from './steps/clock.js';

export interface MembershipSweepDeps {
  memberships: Memberships;
  now?: () => Date;
}

/**
 * Ends the memberships that have run out: a past-due plan whose grace period is over (no payment came), and a one-time
 * membership 30 days after its purchase. Each ends in a transaction that checks again, so running the sweep twice, or
 * beside a webhook that pays the plan up, ends nothing twice and never a plan paid meanwhile. Answers the users whose
 * membership ended.
 */
export async function endLapsedMemberships(deps: MembershipSweepDeps): Promise<string[]> {
  const now = nowOf(deps);
  const ended: string[] = [];
  for (const uid of await deps.memberships.lapseCandidates(now)) {
    let lapsed = false;
    await deps.memberships.change(
      uid,
      (current) => {
        lapsed = current !== null && hasLapsed(current, now);
        return lapsed ? null : undefined;
      },
      now,
    );
    if (!lapsed) continue;
    ended.push(uid);
    membershipLogs.membershipLapsed(uid);
    membershipLogs.memberToBeTold(uid, 'membership-ended', 'sweep');
  }
  return ended;
}
