// Boards edited together, over HTTP against the Auth and Firestore emulators.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_NOT_FOUND, type Board } from '../contracts/boards.js';
import type { RoomLayout } from '../contracts/designer.js';
import {
  INVITE_EMAIL_INVALID,
  INVITE_EMAIL_UNVERIFIED,
  INVITE_NOT_FOUND,
  INVITE_WRONG_ACCOUNT,
  type BoardInvite,
  type Collaborators,
} from '../contracts/live.js';
import { VALID } from '../contracts/accounts.examples.js';
import { adminApp, composeCatalogue } from '../composition.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import { createAccount, identityToolkit, providerSignIn, sessionFor, verifyEmail, type TestUser } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const prefix = `live-${randomUUID().slice(0, 6)}`;
const productIds = [`${prefix}-bed`, `${prefix}-lamp`];
const [BED, LAMP] = productIds as [string, string];
const LAYOUT: RoomLayout = {
  width: 400,
  length: 300,
  shape: 'rectangular',
  items: [
    { id: BED, x: 100, y: 100, rotation: 0 },
    { id: LAMP, x: 300, y: 50, rotation: 0 },
  ],
};
const at = (x: number, item: string, rotation = 0) => ({ ...LAYOUT.items.find((placed) => placed.id === item)!, x, rotation });

