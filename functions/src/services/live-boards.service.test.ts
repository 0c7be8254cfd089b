import { describe, expect, it } from 'vitest';
import { BOARD_NOT_FOUND } from '../contracts/boards.js';
import {
  INVITE_ALREADY_EDITOR,
  INVITE_EMAIL_UNVERIFIED,
  INVITE_NOT_FOUND,
  INVITE_OWN_ADDRESS,
  INVITE_SENDER_UNVERIFIED,
  INVITE_WRONG_ACCOUNT,
  TOO_MANY_CO_EDITORS,
} from '../contracts/live.js';
import { PRESENCE_TTL_MS } from '../contracts/live-layout.js';
import { addressKey, invitationLimitMessage } from '../domain/invitation-mail.js';
import type { Identity } from '../ports/sessions.port.js';
import { mailDeps } from '../testing/memory-mail.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryBlobs, memoryBoards, memoryGenerations, memoryLiveBoards, memoryUsers } from '../testing/memory-repositories.js';
import { boardImage, getBoard, setBoardVisibility } from './boards.service.js';
import { listBoardPictures } from './board-pictures.service.js';
import { roomPhotoImage } from './room-photo.service.js';
import { memoryNotifications } from '../testing/memory-notifications.js';
import {
  acceptInvitation,
  getInvitation,
  heartbeat,
  inviteCoEditor,
  leave,
  listCollaborators,
  listSharedBoards,
  saveLayout,
  withdrawInvite,
} from './live-boards.service.js';
import { removeCoEditor } from './steps/live-boards.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const who = (uid: string, emailVerified = true, email = `${uid}@example.com`): Identity => ({ uid, email, emailVerified });
const ann = who('ann');
const bob = who('bob');
const eve = who('eve');
const LAYOUT = { width: 400, length: 300, shape: 'rectangular' as const, items: [{ id: 'product-1', x: 100, y: 100, rotation: 0 }] };

function setUp() {
  const boards = memoryBoards(memoryGenerations(), [
    createBoardRecord({
      id: 'board1',
      ownerUid: 'ann',
      visibility: 'private',
      layout: LAYOUT,
      items: ['product-1', 'lamp'].map((productId) => ({ ...createBoardRecord().items[0]!, productId })),
    }),
    createBoardRecord({ id: 'hidden1', ownerUid: 'ann', hidden: true }),
  ]);
  const liveBoards = memoryLiveBoards(boards);
  const users = memoryUsers([
    {
      uid: 'bob',
      email: 'bob@example.com',
      firstName: 'Bob',
      lastName: 'Builder',
      userName: '',
      imagePath: null,
      address: '',
      unit: '',
      zip: '',
      city: '',
      state: '',
      country: '',
    },
  ]);
  const verified = new Set<string>();
  const sessions = {
    isEmailVerified: async (uid: string) => verified.has(uid),
    signInToken: async (uid: string) => `token-for-${uid}`,
  };
  const notifications = memoryNotifications({ 'bob@example.com': 'bob' });
  return { deps: { boards, liveBoards, users, sessions, notifications }, boards, liveBoards, verified, notifications };
}

async function withCoEditor() {
  const world = setUp();
  const invite = await inviteCoEditor(world.deps, ann, 'board1', 'bob@example.com');
  await acceptInvitation(world.deps, bob, invite.id);
  return world;
}

