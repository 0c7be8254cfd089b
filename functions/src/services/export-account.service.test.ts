import { describe, expect, it } from 'vitest';
import { decideStart, EXPORT_FAILED, exportKey, type ExportJob } from '../domain/account-export.js';
import type { AccountData } from '../ports/account-data.port.js';
import type { ArchiveEntry } from '../ports/archives.port.js';
import { createBoardRecord, createUser } from '../testing/factories.js';
import { memoryAccountExports } from '../testing/memory-account-exports.js';
import { jsonLinesArchives, unpack } from '../testing/memory-archives.js';
import { mailDeps, memoryRecipients } from '../testing/memory-mail.js';
import { memoryThreads } from '../testing/memory-messages.js';
import { memoryBlobs, memoryBoards, memoryGenerations, memoryUsers } from '../testing/memory-repositories.js';
import { handleExportTask } from './export-account.service.js';

const NOW = new Date('2026-11-26T10:00:00Z');

async function setUp() {
  const boards = memoryBoards(memoryGenerations(), [
    createBoardRecord({
      id: 'b1',
      ownerUid: 'ann',
      imagePath: 'boards/b1.png',
      // The current picture, and one kept to restore.
      pictures: [
        { path: 'boards/b1.png', source: 'photoreal', createdAt: NOW },
        { path: 'boards/b1-before.png', source: 'generated', createdAt: NOW },
      ],
    }),
    createBoardRecord({ id: 'b2', ownerUid: 'ann', imagePath: 'boards/b2.png', pictures: [] }),
    createBoardRecord({ id: 'theirs', ownerUid: 'bob', imagePath: 'boards/theirs.png', pictures: [] }),
  ]);
  const blobs = memoryBlobs();
  for (const path of [
    'boards/b1.png',
    'boards/b1-before.png',
    'boards/b2.png',
    'boards/theirs.png',
    'avatars/now.png',
    'avatars/before.png',
  ]) {
    await blobs.put(path, Buffer.from(`bytes of ${path}`), 'image/png');
  }
  await blobs.put('message-pictures/p1.jpg', Buffer.from('a photo of the hall'), 'image/jpeg');
  const users = memoryUsers([
    createUser({ uid: 'ann', firstName: 'Ann', imagePath: 'avatars/now.png', avatarPaths: ['avatars/before.png', 'avatars/now.png'] }),
  ]);
  const threads = memoryThreads();
  const parties = { memberUid: 'ann', designerUid: 'dee' };
  await threads.add(
    'review',
    'r1',
    parties,
    { authorUid: 'ann', authorName: 'Ann', text: 'Is the rug too big?', picture: null },
    NOW,
    null,
  );
  await threads.add(
    'review',
    'r1',
    parties,
    { authorUid: 'dee', authorName: 'Dee', text: '', picture: { path: 'message-pictures/p1.jpg', key: 'k', width: 4, height: 3 } },
    new Date(NOW.getTime() + 60_000),
    null,
  );
  await threads.add(
    'booking',
    'x9',
    { memberUid: 'zed', designerUid: 'dee' },
    { authorUid: 'zed', authorName: 'Zed', text: 'Not Ann’s', picture: null },
    NOW,
    null,
  );
  const accountData = {
    ownedBoardIds: async (uid: string) => [...boards.byId.values()].filter((board) => board.ownerUid === uid).map((board) => board.id),
    likedBoardIds: async () => ['theirs'],
    follows: async () => [{ followerUid: 'ann', followeeUid: 'bob' }],
    comments: async () => [{ id: 'c1', text: 'Lovely.' }],
    documentsNaming: async (collection: string) =>
      collection === 'reviews'
        ? [{ id: 'r1', memberUid: 'ann' }]
        : collection === 'drafts'
          ? [{ id: 'ann_brief_new', uid: 'ann', kind: 'brief', content: '{"notes":"A reading corner."}' }]
          : [],
  } as unknown as AccountData;
  const accountExports = memoryAccountExports();
  const mail = mailDeps(memoryRecipients([{ uid: 'ann', email: 'ann@example.com' }]));
  const deps = { accountData, boards, users, threads, blobs, archives: jsonLinesArchives(), accountExports, mail, now: () => NOW };
  const start = async (id: string) => {
    const decision = decideStart(null, 'ann', NOW, { id, secret: 'secret' });
    if (decision.kind !== 'start') throw new Error('not started');
    await accountExports.transact('ann', () => ({ result: null, job: decision.job }));
    return decision.job;
  };
  return { deps, blobs, accountExports, mail, start };
}

const filesOf = unpack;