describe('boards edited together', () => {
  let api: TestBackend;
  let db: Firestore;
  let generations: GenerationsRepository;
  let owner: TestUser;
  let editor: TestUser;
  let stranger: TestUser;
  let ownerToken: string;
  let editorToken: string;
  let strangerToken: string;
  let boardId: string;

  async function newBoard(visibility: 'public' | 'private'): Promise<string> {
    const job = createGenerationJob({ id: randomUUID(), ownerUid: owner.uid, productIds, createdAt: new Date(), imageKey: randomUUID() });
    await generations.transact(job.id, owner.uid, () => ({ result: null, job }));
    const saved = await call<{ id: string }>(api, 'save-products', { token: ownerToken, body: [{ generationId: job.id, visibility }] });
    expect(saved.status).toBe(201);
    return saved.body.id;
  }

  const invite = (token: string, board: string, email: string) =>
    call<BoardInvite>(api, `boards/${board}/invites`, { token, body: { email } });
  const saveLayout = (token: string, board: string, body: unknown) =>
    call<Board>(api, `boards/${board}/layout`, { method: 'PUT', token, body });
  const liveDoc = async (board: string) => (await db.doc(`liveLayouts/${board}`).get()).data();
  const claimsOf = (idToken: string) =>
    JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown> & { user_id: string };

  beforeAll(async () => {
    api = await startBackend();
    db = getFirestore(await adminApp(api.config));
    const catalogue = await composeCatalogue(api.config);
    generations = catalogue.generations;
    await catalogue.products.upsertMany(productIds.map((id, n) => createCatalogueProduct(n + 1, { id })));
    [owner, editor, stranger] = await Promise.all([createAccount(), createAccount(), createAccount()]);
    await Promise.all([verifyEmail(owner), verifyEmail(editor), verifyEmail(stranger)]);
    [ownerToken, editorToken, strangerToken] = await Promise.all([
      sessionFor(api, owner),
      sessionFor(api, editor),
      sessionFor(api, stranger),
    ]);
    boardId = await newBoard('private');
    expect((await saveLayout(ownerToken, boardId, LAYOUT)).status).toBe(200);
  });
  afterAll(() => api.close());

  it('lets only the invited address accept an invitation; the owner lists and removes co-editors', async () => {
    const board = await newBoard('private');
    expect(await invite(ownerToken, board, 'not-an-address')).toMatchObject({ status: 400, body: { error: INVITE_EMAIL_INVALID } });
    const sent = await invite(ownerToken, board, editor.email.toUpperCase());
    expect(sent).toMatchObject({ status: 201, body: { email: editor.email.toLowerCase() } });
    const id = sent.body.id;

    for (const token of [strangerToken, ownerToken]) {
      expect(await call(api, `invites/${id}/accept`, { method: 'POST', token })).toMatchObject({
        status: 403,
        body: { error: INVITE_WRONG_ACCOUNT },
      });
      expect(await call(api, `invites/${id}`, { token })).toMatchObject({ status: 403, body: { error: INVITE_WRONG_ACCOUNT } });
    }
    expect((await call(api, `boards/${board}`, { token: editorToken })).status).toBe(404);
    expect(await call(api, `invites/${id}`, { token: editorToken })).toMatchObject({ status: 200, body: { boardId: board } });
    expect(await call(api, `invites/${id}/accept`, { method: 'POST', token: editorToken })).toMatchObject({
      status: 200,
      body: { boardId: board },
    });
    expect(await call(api, `invites/${id}/accept`, { method: 'POST', token: editorToken })).toMatchObject({
      status: 404,
      body: { error: INVITE_NOT_FOUND },
    });

    const shared = await call<{ boards: Board[] }>(api, 'shared-boards', { token: editorToken });
    expect(shared.body.boards.map((each) => each.id)).toContain(board);
    expect((await call<{ boards: Board[] }>(api, 'shared-boards', { token: strangerToken })).body.boards).toEqual([]);
    const seen = await call<Board>(api, `boards/${board}`, { token: editorToken });
    expect(seen).toMatchObject({ status: 200, body: { isOwner: false, canEdit: true } });
    expect(seen.body.image_url).toContain('key=');
    // The co-editor's key opens the board's picture, and is not the owner's (which opens the room photo and history).
    await api.blobs.put(`boards/${'d'.repeat(32)}.png`, Buffer.from('picture'), 'image/png');
    const load = async (url: string) => (await fetch(`${api.url}${url}`)).status;
    expect(await load(seen.body.image_url!)).toBe(200);
    const editorKey = new URL(seen.body.image_url!, api.url).searchParams.get('key')!;
    const ownerView = await call<Board>(api, `boards/${board}`, { token: ownerToken });
    expect(new URL(ownerView.body.image_url!, api.url).searchParams.get('key')).not.toBe(editorKey);
    expect(await load(`/api/boards/${board}/room-photo/image?key=${editorKey}`)).toBe(404);
    expect(await load(`/api/boards/${board}/pictures/${'d'.repeat(32)}/image?key=${editorKey}`)).toBe(404);
    expect((await liveDoc(board))?.editorUids).toEqual([owner.uid, editor.uid]);
    // The live document every editor's browser reads names co-editors without their addresses.
    expect(JSON.stringify(await liveDoc(board))).not.toContain('@');
    const listed = await call<Collaborators>(api, `boards/${board}/collaborators`, { token: ownerToken });
    expect(listed).toMatchObject({ status: 200, body: { editors: [{ uid: editor.uid, email: editor.email.toLowerCase() }], invites: [] } });

    expect((await call(api, `boards/${board}/editors/${editor.uid}`, { method: 'DELETE', token: strangerToken })).status).toBe(403);
    expect((await call(api, `boards/${board}/editors/${editor.uid}`, { method: 'DELETE', token: ownerToken })).status).toBe(204);
    expect(await call(api, `boards/${board}`, { token: editorToken })).toMatchObject({ status: 404, body: { error: BOARD_NOT_FOUND } });
    // What the removed co-editor's key opened, it opens no more; the owner's picture still shows.
    expect(await load(seen.body.image_url!)).toBe(404);
    expect(await load((await call<Board>(api, `boards/${board}`, { token: ownerToken })).body.image_url!)).toBe(200);
    expect((await liveDoc(board))?.editorUids).toEqual([owner.uid]);
    const after = await call<{ boards: Board[] }>(api, 'shared-boards', { token: editorToken });
    expect(after.body.boards.map((each) => each.id)).not.toContain(board);
  });

  it('refuses an invited account whose address is not verified', async () => {
    const board = await newBoard('public');
    const unverified = await createAccount();
    const id = (await invite(ownerToken, board, unverified.email)).body.id;
    const token = await sessionFor(api, unverified);
    expect(await call(api, `invites/${id}/accept`, { method: 'POST', token })).toMatchObject({
      status: 403,
      body: { error: INVITE_EMAIL_UNVERIFIED },
    });
  });

  it('lists an invitation opened before the invitee verified as waiting for that, until it is accepted', async () => {
    const board = await newBoard('public');
    const invitee = await createAccount();
    const id = (await invite(ownerToken, board, invitee.email)).body.id;
    const listed = async () => (await call<Collaborators>(api, `boards/${board}/collaborators`, { token: ownerToken })).body.invites;
    expect(await listed()).toEqual([{ id, email: invitee.email, createdAt: expect.any(String) }]);
    const token = await sessionFor(api, invitee);
    expect(await call(api, `invites/${id}`, { token })).toMatchObject({
      status: 403,
      body: { error: INVITE_EMAIL_UNVERIFIED, code: 'email-unverified', email: invitee.email },
    });
    expect(await listed()).toEqual([{ id, email: invitee.email, createdAt: expect.any(String), awaitingVerification: true }]);
    // Verified after the session was made: the same session now accepts, and the invitation leaves the list.
    await verifyEmail(invitee);
    expect(await call(api, `invites/${id}/accept`, { method: 'POST', token })).toMatchObject({ status: 200, body: { boardId: board } });
    expect(await listed()).toEqual([]);
  });

  describe('with a co-editor', () => {
    beforeAll(async () => {
      const id = (await invite(ownerToken, boardId, editor.email)).body.id;
      expect((await call(api, `invites/${id}/accept`, { method: 'POST', token: editorToken })).status).toBe(200);
    });

    it('a co-editor cannot delete the board, change its visibility, invite or list; the board stays as it was', async () => {
      const before = (await db.doc(`boards/${boardId}`).get()).data();
      const attempts = [
        call(api, `boards/${boardId}`, { method: 'DELETE', token: editorToken }),
        call(api, `boards/${boardId}`, { method: 'PATCH', token: editorToken, body: { visibility: 'public' } }),
        invite(editorToken, boardId, 'friend@example.com'),
        call(api, `boards/${boardId}/collaborators`, { token: editorToken }),
      ];
      for (const { status, body } of await Promise.all(attempts))
        expect([status, (body as { error?: string }).error]).toEqual([403, NOT_AUTHORIZED]);
      expect((await db.doc(`boards/${boardId}`).get()).data()).toEqual(before);
    });

    it('keeps both of two concurrent saves of different items, on the live layout and on the board', async () => {
      const { body } = await call<Board>(api, `boards/${boardId}`, { token: editorToken });
      const base = body.layoutVersions!;
      const [a, b] = await Promise.all([
        saveLayout(ownerToken, boardId, { ...LAYOUT, items: [at(150, BED), at(300, LAMP)], base: { items: { [BED]: base.items[BED] } } }),
        saveLayout(editorToken, boardId, {
          ...LAYOUT,
          items: [at(100, BED), at(320, LAMP, 90)],
          base: { items: { [LAMP]: base.items[LAMP] } },
        }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const both = [at(150, BED), at(320, LAMP, 90)];
      expect((await liveDoc(boardId))?.layout.items).toEqual(both);
      expect((await liveDoc(boardId))?.versions).toMatchObject({ layout: base.layout + 2, items: { [BED]: base.items[BED]! + 1 } });
      expect((await db.doc(`boards/${boardId}`).get()).get('layout.items')).toEqual(both);
      const seen = await call<Board>(api, `boards/${boardId}`, { token: ownerToken });
      expect(seen.body).toMatchObject({ layout: { items: both }, layoutVersions: { layout: base.layout + 2 } });
    });

    it('lets the later of two edits of one item win and says so to the later saver; a room change is versioned', async () => {
      const { body } = await call<Board>(api, `boards/${boardId}`, { token: ownerToken });
      const base = body.layoutVersions!;
      const first = await saveLayout(ownerToken, boardId, {
        ...LAYOUT,
        items: [at(10, BED), at(320, LAMP, 90)],
        base: { items: { [BED]: base.items[BED] } },
      });
      expect(first.body.overwritten).toEqual([]);
      const later = await saveLayout(editorToken, boardId, {
        ...LAYOUT,
        width: 520,
        items: [at(20, BED, 180), at(320, LAMP, 90)],
        base: { room: base.room, items: { [BED]: base.items[BED] } },
      });
      expect(later).toMatchObject({ status: 200, body: { overwritten: [BED], layout: { width: 520 } } });
      expect(later.body.layout!.items[0]).toEqual(at(20, BED, 180));
      expect(later.body.layoutVersions).toMatchObject({ room: base.room + 1, items: { [BED]: base.items[BED]! + 2 } });
    });

    it('answers 403 to a layout save by anyone else and 400 to bad versions, writing nothing', async () => {
      const before = await liveDoc(boardId);
      expect(await saveLayout(strangerToken, boardId, LAYOUT)).toMatchObject({ status: 403, body: { error: NOT_AUTHORIZED } });
      expect((await saveLayout(ownerToken, boardId, { ...LAYOUT, base: { items: { [BED]: -1 } } })).status).toBe(400);
      expect(await liveDoc(boardId)).toEqual(before);
    });

    it('shows who is on the board through heartbeats, to editors only, until they leave', async () => {
      expect((await call(api, `boards/${boardId}/presence`, { method: 'POST', token: editorToken })).status).toBe(204);
      expect((await call(api, `boards/${boardId}/presence`, { method: 'POST', token: strangerToken })).status).toBe(403);
      const presence = (await liveDoc(boardId))?.presence as Record<string, { initials: string; expiresAt: number }>;
      expect(Object.keys(presence)).toEqual([editor.uid]);
      expect(presence[editor.uid]!.expiresAt).toBeGreaterThan(Date.now());
      expect((await call(api, `boards/${boardId}/presence`, { method: 'DELETE', token: editorToken })).status).toBe(204);
      expect((await liveDoc(boardId))?.presence).toEqual({});
    });

    it('gives the listener a sign-in of its own, which cannot change the account nor open a session', async () => {
      // A password change ends the identity's earlier sign-ins from the next whole second, so each step signs in anew.
      const listenerSignIn = async (): Promise<string> => {
        const { status, body } = await call<{ token: string }>(api, 'live-token', { method: 'POST', token: editorToken });
        expect(status).toBe(200);
        const { idToken } = await identityToolkit<{ idToken: string }>('signInWithCustomToken', {
          token: body.token,
          returnSecureToken: true,
        });
        return idToken;
      };
      const listener = await listenerSignIn();
      expect(claimsOf(listener)).toMatchObject({
        user_id: `live:${editor.uid}`,
        liveUid: editor.uid,
        firebase: { sign_in_provider: 'custom' },
      });

      // Identity Toolkit changes only the listener's own identity, never the account's password or address.
      const changed = await identityToolkit<{ localId: string }>('update', { idToken: listener, password: 'Hijacked#2024' });
      expect(changed.localId).toBe(`live:${editor.uid}`);
      await expect(identityToolkit('update', { idToken: await listenerSignIn(), email: editor.email })).rejects.toThrow(
        'accounts:update failed: EMAIL_EXISTS',
      );
      await expect(providerSignIn(editor.email, 'Hijacked#2024')).rejects.toThrow('accounts:signInWithPassword failed: INVALID_');
      expect(claimsOf(await providerSignIn(editor.email, editor.password)).user_id).toBe(editor.uid);

      // Nor is it a session of the account: the API refuses it as a bearer token.
      expect((await call(api, 'get-profile', { token: await listenerSignIn() })).status).toBe(401);

      // Fresh as its sign-in is, /api/login (and sign-up) refuse it, and a password given to that identity does not help.
      const refused = { error: 'Email or password is incorrect.', code: 'unauthenticated' };
      expect(await call(api, 'login', { body: { idToken: await listenerSignIn() } })).toMatchObject({ status: 401, body: refused });
      const address = `live-${randomUUID().slice(0, 8)}@example.com`;
      await identityToolkit('update', { idToken: await listenerSignIn(), email: address, password: 'Hijacked#2024' });
      const plain = await providerSignIn(address, 'Hijacked#2024');
      expect(claimsOf(plain)).toMatchObject({ user_id: `live:${editor.uid}`, firebase: { sign_in_provider: 'password' } });
      expect(claimsOf(plain).liveUid).toBeUndefined();
      expect(await call(api, 'login', { body: { idToken: plain } })).toMatchObject({ status: 401, body: refused });
      const { password: _password, confirm_password: _confirm, ...profile } = VALID.register;
      for (const idToken of [await listenerSignIn(), plain]) {
        const signUp = await call(api, 'sign_up', { token: idToken, body: { ...profile, email: address } });
        expect(signUp).toMatchObject({ status: 401, body: { error: 'Please Login.', code: 'unauthenticated' } });
      }
    });

    // The emulator does not end refresh tokens on revocation (Google's service does), so the revocation is read where
    // the emulator keeps it: the listener's ID token is refused as revoked once the account has signed out.
    it("revokes the listener's sign-in when the account signs out", async () => {
      const leaving = await createAccount();
      const session = await sessionFor(api, leaving);
      const { body } = await call<{ token: string }>(api, 'live-token', { method: 'POST', token: session });
      const listener = await identityToolkit<{ idToken: string }>('signInWithCustomToken', { token: body.token, returnSecureToken: true });
      const auth = getAuth(await adminApp(api.config));
      expect((await auth.verifyIdToken(listener.idToken, true)).uid).toBe(`live:${leaving.uid}`);
      // Revocation counts in whole seconds: sign out in a later second than the listener signed in.
      const signedInAt = claimsOf(listener.idToken).auth_time as number;
      while (Math.floor(Date.now() / 1000) <= signedInAt) await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await call(api, 'logout', { method: 'POST', token: session })).status).toBe(204);
      await expect(auth.verifyIdToken(listener.idToken, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    });

    it('deletes the live layout and the invitations with the board', async () => {
      const board = await newBoard('public');
      await invite(ownerToken, board, 'later@example.com');
      expect((await call(api, `boards/${board}/presence`, { method: 'POST', token: ownerToken })).status).toBe(204);
      expect((await call(api, `boards/${board}`, { method: 'DELETE', token: ownerToken })).status).toBe(204);
      expect(await liveDoc(board)).toBeUndefined();
      expect((await db.collection('boardInvites').where('boardId', '==', board).get()).size).toBe(0);
    });
  });
});