describe('invitations', () => {
  it('lets the owner invite an address once, list it, and the invited account accept it', async () => {
    const { deps, liveBoards } = setUp();
    const invite = await inviteCoEditor(deps, ann, 'board1', 'bob@example.com');
    expect(await inviteCoEditor(deps, ann, 'board1', 'bob@example.com')).toEqual(invite);
    expect(await listCollaborators(deps, 'ann', 'board1')).toEqual({ editors: [], invites: [invite] });
    expect(await getInvitation(deps, bob, invite.id)).toMatchObject({ boardId: 'board1', ownerName: 'ann' });
    expect(await acceptInvitation(deps, who('bob', true, 'BOB@Example.com'), invite.id)).toEqual({ boardId: 'board1' });
    expect(await listCollaborators(deps, 'ann', 'board1')).toEqual({
      editors: [{ uid: 'bob', email: 'bob@example.com', name: 'Bob Builder' }],
      invites: [],
    });
    expect(liveBoards.byId.get('board1')!.editorUids).toEqual(['ann', 'bob']);
    await expect(acceptInvitation(deps, bob, invite.id)).rejects.toMatchObject({ status: 404, message: INVITE_NOT_FOUND });
    await expect(inviteCoEditor(deps, ann, 'board1', 'bob@example.com')).rejects.toMatchObject({
      status: 409,
      message: INVITE_ALREADY_EDITOR,
    });
  });

  it('refuses any other account, and an invited address not verified yet', async () => {
    const { deps, verified } = setUp();
    const invite = await inviteCoEditor(deps, ann, 'board1', 'bob@example.com');
    for (const caller of [eve, ann]) {
      await expect(acceptInvitation(deps, caller, invite.id)).rejects.toMatchObject({ status: 403, message: INVITE_WRONG_ACCOUNT });
      await expect(getInvitation(deps, caller, invite.id)).rejects.toMatchObject({ status: 403, message: INVITE_WRONG_ACCOUNT });
    }
    expect((await listCollaborators(deps, 'ann', 'board1')).invites[0]).not.toHaveProperty('awaitingVerification');
    const unverified = who('bob', false);
    await expect(acceptInvitation(deps, unverified, invite.id)).rejects.toMatchObject({ status: 403, message: INVITE_EMAIL_UNVERIFIED });
    await expect(getInvitation(deps, unverified, invite.id)).rejects.toMatchObject({
      status: 403,
      code: 'email-unverified',
      extra: { email: 'bob@example.com' },
    });
    expect((await listCollaborators(deps, 'ann', 'board1')).invites).toEqual([{ ...invite, awaitingVerification: true }]);
    verified.add('bob');
    expect(await acceptInvitation(deps, unverified, invite.id)).toEqual({ boardId: 'board1' });
  });

  it('is for the owner alone: co-editors and others cannot invite, list or withdraw; own address and too many are refused', async () => {
    const { deps } = await withCoEditor();
    for (const caller of [bob, eve]) {
      await expect(inviteCoEditor(deps, caller, 'board1', 'x@example.com')).rejects.toMatchObject({ status: 403, message: NOT_AUTHORIZED });
      await expect(listCollaborators(deps, caller.uid, 'board1')).rejects.toMatchObject({ status: 403 });
    }
    await expect(inviteCoEditor(deps, ann, 'board1', 'ann@example.com')).rejects.toMatchObject({
      status: 400,
      message: INVITE_OWN_ADDRESS,
    });
    await expect(inviteCoEditor(deps, ann, 'hidden1', 'x@example.com')).rejects.toMatchObject({ status: 404, message: BOARD_NOT_FOUND });
    for (let n = 0; n < 9; n++) await inviteCoEditor(deps, ann, 'board1', `friend${n}@example.com`);
    await expect(inviteCoEditor(deps, ann, 'board1', 'one-more@example.com')).rejects.toMatchObject({
      status: 400,
      message: TOO_MANY_CO_EDITORS,
    });
    const [first] = (await listCollaborators(deps, 'ann', 'board1')).invites;
    await expect(withdrawInvite(deps, 'bob', 'board1', first!.id)).rejects.toMatchObject({ status: 403 });
    await withdrawInvite(deps, 'ann', 'board1', first!.id);
    expect((await listCollaborators(deps, 'ann', 'board1')).invites).toHaveLength(8);
  });
});

