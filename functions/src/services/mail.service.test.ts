import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_LINK_INVALID } from '../contracts/mail.js';
import { unsubscribeToken } from '../domain/mail-tokens.js';
import { TEST_UNSUBSCRIBE_SECRET, mailDeps, memoryMail, memoryRecipients, scriptedTransport } from '../testing/memory-mail.js';
import { memoryUsers } from '../testing/memory-repositories.js';
import { deliverMail, sweepMail, type DeliverMailDeps } from './deliver-mail.service.js';
import { mailComment, mailInvitation, mailPaymentFailed } from './mail-notices.deps.js';
import { mailFollowerDigests } from './follower-digest.service.js';
import { getMailPreferences, saveMailPreferences, unsubscribe } from './mail-preferences.service.js';

const owner = { uid: 'owner1', email: 'owner@example.com' };
const comment = {
  commentId: 'c1',
  boardId: 'b1',
  boardTitle: 'Sunny loft',
  boardOwnerUid: 'owner1',
  authorUid: 'fan1',
  authorName: 'Ada',
  text: 'Love the <rug>!',
};

describe('queueing mail', () => {
  it('a comment mails the board owner, with one-click unsubscribe headers and the link in its footer', async () => {
    const deps = mailDeps(memoryRecipients([owner]));
    expect(await mailComment(deps, comment)).toBe(true);
    const { mail } = deps.outbox.mails.get('comment-c1')!;
    const token = unsubscribeToken(TEST_UNSUBSCRIBE_SECRET, 'owner1', 'comments');
    const link = `https://roomboard.test/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(mail).toMatchObject({ to: 'owner@example.com', category: 'comments', uid: 'owner1' });
    expect(mail.message.subject).toBe('Ada commented on “Sunny loft”');
    expect(mail.message.headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.message.text).toContain('> Love the <rug>!');
    expect(mail.message.text).toContain(`Unsubscribe: ${link}`);
    expect(mail.message.html).toContain('Love the &lt;rug&gt;!');
    expect(mail.message.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
  });

  it('honours the preferences: no mail in a category the member turned off, nor for their own comment', async () => {
    const deps = mailDeps(memoryRecipients([{ ...owner, preferences: { comments: false } }]));
    expect(await mailComment(deps, comment)).toBe(false);
    expect(await mailComment(mailDeps(memoryRecipients([owner])), { ...comment, authorUid: 'owner1' })).toBe(false);
    expect(deps.outbox.mails.size).toBe(0);
  });

  it('sends transactional mail whatever the preferences, without List-Unsubscribe', async () => {
    const deps = mailDeps(memoryRecipients([{ ...owner, preferences: { comments: false, followers: false, messages: false } }]));
    expect(await mailPaymentFailed(deps, { uid: 'owner1', planName: 'Gold', eventId: 'evt_1' })).toBe(true);
    expect(await mailPaymentFailed(deps, { uid: 'owner1', planName: 'Gold', eventId: 'evt_1' })).toBe(false);
    const { mail } = deps.outbox.mails.get('payment-failed-evt_1')!;
    expect([mail.message.subject, mail.message.headers]).toEqual(['Your Gold payment did not go through', undefined]);
  });

  it('an invitation goes to the invited address with the invitation link', async () => {
    const deps = mailDeps();
    await mailInvitation(deps, { inviteId: 'inv1', to: 'guest@example.com', ownerName: 'Olivia', boardTitle: 'Sunny loft' });
    const { mail } = deps.outbox.mails.get('invitation-inv1')!;
    expect([mail.to, mail.uid, mail.message.subject]).toEqual(['guest@example.com', null, 'Olivia invited you to edit “Sunny loft”']);
    expect(mail.message.text).toContain('Open the invitation: https://roomboard.test/invite/inv1');
  });

  it('a failing outbox never throws into the member’s action', async () => {
    const deps = mailDeps(memoryRecipients([owner]));
    deps.outbox.queue = async () => {
      throw new Error('firestore down');
    };
    await expect(mailComment(deps, comment)).resolves.toBe(false);
  });

  it('the follower digest queues one mail per member and day, once however often it runs', async () => {
    const deps = mailDeps(memoryRecipients([owner, { uid: 'quiet', email: 'q@example.com', preferences: { followers: false } }]));
    const users = memoryUsers();
    for (const [uid, userName] of [
      ['f1', 'ada'],
      ['f2', 'bo'],
    ] as const)
      await users.save(uid, `${uid}@x.y`, { profile: { first_name: 'A', last_name: 'B', user_name: userName } });
    const yesterday = new Date('2026-03-01T15:00:00Z');
    const follows = [
      { followerUid: 'f1', followeeUid: 'owner1', at: yesterday },
      { followerUid: 'f2', followeeUid: 'owner1', at: yesterday },
      { followerUid: 'f1', followeeUid: 'quiet', at: yesterday },
      { followerUid: 'f2', followeeUid: 'owner1', at: new Date('2026-03-02T01:00:00Z') },
    ];
    const recentFollows = { between: async (from: Date, to: Date) => follows.filter((f) => f.at >= from && f.at < to) };
    const today = new Date('2026-03-02T07:00:00Z');
    expect(await mailFollowerDigests({ ...deps, recentFollows, users }, today)).toBe(1);
    expect(await mailFollowerDigests({ ...deps, recentFollows, users }, today)).toBe(0);
    expect([...deps.outbox.mails.keys()]).toEqual(['followers-owner1-2026-03-01']);
    expect(deps.outbox.mails.get('followers-owner1-2026-03-01')!.mail.message.text).toContain('ada, bo started following you yesterday.');
  });
});

describe('delivering mail', () => {
  const policy = { maxAttempts: 3, retryBaseMs: 60_000, leaseMs: 120_000 };
  async function queued() {
    const outbox = memoryMail();
    await mailInvitation(mailDeps(memoryRecipients(), outbox), { inviteId: 'i1', to: 'g@example.com', ownerName: 'O', boardTitle: 'T' });
    return outbox;
  }

  it('sends a queued mail once, however many deliverers run at once', async () => {
    const outbox = await queued();
    const transport = scriptedTransport(['ok']);
    const deps: DeliverMailDeps = { deliveries: outbox, transport, policy };
    const outcomes = await Promise.all([deliverMail(deps, 'invitation-i1'), deliverMail(deps, 'invitation-i1'), sweepMail(deps)]);
    expect(transport.sent).toHaveLength(1);
    expect(outcomes.slice(0, 2).sort()).toEqual(['sent', 'skipped']);
    expect(outbox.mails.get('invitation-i1')!.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
  });

  it('retries after a back-off and ends in ERROR with the error after the last attempt', async () => {
    const outbox = await queued();
    let now = new Date('2026-03-02T10:00:00Z');
    const deps: DeliverMailDeps = {
      deliveries: outbox,
      transport: scriptedTransport([{ message: 'connect ECONNREFUSED', responseCode: null }]),
      policy,
      now: () => now,
    };
    expect(await deliverMail(deps, 'invitation-i1')).toBe('retry');
    expect(await sweepMail(deps)).toEqual({});
    now = new Date('2026-03-02T10:01:00Z');
    expect(await sweepMail(deps)).toEqual({ 'invitation-i1': 'retry' });
    now = new Date('2026-03-02T11:00:00Z');
    expect(await sweepMail(deps)).toEqual({ 'invitation-i1': 'error' });
    expect(outbox.mails.get('invitation-i1')!.delivery).toMatchObject({ state: 'ERROR', attempts: 3, error: 'connect ECONNREFUSED' });
  });

  it('leaves mail pending when no SMTP server is configured', async () => {
    const outbox = await queued();
    expect(await deliverMail({ deliveries: outbox, transport: null, policy }, 'invitation-i1')).toBe('skipped');
    expect(outbox.mails.get('invitation-i1')!.delivery.state).toBe('PENDING');
  });
});

describe('preferences and one-click unsubscribe', () => {
  it('turns off only the category the link names; a tampered link answers 400 and changes nothing', async () => {
    const recipients = memoryRecipients([owner]);
    const deps = { recipients, unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET };
    const token = unsubscribeToken(TEST_UNSUBSCRIBE_SECRET, 'owner1', 'followers');
    await expect(unsubscribe(deps, `${token}x`)).rejects.toMatchObject({ status: 400, message: UNSUBSCRIBE_LINK_INVALID });
    expect(await getMailPreferences(deps, 'owner1')).toEqual({ comments: true, followers: true, messages: true });
    expect(await unsubscribe(deps, token)).toEqual({ category: 'followers' });
    expect(await getMailPreferences(deps, 'owner1')).toEqual({ comments: true, followers: false, messages: true });
    expect(await saveMailPreferences(deps, 'owner1', { comments: false, followers: true, messages: true })).toEqual({
      comments: false,
      followers: true,
      messages: true,
    });
  });
});
