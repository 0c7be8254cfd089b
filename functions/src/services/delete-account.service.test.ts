import { describe, expect, it } from 'vitest';
import { CONFIRM_MISMATCH } from '../domain/account-data.js';
import type { AccountData } from '../ports/account-data.port.js';
import type { Identity, Sessions } from '../ports/sessions.port.js';
import { memoryFollows, memoryLikes } from '../testing/memory-community.js';
import { memoryDesignerWork } from '../testing/memory-designer-work.js';
import { memoryNotifications } from '../testing/memory-notifications.js';
import { decideStart } from '../domain/account-export.js';
import { memoryAccountExports } from '../testing/memory-account-exports.js';
import { createBoardRecord, createGenerationJob, createUser } from '../testing/factories.js';
import {
  memoryBlobs,
  memoryBoards,
  memoryFileReferences,
  memoryGenerations,
  memoryLiveBoards,
  memoryMemberships,
  memoryProducts,
  memoryUsers,
} from '../testing/memory-repositories.js';
import { deleteAccount } from './delete-account.service.js';

const NOW = new Date('2026-11-26T03:00:00Z');
const ann: Identity = { uid: 'ann', email: 'ann@example.com', emailVerified: true, signedInAt: new Date('2026-11-26T02:58:00Z') };

function setUp() {
  const generations = memoryGenerations();
  const boards = memoryBoards(generations, [
    createBoardRecord({ id: 'a1', ownerUid: 'ann', generationId: 'g1', imagePath: 'boards/a1.png', cutoutPaths: [], items: [] }),
    createBoardRecord({
      id: 'copy',
      ownerUid: 'bob',
      generationId: 'g2',
      imagePath: 'boards/shared.png',
      cutoutPaths: [],
      items: [],
      copiedFrom: { boardId: 'a2', ownerUid: 'ann', ownerName: 'Ann' },
    }),
    createBoardRecord({ id: 'a2', ownerUid: 'ann', generationId: 'g3', imagePath: 'boards/shared.png', cutoutPaths: [], items: [] }),
  ]);
  // Ann's unsaved generation has a picture of its own; the other's picture is also a saved board's.
  void generations.transact('g-unsaved', 'ann', () => ({
    result: null,
    job: createGenerationJob({ id: 'g-unsaved', ownerUid: 'ann', imagePath: 'boards/unsaved.png' }),
  }));
  void generations.transact('g-also-saved', 'ann', () => ({
    result: null,
    job: createGenerationJob({ id: 'g-also-saved', ownerUid: 'ann', imagePath: 'boards/shared.png' }),
  }));
  const blobs = memoryBlobs();
  const files = [
    'boards/a1.png',
    'boards/shared.png',
    'boards/unsaved.png',
    'avatars/now.webp',
    'avatars/before.webp',
    'avatars/bobs-too.webp',
    'message-pictures/sent.jpg',
    'account-exports/e1.zip',
  ];
  for (const path of files) void blobs.put(path, Buffer.from(path), 'image/png');
  const users = memoryUsers([
    createUser({
      uid: 'ann',
      email: 'ann@example.com',
      imagePath: 'avatars/now.webp',
      avatarPaths: ['avatars/before.webp', 'avatars/bobs-too.webp', 'avatars/now.webp'],
    }),
    createUser({ uid: 'bob', email: 'bob@example.com', imagePath: 'avatars/bobs-too.webp' }),
  ]);
  const newsletter = new Set(['ann@example.com', 'bob@example.com']);
  const accountExports = memoryAccountExports();
  void accountExports.transact('ann', () => {
    const started = decideStart(null, 'ann', NOW, { id: 'e1', secret: 's' });
    return { result: null, job: started.kind === 'start' ? { ...started.job, status: 'ready', path: 'account-exports/e1.zip' } : null };
  });
  const likes = memoryLikes();
  const follows = memoryFollows();
  const memberships = memoryMemberships();
  const swept: string[] = [];
  const accountData: AccountData = {
    ownedBoardIds: async (uid) => [...boards.byId.values()].filter((board) => board.ownerUid === uid).map((board) => board.id),
    likedBoardIds: async (uid) => [...likes.liked].filter((like) => like.endsWith(`_${uid}`)).map((like) => like.split('_')[0]!),
    follows: async (uid) => [...follows.edges.values()].filter((edge) => edge.followerUid === uid || edge.followeeUid === uid),
    comments: async () => [],
    documentsNaming: async () => [],
    unsavedGenerations: async (uid) =>
      [...generations.jobs.values()]
        .filter((job) => job.ownerUid === uid && !job.savedBoardId)
        .map(({ id, imagePath }) => ({ id, imagePath })),
    messagePictures: async (uid) => (uid === 'ann' ? ['message-pictures/sent.jpg'] : []),
    avatarUsedByOthers: async (uid, path) =>
      [...users.byId.values()].some((user) => user.uid !== uid && (user.imagePath === path || user.avatarPaths?.includes(path))),
    sweep: async (uid) => {
      swept.push(uid);
      return {};
    },
  };
  const deletedUsers: string[] = [];
  let failDeleteOnce = true;
  const sessions = {
    revokeSessions: async () => undefined,
    deleteAccount: async (uid: string) => {
      if (failDeleteOnce) {
        failDeleteOnce = false;
        throw new Error('Auth is down');
      }
      deletedUsers.push(uid);
    },
  } as unknown as Sessions;
  const cancelled: string[] = [];
  const deps = {
    boards,
    blobs,
    fileReferences: memoryFileReferences(boards, generations, memoryProducts()),
    liveBoards: memoryLiveBoards(boards),
    users,
    notifications: memoryNotifications(),
    accountExports,
    newsletter: {
      subscribe: async () => true,
      remove: async (email: string) => void newsletter.delete(email),
    },
    accountData,
    likes,
    follows,
    memberships,
    checkout: {
      createCustomer: async () => 'cus',
      priceIdOf: async () => null,
      createCheckoutSession: async () => ({ id: '', url: '' }),
      createPortalSession: async () => ({ url: '' }),
      cancelSubscription: async (id: string) => {
        cancelled.push(id);
      },
      refundPayment: async () => ({ id: 're', amountCents: 0 }),
    },
    work: memoryDesignerWork(),
    sessions,
    now: () => NOW,
  };
  return { deps, boards, blobs, likes, follows, memberships, swept, deletedUsers, cancelled, newsletter };
}