describe('handleExportTask', () => {
  it('streams the member’s boards, avatars and threads with their pictures into a private zip, marks it ready and mails them', async () => {
    const { deps, blobs, accountExports, mail, start } = await setUp();
    await start('e1');
    const ready = await handleExportTask(deps, { uid: 'ann', exportId: 'e1' });

    expect(ready).toMatchObject({ status: 'ready', path: exportKey('e1'), progress: { done: 4, total: 4 } });
    expect(accountExports.jobs.get('ann')).toMatchObject({ status: 'ready', attempts: 1 });
    const zip = blobs.files.get(exportKey('e1'))!;
    expect(zip.contentType).toBe('application/zip');
    expect(ready!.bytes).toBe(zip.data.length);
    const files = filesOf(zip.data);
    expect(Object.keys(files).sort()).toEqual(
      [
        'profile.json',
        'profile/avatar.png',
        'profile/earlier-avatars/1.png',
        'boards/b1/board.json',
        'boards/b1/picture.png',
        'boards/b1/pictures/1.png',
        'boards/b2/board.json',
        'boards/b2/picture.png',
        'comments.json',
        'likes.json',
        'follows.json',
        'reviews.json',
        'drafts.json',
        'messages/review_r1/thread.json',
        'messages/review_r1/pictures/m000002.jpg',
      ].sort(),
    );
    expect(String(files['profile/earlier-avatars/1.png']!)).toBe('bytes of avatars/before.png');
    expect(String(files['boards/b1/pictures/1.png']!)).toBe('bytes of boards/b1-before.png');
    expect(String(files['messages/review_r1/pictures/m000002.jpg']!)).toBe('a photo of the hall');
    expect(JSON.parse(String(files['messages/review_r1/thread.json']!))).toEqual({
      kind: 'review',
      subjectId: 'r1',
      memberUid: 'ann',
      designerUid: 'dee',
      names: { ann: 'Ann', dee: 'Dee' },
      messages: [
        { id: 'm000001', authorUid: 'ann', authorName: 'Ann', text: 'Is the rug too big?', picture: null, sentAt: NOW.toISOString() },
        {
          id: 'm000002',
          authorUid: 'dee',
          authorName: 'Dee',
          text: '',
          picture: 'pictures/m000002.jpg',
          sentAt: new Date(NOW.getTime() + 60_000).toISOString(),
        },
      ],
    });
    expect(JSON.parse(String(files['boards/b1/board.json']!))).not.toHaveProperty('imageKey');

    const mails = [...mail.outbox.mails.values()];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ id: 'data-export-e1', mail: { to: 'ann@example.com', category: 'account' } });
    expect(mails[0]!.mail.message.subject).toBe('Your Roomboard data is ready to download');
    expect(mails[0]!.mail.message.text).toContain('Download my data: https://roomboard.test/account-management#your-data');
    expect(mails[0]!.mail.message.text).not.toContain('token=');
  });

  it('skips a task delivered again once built, and a task of an export a newer one replaced', async () => {
    const { deps, accountExports, mail, start } = await setUp();
    await start('e1');
    await handleExportTask(deps, { uid: 'ann', exportId: 'e1' });
    expect(await handleExportTask(deps, { uid: 'ann', exportId: 'e1' })).toBeNull();
    expect(mail.outbox.mails.size).toBe(1);

    await start('e2');
    expect(await handleExportTask(deps, { uid: 'ann', exportId: 'e1' })).toBeNull();
    expect(accountExports.jobs.get('ann')).toMatchObject({ id: 'e2', status: 'queued', attempts: 0 });
    expect(await handleExportTask(deps, { junk: true })).toBeNull();
  });

  it('writes nothing when the export is deleted while it builds (the account went)', async () => {
    const { deps, blobs, accountExports, start } = await setUp();
    await start('e1');
    const archives = {
      async *zip(entries: AsyncIterable<ArchiveEntry>) {
        for await (const entry of entries) {
          if (entry.path === 'comments.json') accountExports.jobs.delete('ann');
          yield entry.data;
        }
      },
    };
    expect(await handleExportTask({ ...deps, archives }, { uid: 'ann', exportId: 'e1' })).toBeNull();
    expect(blobs.files.has(exportKey('e1'))).toBe(false);
  });

  it('throws while attempts are left so that the queue delivers it again, then fails the export with a message', async () => {
    const { deps, accountExports, start } = await setUp();
    await start('e1');
    const broken = { ...deps, threads: { ...deps.threads, threadsOf: async () => Promise.reject(new Error('Firestore is down')) } };
    for (const attempt of [1, 2]) {
      await expect(handleExportTask(broken, { uid: 'ann', exportId: 'e1' })).rejects.toThrow('Firestore is down');
      expect(accountExports.jobs.get('ann')).toMatchObject({ status: 'queued', attempts: attempt, error: null });
    }
    const failed = await handleExportTask(broken, { uid: 'ann', exportId: 'e1' });
    expect(failed).toMatchObject<Partial<ExportJob>>({ status: 'failed', attempts: 3, error: EXPORT_FAILED });
  });
});
