// Mail goes only to the address a member signs in with, once verified, over real HTTP on the Auth and Firestore
// emulators: a verified change of address moves the mail and the profile's copy and tells the old address; a password
// change is told; an unverified address gets no mail it could turn off; an old unsubscribe link never brings back a
// deleted member's profile.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, composeBoards } from '../composition.js';
import type { OutgoingMail } from '../ports/mail.port.js';
import { identityToolkit, providerSignIn, sessionFor, verifyEmail, signUpMember, type TestUser } from '../testing/auth.js';
import { call, emulatorHosts, startBackend, type TestBackend } from '../testing/backend.js';
import { createBoardRecord } from '../testing/factories.js';

interface Member {
  user: TestUser;
  token: string;
}

const oneClick = { method: 'POST', rawBody: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' };

/** Changes the account's address the way the web app does: a link sent to the new address (verifyBeforeUpdateEmail), opened. */
async function changeAddress(user: TestUser, newEmail: string): Promise<void> {
  const idToken = await providerSignIn(user.email, user.password);
  await identityToolkit('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken, newEmail });
  const { auth, projectId } = emulatorHosts();
  const listed = await fetch(`http://${auth}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await listed.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.email === user.email && code.requestType === 'VERIFY_AND_CHANGE_EMAIL').pop();
  if (!link) throw new Error(`no change-of-address link for ${user.email}`);
  expect((await fetch(link.oobLink)).status).toBe(200);
}

describe('where a member’s mail goes', () => {
  let backend: TestBackend;
  let db: Firestore;
  let fan: Member;

  const join = (first: string, verified = true): Promise<Member> => signUpMember(backend, first, { verified });

  async function publicBoardOf(member: Member): Promise<string> {
    const { boards } = await composeBoards(backend.config);
    const { id: _id, ...record } = createBoardRecord({ ownerUid: member.user.uid, visibility: 'public', createdAt: new Date() });
    return boards.insert(record);
  }

  /** The fan comments on the board; answers the comment mail's document (undefined: no mail). */
  async function commentMail(boardId: string, text: string): Promise<OutgoingMail | undefined> {
    const posted = await call<{ id: string }>(backend, `boards/${boardId}/comments`, { token: fan.token, body: { text } });
    expect(posted.status).toBe(201);
    return (await db.collection('mail').doc(`comment-${posted.body.id}`).get()).data() as OutgoingMail | undefined;
  }

  const mailsTo = async (to: string, category: string) =>
    (await db.collection('mail').where('to', '==', to).get()).docs
      .map((doc) => doc.data() as OutgoingMail)
      .filter((mail) => mail.category === category);
  const storedEmail = async (uid: string) => (await db.doc(`users/${uid}`).get()).get('email') as string | undefined;

  beforeAll(async () => {
    backend = await startBackend();
    db = getFirestore(await adminApp(backend.config));
    fan = await join('Finn');
  });
  afterAll(() => backend?.close());

  it('after a verified change of address, mail goes to the new one, the profile follows, and the old one is told once', async () => {
    const member = await join('Maya');
    const board = await publicBoardOf(member);
    const before = member.user.email;
    const after = `maya-new-${randomUUID().slice(0, 8)}@example.com`;
    expect((await commentMail(board, 'First!'))?.to).toBe(before);

    await changeAddress(member.user, after);
    expect((await commentMail(board, 'Second.'))?.to).toBe(after);
    expect(await storedEmail(member.user.uid)).toBe(after);
    const notices = await mailsTo(before, 'account');
    expect(notices.map((notice) => notice.message.subject)).toEqual(['Your Roomboard e-mail address was changed']);
    expect(notices[0]!.message.text).toContain(`was changed to m•••@example.com`);
    expect(notices[0]!.message.text).toMatch(/This was not me: http:\/\/\S+\//);

    const token = await sessionFor(backend, { ...member.user, email: after });
    expect((await call<{ email: string }>(backend, 'get-profile', { token })).body.email).toBe(after);
    expect(await mailsTo(before, 'account'), 'told once').toHaveLength(1);
  });

  it('a sign-in with the changed address is enough for the profile to follow it', async () => {
    const member = await join('Noor');
    const before = member.user.email;
    const after = `noor-new-${randomUUID().slice(0, 8)}@example.com`;
    await changeAddress(member.user, after);
    await sessionFor(backend, { ...member.user, email: after });
    expect(await storedEmail(member.user.uid)).toBe(after);
    expect(await mailsTo(before, 'account')).toHaveLength(1);
  });

  it('a member whose address is not verified gets no mail they could turn off', async () => {
    const member = await join('Ugo', false);
    const board = await publicBoardOf(member);
    expect(await commentMail(board, 'Nice room.')).toBeUndefined();
    await verifyEmail(member.user);
    expect((await commentMail(board, 'Still nice.'))?.to).toBe(member.user.email);
  });

  it('a password change is told to the member’s address, once per sign-in', async () => {
    const member = await join('Pia');
    expect((await call(backend, 'password-changed', { method: 'POST', token: member.token })).status).toBe(204);
    expect((await call(backend, 'password-changed', { method: 'POST', token: member.token })).status).toBe(204);
    const notices = await mailsTo(member.user.email, 'account');
    expect(notices.map((notice) => notice.message.subject)).toEqual(['Your Roomboard password was changed']);
    expect(notices[0]!.message.text).toMatch(/Reset my password: http:\/\/\S+\/login/);
    expect((await call(backend, 'password-changed', { method: 'POST' })).status).toBe(401);
  });

  it('an unsubscribe link of a deleted member answers as usual and creates no document', async () => {
    const member = await join('Dora');
    const board = await publicBoardOf(member);
    const mail = await commentMail(board, 'Lovely.');
    const link = new URL(mail!.message.headers!['List-Unsubscribe']!.slice(1, -1));
    await Promise.all([db.doc(`users/${member.user.uid}`).delete(), getAuth(await adminApp(backend.config)).deleteUser(member.user.uid)]);

    expect(await call(backend, `mail/unsubscribe${link.search}`, oneClick)).toMatchObject({
      status: 200,
      body: { unsubscribed: 'comments' },
    });
    expect((await db.doc(`users/${member.user.uid}`).get()).exists).toBe(false);
  });
});
