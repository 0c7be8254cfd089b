import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_LINK_INVALID } from '../contracts/mail.js';
import { addressKey } from '../domain/invitation-mail.js';
import { addressOptOutToken, unsubscribeToken } from '../domain/mail-tokens.js';
import {
  TEST_UNSUBSCRIBE_SECRET,
  mailDeps,
  memoryMail,
  memoryMailAddresses,
  memoryRecipients,
  scriptedTransport,
} from '../testing/memory-mail.js';
import { memoryUsers } from '../testing/memory-repositories.js';
import { deliverMail, sweepMail, type DeliverMailDeps } from './deliver-mail.service.js';
import { mailComment, mailInvitation, mailPasswordChanged, mailPaymentFailed } from './steps/mail-notices.js';
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

  it('an invitation goes to the invited address with the invitation link and a one-click opt-out of invitations', async () => {
    const deps = mailDeps();
    await mailInvitation(deps, { inviteId: 'inv1', to: 'guest@example.com', ownerName: 'Olivia <b>', boardTitle: 'Sunny loft' });
    const { mail } = deps.outbox.mails.get('invitation-inv1')!;
    expect([mail.to, mail.uid, mail.message.subject]).toEqual(['guest@example.com', null, 'You are invited to edit a board on Roomboard']);
    expect(mail.message.text).toContain('Open the invitation: https://roomboard.test/invite/inv1');
    const token = addressOptOutToken(TEST_UNSUBSCRIBE_SECRET, addressKey('guest@example.com'));
    const link = `https://roomboard.test/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(mail.message.headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.message.text).toContain(`Don't e-mail me invitations: ${link}`);
    expect(mail.message.html).toContain(`>Don&#39;t e-mail me invitations</a>`);
    expect(mail.message.html).toContain('Olivia &lt;b&gt; invited you');
  });

  it('sends no invitation without a secret to sign its opt-out link', async () => {
    const deps = { ...mailDeps(), unsubscribeSecret: null };
    expect(await mailInvitation(deps, { inviteId: 'inv1', to: 'guest@example.com', ownerName: 'O', boardTitle: 'T' })).toBe(false);
    expect(deps.outbox.mails.size).toBe(0);
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
    expect(await mailFollowerDigests({ ...deps, recentFollows, users, now: () => today })).toBe(1);
    expect(await mailFollowerDigests({ ...deps, recentFollows, users, now: () => today })).toBe(0);
    expect([...deps.outbox.mails.keys()]).toEqual(['followers-owner1-2026-03-01']);
    expect(deps.outbox.mails.get('followers-owner1-2026-03-01')!.mail.message.text).toContain('ada, bo started following you yesterday.');
  });
});