describe('invitation mail', () => {
  const withMail = () => {
    const world = setUp();
    const mail = mailDeps();
    return { ...world, mail, deps: { ...world.deps, mail } };
  };
  const invitationMails = (mail: ReturnType<typeof mailDeps>) =>
    [...mail.outbox.mails.values()].filter(({ mail: queued }) => queued.category === 'invitation').map(({ mail: queued }) => queued.to);

  it('is sent only by an owner whose address is verified (now, whatever the session says)', async () => {
    const { deps, verified, liveBoards, mail } = withMail();
    const unverifiedAnn = who('ann', false);
    await expect(inviteCoEditor(deps, unverifiedAnn, 'board1', 'bob@example.com')).rejects.toMatchObject({
      status: 403,
      code: 'email-unverified',
      message: INVITE_SENDER_UNVERIFIED,
      extra: { email: 'ann@example.com' },
    });
    expect(await liveBoards.invitesOf('board1')).toEqual([]);
    verified.add('ann');
    await inviteCoEditor(deps, unverifiedAnn, 'board1', 'bob@example.com');
    expect(invitationMails(mail)).toEqual(['bob@example.com']);
  });

  it('goes once when an address is invited, withdrawn and invited again; the invitation is made each time', async () => {
    const { deps, mail, notifications } = withMail();
    const first = await inviteCoEditor(deps, ann, 'board1', 'bob@example.com');
    await withdrawInvite(deps, 'ann', 'board1', first.id);
    const again = await inviteCoEditor(deps, ann, 'board1', 'bob@example.com');
    expect(again.id).not.toBe(first.id);
    expect(invitationMails(mail)).toEqual(['bob@example.com']);
    expect((await notifications.list('bob', null, 10)).items.map((item) => item.id)).toEqual([`invitation_${again.id}`]);
  });

  it('refuses the sender’s 21st invitation of the day with 429, and makes no invitation', async () => {
    const { deps, mail, liveBoards } = withMail();
    for (let n = 0; n < 20; n++) {
      const invite = await inviteCoEditor(deps, ann, 'board1', `friend${n}@example.com`);
      await withdrawInvite(deps, 'ann', 'board1', invite.id);
    }
    await expect(inviteCoEditor(deps, ann, 'board1', 'one-more@example.com')).rejects.toMatchObject({
      status: 429,
      code: 'rate-limited',
      message: invitationLimitMessage('sender', 24 * 60 * 60 * 1000),
      extra: { retryAfter: 24 * 60 * 60 },
    });
    expect(await liveBoards.invitesOf('board1')).toEqual([]);
    expect(invitationMails(mail)).toHaveLength(20);
  });

  it('is not sent to an address that opted out, though the invitation is made and the bell tells its member', async () => {
    const { deps, mail, notifications } = withMail();
    await mail.addresses.optOut(addressKey('bob@example.com'), new Date());
    const invite = await inviteCoEditor(deps, ann, 'board1', 'bob@example.com');
    expect(invitationMails(mail)).toEqual([]);
    expect((await notifications.list('bob', null, 10)).items.map((item) => item.id)).toEqual([`invitation_${invite.id}`]);
  });
});

describe('invitation notifications', () => {
  it('tell the account with the invited address, once, linking to the invitation; an address with no account gets none', async () => {
    const { deps, notifications } = setUp();
    const invite = await inviteCoEditor(deps, ann, 'board1', 'Bob@Example.com'.toLowerCase());
    await inviteCoEditor(deps, ann, 'board1', 'bob@example.com');
    await inviteCoEditor(deps, ann, 'board1', 'eve@example.com');
    const { items } = await notifications.list('bob', null, 10);
    expect(items.map((item) => [item.id, item.event])).toEqual([
      [
        `invitation_${invite.id}`,
        {
          kind: 'invitation',
          actor: { id: 'ann', name: 'ann' },
          board: { id: 'board1', title: 'A Calm Walnut Bedroom' },
          invite_id: invite.id,
        },
      ],
    ]);
    expect([...notifications.inboxes.keys()]).toEqual(['bob']);
  });

  it('are taken back, with the unread count, when the invitation is withdrawn', async () => {
    const { deps, notifications } = setUp();
    const invite = await inviteCoEditor(deps, ann, 'board1', 'bob@example.com');
    expect(await notifications.unreadCount('bob')).toBe(1);
    await withdrawInvite(deps, 'ann', 'board1', invite.id);
    expect((await notifications.list('bob', null, 10)).items).toEqual([]);
    expect(await notifications.unreadCount('bob')).toBe(0);
  });
});

