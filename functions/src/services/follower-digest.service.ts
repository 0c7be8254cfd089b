import { publicName } from '../contracts/public-name.js';
import { mailTemplates } from '../domain/mail-templates.js';
import type { RecentFollows } from '../ports/mail-recipients.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { mailMember, type SendMailDeps } from './steps/send-mail.js';
import { mailLogs } from './mail.logs.js';
import { nowOf } from './steps/clock.js';

const dayKey = (day: Date) => day.toISOString().slice(0, 10);

/**
 * The daily digest of new followers: for the UTC day before today's, one mail per member who gained followers, named
 * `followers-<uid>-<day>` so that running the digest again for the same day queues nothing more.
 */
export async function mailFollowerDigests(
  deps: SendMailDeps & { recentFollows: RecentFollows; users: Pick<UsersRepository, 'get'> },
): Promise<number> {
  const today = nowOf(deps);
  const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const start = new Date(end.getTime() - 24 * 60 * 60 * 1000);
  const follows = await deps.recentFollows.between(start, end);
  const byFollowee = new Map<string, string[]>();
  for (const { followerUid, followeeUid } of follows) byFollowee.set(followeeUid, [...(byFollowee.get(followeeUid) ?? []), followerUid]);
  let queued = 0;
  for (const [uid, followers] of byFollowee) {
    const names = await Promise.all(followers.slice(0, 5).map(async (follower) => publicName(await deps.users.get(follower))));
    const content = mailTemplates.followerDigest({
      names,
      total: followers.length,
      profileUrl: `${deps.appOrigin}/seeBoard/${encodeURIComponent(uid)}`,
    });
    const reason = 'You get this daily mail because members started following you.';
    if (await mailMember(deps, uid, 'followers', content, reason, { id: `followers-${uid}-${dayKey(start)}` })) queued += 1;
  }
  mailLogs.digest(dayKey(start), byFollowee.size, queued);
  return queued;
}