describe('deleteAccount', () => {
  it('refuses another e-mail and a sign-in over five minutes old, before touching anything', async () => {
    const { deps, boards } = setUp();
    await expect(deleteAccount(deps, ann, 'bob@example.com')).rejects.toMatchObject({ status: 400, message: CONFIRM_MISMATCH });
    await expect(deleteAccount(deps, { ...ann, signedInAt: new Date('2026-11-26T02:54:00Z') }, 'ann@example.com')).rejects.toMatchObject({
      status: 401,
      code: 'sign-in-too-old',
    });
    expect(boards.byId.size).toBe(3);
  });

  it('can be retried after failing midway, and finishes the job', async () => {
    const { deps, boards, blobs, likes, follows, memberships, swept, deletedUsers, cancelled } = setUp();
    await memberships.change(
      'ann',
      () => ({
        tier: 'gold',
        title: 'Gold',
        since: NOW.toISOString(),
        amountCents: 4900,
        currency: 'usd',
        checkoutSessionId: null,
        subscriptionId: 'sub_1',
      }),
      NOW,
    );
    await likes.like('copy', 'ann', NOW);
    await follows.follow('ann', 'bob', NOW);
    await follows.follow('bob', 'ann', NOW);

    await expect(deleteAccount(deps, ann, 'ann@example.com')).rejects.toThrow('Auth is down');
    expect(deletedUsers).toEqual([]);
    await deleteAccount(deps, ann, ' ANN@example.com ');

    expect([...boards.byId.keys()]).toEqual(['copy']);
    // The copy still uses the shared picture; Ann's own went.
    expect(blobs.files.has('boards/shared.png')).toBe(true);
    expect(blobs.files.has('boards/a1.png')).toBe(false);
    expect(likes.liked.size).toBe(0);
    expect(follows.edges.size).toBe(0);
    // The first run cancelled the subscription and ended the plan: the retry has none left to cancel.
    expect(cancelled).toEqual(['sub_1']);
    expect(await memberships.get('ann')).toBeNull();
    expect(swept).toEqual(['ann', 'ann']);
    expect(deletedUsers).toEqual(['ann']);
  });

  it('deletes the files no document names once the sweep has run: avatars, unsaved pictures, message pictures, the export', async () => {
    const { deps, blobs, newsletter } = setUp();
    await expect(deleteAccount(deps, ann, 'ann@example.com')).rejects.toThrow('Auth is down');
    await deleteAccount(deps, ann, 'ann@example.com');

    // Every avatar Ann had, but the one Bob's profile shows too (the same picture is one file).
    expect(blobs.files.has('avatars/now.webp')).toBe(false);
    expect(blobs.files.has('avatars/before.webp')).toBe(false);
    expect(blobs.files.has('avatars/bobs-too.webp')).toBe(true);
    // An unsaved generation's picture, but not one the copy of a saved board still shows.
    expect(blobs.files.has('boards/unsaved.png')).toBe(false);
    expect(blobs.files.has('boards/shared.png')).toBe(true);
    expect(blobs.files.has('message-pictures/sent.jpg')).toBe(false);
    expect(blobs.files.has('account-exports/e1.zip')).toBe(false);
    expect([...newsletter]).toEqual(['bob@example.com']);
  });
});