describe('co-editors', () => {
  it('see the private board with its picture and may edit it; others still get 404', async () => {
    const { deps } = await withCoEditor();
    const seen = await getBoard(deps, 'bob', 'board1');
    expect(seen).toMatchObject({ isOwner: false, canEdit: true, layoutVersions: { layout: 0, room: 0, items: { 'product-1': 0 } } });
    expect(seen.image_url).toContain('key=');
    await expect(getBoard(deps, 'eve', 'board1')).rejects.toMatchObject({ status: 404 });
    expect((await getBoard(deps, 'ann', 'board1')).canEdit).toBe(true);
  });

  it("find the boards they co-edit under 'Shared with you'; the owner does not, nor anyone else", async () => {
    const { deps } = await withCoEditor();
    expect((await listSharedBoards(deps, 'bob')).boards.map((board) => [board.id, board.canEdit])).toEqual([['board1', true]]);
    expect((await listSharedBoards(deps, 'ann')).boards).toEqual([]);
    expect((await listSharedBoards(deps, 'eve')).boards).toEqual([]);
  });

  it('are removed by the owner (or leave), and then lose the board', async () => {
    const { deps } = await withCoEditor();
    await expect(removeCoEditor(deps, 'eve', 'board1', 'bob')).rejects.toMatchObject({ status: 403 });
    await removeCoEditor(deps, 'ann', 'board1', 'bob');
    await expect(getBoard(deps, 'bob', 'board1')).rejects.toMatchObject({ status: 404 });
    await expect(saveLayout(deps, 'bob', 'board1', LAYOUT)).rejects.toMatchObject({ status: 403 });
    await expect(removeCoEditor(deps, 'ann', 'board1', 'bob')).rejects.toMatchObject({ status: 404 });
    expect((await listSharedBoards(deps, 'bob')).boards).toEqual([]);
  });

  it("hold a key to the board's picture alone: not the owner's key, which opens the room photo and the history", async () => {
    const { deps, boards } = await withCoEditor();
    const photo = { path: `room-photos/${'e'.repeat(32)}.jpg`, width: 900, height: 700 };
    boards.byId.set('board1', { ...boards.byId.get('board1')!, roomPhoto: photo });
    const blobs = memoryBlobs();
    blobs.files.set(boards.byId.get('board1')!.imagePath, { data: Buffer.from('picture'), contentType: 'image/png' });
    blobs.files.set(photo.path, { data: Buffer.from('room'), contentType: 'image/jpeg' });
    const files = { boards, blobs };
    const key = new URL((await getBoard(deps, 'bob', 'board1')).image_url!, 'http://app.invalid').searchParams.get('key');
    expect(key).not.toBe(boards.byId.get('board1')!.imageKey);
    expect((await boardImage(files, 'board1', key)).data).toEqual(Buffer.from('picture'));
    await expect(roomPhotoImage(files, 'board1', key)).rejects.toMatchObject({ status: 404 });
    await expect(listBoardPictures(deps, 'bob', 'board1')).rejects.toMatchObject({ status: 403 });
    // The owner's key still opens the room photo.
    expect((await roomPhotoImage(files, 'board1', boards.byId.get('board1')!.imageKey)).data).toEqual(Buffer.from('room'));
  });

  it('lose what their key opened when removed, or when the board is made private again; those who stay get the new key', async () => {
    const { deps, boards } = await withCoEditor();
    const blobs = memoryBlobs();
    blobs.files.set(boards.byId.get('board1')!.imagePath, { data: Buffer.from('picture'), contentType: 'image/png' });
    const files = { boards, blobs };
    const keyOf = async (uid: string) =>
      new URL((await getBoard(deps, uid, 'board1')).image_url!, 'http://app.invalid').searchParams.get('key');
    const before = await keyOf('bob');
    await setBoardVisibility(deps, 'ann', 'board1', 'public');
    await setBoardVisibility(deps, 'ann', 'board1', 'private');
    await expect(boardImage(files, 'board1', before)).rejects.toMatchObject({ status: 404 });
    const kept = await keyOf('bob');
    expect(kept).not.toBe(before);
    expect((await boardImage(files, 'board1', kept)).data).toEqual(Buffer.from('picture'));
    await removeCoEditor(deps, 'ann', 'board1', 'bob');
    await expect(boardImage(files, 'board1', kept)).rejects.toMatchObject({ status: 404 });
    expect((await boardImage(files, 'board1', await keyOf('ann'))).data).toEqual(Buffer.from('picture'));
  });
});

