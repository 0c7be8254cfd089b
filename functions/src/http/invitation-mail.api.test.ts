// Invitation mail cannot be used to mail strangers, over real HTTP on the Auth and Firestore emulators: only a verified
// sender invites, invite-withdraw-invite mails once, the ceilings answer 429 (safely under concurrent invitations), and
// the one-click opt-out in an invitation stops invitation mail to that address from every sender.
import { randomUUID } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_SENDER_UNVERIFIED, type BoardInvite, type Collaborators } from '../contracts/live.js';
import type { NotificationsPage } from '../contracts/notifications.js';
import { adminApp, composeBoards } from '../composition.js';
import { invitationLimitMessage } from '../domain/invitation-mail.js';
import type { OutgoingMail } from '../ports/mail.port.js';
import { type TestUser, signUpMember } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { createBoardRecord } from '../testing/factories.js';

interface Member {
  user: TestUser;
  token: string;
}

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const oneClick = { method: 'POST', rawBody: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' };

describe('invitation mail', () => {
  let backend: TestBackend;
  let db: Firestore;
  let olive: Member;
  let pat: Member;

  const join = (first: string, verified = true): Promise<Member> => signUpMember(backend, first, { verified });

  async function boardOf(member: Member): Promise<string> {
    const { boards } = await composeBoards(backend.config);
    const { id: _id, ...record } = createBoardRecord({ ownerUid: member.user.uid, ownerName: 'Olive', createdAt: new Date() });
    return boards.insert(record);
  }

  const invite = (member: Member, boardId: string, email: string) =>
    call<BoardInvite & { error?: string }>(backend, `boards/${boardId}/invites`, { token: member.token, body: { email } });
  const withdraw = (member: Member, boardId: string, inviteId: string) =>
    call(backend, `boards/${boardId}/invites/${inviteId}`, { method: 'DELETE', token: member.token });
  const invitationMails = async (to: string) =>
    (await db.collection('mail').where('to', '==', to).get()).docs
      .map((doc) => doc.data() as OutgoingMail)
      .filter((mail) => mail.category === 'invitation');

  beforeAll(async () => {
    backend = await startBackend();
    db = getFirestore(await adminApp(backend.config));
    [olive, pat] = await Promise.all([join('Olive'), join('Pat')]);
  });
  afterAll(() => backend?.close());

  it('refuses an owner whose address is not verified, and makes no invitation', async () => {
    const unverified = await join('Uma', false);
    const board = await boardOf(unverified);
    const to = address('stranger');
    expect(await invite(unverified, board, to)).toMatchObject({
      status: 403,
      body: { error: INVITE_SENDER_UNVERIFIED, code: 'email-unverified', email: unverified.user.email },
    });
    expect((await call<Collaborators>(backend, `boards/${board}/collaborators`, { token: unverified.token })).body.invites).toEqual([]);
    expect(await invitationMails(to)).toEqual([]);
  });

  it('invite, withdraw and invite again sends one mail, with a neutral subject and a one-click opt-out', async () => {
    const board = await boardOf(olive);
    const to = address('guest');
    const first = await invite(olive, board, to);
    expect(first.status).toBe(201);
    expect((await withdraw(olive, board, first.body.id)).status).toBe(204);
    const again = await invite(olive, board, to);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
    const mails = await invitationMails(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.subject).toBe('You are invited to edit a board on Roomboard');
    expect(mails[0]!.message.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/[^>]+\/api\/mail\/unsubscribe\?token=[^>]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mails[0]!.message.text).toContain("Don't e-mail me invitations: http");
  });

  it('an address gets at most 3 invitation mails a day from all senders together, however many invite at once', async () => {
    const to = address('popular');
    const boards = await Promise.all([boardOf(olive), boardOf(olive), boardOf(olive), boardOf(pat), boardOf(pat)]);
    const senders = [olive, olive, olive, pat, pat];
    const answers = await Promise.all(boards.map((board, n) => invite(senders[n]!, board, to)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body.error).toMatch(
        /^This address has had 3 invitations in the last 24 hours, the most Roomboard sends it\. Please try again in 2[34] hours\.$/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    }
    expect(await invitationMails(to)).toHaveLength(3);
  });

  it('a sender gets at most 20 invitation mails a day: the 21st answers 429 with the message and Retry-After', async () => {
    const sender = await join('Sam');
    const board = await boardOf(sender);
    for (let n = 0; n < 20; n++) {
      const sent = await invite(sender, board, address(`friend${n}`));
      expect(sent.status, `invitation ${n + 1}`).toBe(201);
      expect((await withdraw(sender, board, sent.body.id)).status).toBe(204);
    }
    const refused = await invite(sender, board, address('one-more'));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(invitationLimitMessage('sender', Number(refused.headers.get('retry-after')) * 1000));
    expect(refused.body.error).toMatch(/^You have sent 20 invitations in the last 24 hours, the most Roomboard sends for one member\./);
    expect((await call<Collaborators>(backend, `boards/${board}/collaborators`, { token: sender.token })).body.invites).toEqual([]);
  });

  it('the one-click opt-out stops invitation mail to that address from every sender; the invitation still shows in the app', async () => {
    const zoe = await join('Zoe');
    const [oliveBoard, patBoard] = await Promise.all([boardOf(olive), boardOf(pat)]);
    expect((await invite(olive, oliveBoard, zoe.user.email)).status).toBe(201);
    const [mail] = await invitationMails(zoe.user.email);
    const link = new URL(mail!.message.headers!['List-Unsubscribe']!.slice(1, -1));
    const path = `mail/unsubscribe${link.search}`;

    const page = await call(backend, path);
    expect(String(page.body)).toContain('Stop these mails: <strong>invitations to edit boards</strong>?');
    expect(await call(backend, path, oneClick)).toMatchObject({ status: 200, body: { unsubscribed: 'invitations' } });

    const fromPat = await invite(pat, patBoard, zoe.user.email.toUpperCase());
    expect(fromPat.status).toBe(201);
    expect(await invitationMails(zoe.user.email), 'no mail from another sender').toHaveLength(1);
    const { notifications } = (await call<NotificationsPage>(backend, 'notifications', { token: zoe.token })).body;
    expect(notifications.map((notification) => notification.link)).toContain(`/invite/${fromPat.body.id}`);
    expect(await call(backend, `invites/${fromPat.body.id}/accept`, { method: 'POST', token: zoe.token })).toMatchObject({
      status: 200,
      body: { boardId: patBoard },
    });

    const tampered = `mail/unsubscribe?token=${encodeURIComponent(`${link.searchParams.get('token')!.slice(0, -2)}xx`)}`;
    expect((await call(backend, tampered, oneClick)).status).toBe(400);
  });
});