describe('where a member’s mail goes', () => {
  it('to the address the account signs in with; a verified change moves the profile’s copy and tells the old address once', async () => {
    const deps = mailDeps(memoryRecipients([owner]));
    deps.accounts.changes.set('owner1', { email: 'Owner.New@example.com', verified: true });
    expect(await mailComment(deps, comment)).toBe(true);
    expect(deps.outbox.mails.get('comment-c1')!.mail.to).toBe('owner.new@example.com');
    expect(deps.recipients.byUid.get('owner1')!.email).toBe('owner.new@example.com');
    expect(await mailComment(deps, { ...comment, commentId: 'c2' })).toBe(true);
    const notices = [...deps.outbox.mails.values()].filter(({ mail }) => mail.category === 'account').map(({ mail }) => mail);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      to: 'owner@example.com',
      uid: null,
      message: { subject: 'Your Roomboard e-mail address was changed' },
    });
    expect(notices[0]!.message.text).toContain('was changed to o•••@example.com');
    expect(notices[0]!.message.text).toContain('This was not me: https://roomboard.test/');
  });

  it('mail a member may turn off goes to a verified address only; their transactional mail still goes', async () => {
    const deps = mailDeps(memoryRecipients([owner]));
    deps.accounts.changes.set('owner1', { email: 'owner@example.com', verified: false });
    expect(await mailComment(deps, comment)).toBe(false);
    expect(await mailPaymentFailed(deps, { uid: 'owner1', planName: 'Gold', eventId: 'evt_1' })).toBe(true);
    expect([...deps.outbox.mails.keys()]).toEqual(['payment-failed-evt_1']);
  });

  it('an unverified address never replaces the profile’s copy, and a deleted account gets nothing', async () => {
    const deps = mailDeps(memoryRecipients([owner]));
    deps.accounts.changes.set('owner1', { email: 'someone@example.com', verified: false });
    await mailPaymentFailed(deps, { uid: 'owner1', planName: 'Gold', eventId: 'evt_1' });
    expect(deps.recipients.byUid.get('owner1')!.email).toBe('owner@example.com');
    deps.accounts.changes.set('owner1', null);
    expect(await mailPaymentFailed(deps, { uid: 'owner1', planName: 'Gold', eventId: 'evt_2' })).toBe(false);
  });

  it('a password change is told to the verified address, once per sign-in', async () => {
    const deps = mailDeps(memoryRecipients([owner]));
    const signedInAt = new Date('2026-03-02T09:58:00Z');
    expect(await mailPasswordChanged(deps, { uid: 'owner1', signedInAt })).toBe(true);
    expect(await mailPasswordChanged(deps, { uid: 'owner1', signedInAt })).toBe(false);
    const [stored] = [...deps.outbox.mails.values()];
    expect(stored!.mail).toMatchObject({
      to: 'owner@example.com',
      category: 'account',
      message: { subject: 'Your Roomboard password was changed' },
    });
    expect(stored!.mail.message.text).toContain('Reset my password: https://roomboard.test/login');
    deps.accounts.changes.set('owner1', { email: 'owner@example.com', verified: false });
    expect(await mailPasswordChanged(deps, { uid: 'owner1', signedInAt: new Date() })).toBe(false);
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
    const deps = { recipients, addresses: memoryMailAddresses(), unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET };
    const token = unsubscribeToken(TEST_UNSUBSCRIBE_SECRET, 'owner1', 'followers');
    await expect(unsubscribe(deps, `${token}x`)).rejects.toMatchObject({ status: 400, message: UNSUBSCRIBE_LINK_INVALID });
    expect(await getMailPreferences(deps, 'owner1')).toEqual({ comments: true, followers: true, messages: true });
    expect(await unsubscribe(deps, token)).toEqual({ kind: 'member', uid: 'owner1', category: 'followers' });
    expect(await getMailPreferences(deps, 'owner1')).toEqual({ comments: true, followers: false, messages: true });
    expect(await saveMailPreferences(deps, 'owner1', { comments: false, followers: true, messages: true })).toEqual({
      comments: false,
      followers: true,
      messages: true,
    });
  });

  it('a link of a member whose profile is gone writes nothing, and never brings the profile back', async () => {
    const recipients = memoryRecipients([owner]);
    const deps = { recipients, addresses: memoryMailAddresses(), unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET };
    const token = unsubscribeToken(TEST_UNSUBSCRIBE_SECRET, 'deleted1', 'comments');
    expect(await unsubscribe(deps, token)).toEqual({ kind: 'member', uid: 'deleted1', category: 'comments' });
    expect(recipients.byUid.has('deleted1')).toBe(false);
  });

  it('an invitation’s opt-out link turns invitation mail off for its address', async () => {
    const deps = { recipients: memoryRecipients(), addresses: memoryMailAddresses(), unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET };
    const key = addressKey('guest@example.com');
    expect(await unsubscribe(deps, addressOptOutToken(TEST_UNSUBSCRIBE_SECRET, key))).toEqual({
      kind: 'address',
      addressKey: key,
      category: 'invitations',
    });
    expect([...deps.addresses.optedOut]).toEqual([key]);
  });
});