describe('layout saves', () => {
  it('merge concurrent saves of different items, both kept, in the live document and on the board', async () => {
    const { deps, boards, liveBoards } = await withCoEditor();
    await saveLayout(deps, 'ann', 'board1', { ...LAYOUT, items: [...LAYOUT.items, { id: 'lamp', x: 10, y: 10, rotation: 0 }] });
    const base = (await getBoard(deps, 'bob', 'board1')).layoutVersions!;
    const annMoves = {
      ...LAYOUT,
      items: [
        { id: 'product-1', x: 222, y: 100, rotation: 0 },
        { id: 'lamp', x: 10, y: 10, rotation: 0 },
      ],
    };
    const bobTurns = {
      ...LAYOUT,
      items: [
        { id: 'product-1', x: 100, y: 100, rotation: 0 },
        { id: 'lamp', x: 10, y: 10, rotation: 90 },
      ],
    };
    await saveLayout(deps, 'ann', 'board1', { ...annMoves, base: { items: { 'product-1': base.items['product-1']! } } });
    const answer = await saveLayout(deps, 'bob', 'board1', { ...bobTurns, base: { items: { lamp: base.items.lamp! } } });
    const both = [
      { id: 'product-1', x: 222, y: 100, rotation: 0 },
      { id: 'lamp', x: 10, y: 10, rotation: 90 },
    ];
    expect(answer).toMatchObject({ layout: { items: both }, overwritten: [], layoutVersions: { layout: 3 } });
    expect(liveBoards.byId.get('board1')!.layout!.items).toEqual(both);
    expect(boards.byId.get('board1')!.layout!.items).toEqual(both);
  });

  it('let the later edit of one item win and report it; a lone owner saves without versions as before', async () => {
    const { deps } = await withCoEditor();
    const first = await saveLayout(deps, 'ann', 'board1', {
      ...LAYOUT,
      items: [{ id: 'product-1', x: 1, y: 1, rotation: 0 }],
      base: { items: { 'product-1': 0 } },
    });
    expect(first.overwritten).toEqual([]);
    const later = await saveLayout(deps, 'bob', 'board1', {
      ...LAYOUT,
      items: [{ id: 'product-1', x: 2, y: 2, rotation: 0 }],
      base: { items: { 'product-1': 0 } },
    });
    expect(later).toMatchObject({ layout: { items: [{ id: 'product-1', x: 2, y: 2 }] }, overwritten: ['product-1'] });
    const lone = await saveLayout(deps, 'ann', 'board1', { ...LAYOUT, width: 640 });
    expect(lone.layout).toEqual({ ...LAYOUT, width: 640 });
    const stray = await saveLayout(deps, 'ann', 'board1', {
      ...LAYOUT,
      items: [...LAYOUT.items, { id: 'not-on-board', x: 1, y: 1, rotation: 0 }],
    });
    expect(stray.layout).toEqual(LAYOUT);
  });

  it('keep versions of the products on the board alone, whatever ids a save names', async () => {
    const { deps, liveBoards } = await withCoEditor();
    const ghosts = Object.fromEntries(Array.from({ length: 300 }, (_, n) => [`ghost-${n}`, 0]));
    const answer = await saveLayout(deps, 'bob', 'board1', {
      ...LAYOUT,
      items: [{ id: 'product-1', x: 5, y: 5, rotation: 0 }, ...Object.keys(ghosts).map((id) => ({ id, x: 1, y: 1, rotation: 0 }))],
      base: { items: { ...ghosts, 'product-1': 0 } },
    });
    expect(Object.keys(liveBoards.byId.get('board1')!.versions.items)).toEqual(['product-1']);
    expect(answer.layoutVersions!.items).toEqual({ 'product-1': 1 });
  });

  it('are refused to anyone else (403) and for hidden or unknown boards (404)', async () => {
    const { deps, boards } = await withCoEditor();
    await expect(saveLayout(deps, 'eve', 'board1', LAYOUT)).rejects.toMatchObject({ status: 403, message: NOT_AUTHORIZED });
    await expect(saveLayout(deps, 'ann', 'hidden1', LAYOUT)).rejects.toMatchObject({ status: 404, message: BOARD_NOT_FOUND });
    await expect(saveLayout(deps, 'ann', 'nope', LAYOUT)).rejects.toMatchObject({ status: 404 });
    expect(boards.byId.get('board1')!.layout).toEqual(LAYOUT);
  });
});

describe('presence', () => {
  it('shows who is on the board for 45 s after their last heartbeat, for editors only', async () => {
    const { deps, liveBoards } = await withCoEditor();
    const t0 = new Date('2026-01-15T10:00:00Z');
    const at = (ms: number) => ({ ...deps, now: () => new Date(t0.getTime() + ms) });
    await heartbeat(at(0), 'ann', 'board1');
    await heartbeat(at(30_000), 'bob', 'board1');
    expect(Object.values(liveBoards.byId.get('board1')!.presence).map((entry) => [entry.uid, entry.initials])).toEqual([
      ['ann', 'RM'],
      ['bob', 'BB'],
    ]);
    await heartbeat(at(PRESENCE_TTL_MS + 1), 'bob', 'board1');
    expect(Object.keys(liveBoards.byId.get('board1')!.presence)).toEqual(['bob']);
    await leave(deps, 'bob', 'board1');
    expect(liveBoards.byId.get('board1')!.presence).toEqual({});
    await expect(heartbeat(deps, 'eve', 'board1')).rejects.toMatchObject({ status: 403 });
  });
});
