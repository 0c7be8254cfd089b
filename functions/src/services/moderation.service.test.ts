import { describe, expect, it } from 'vitest';
import { ALREADY_APPEALED, ALREADY_REPORTED, APPEAL_SENT, NOT_HIDDEN } from '../contracts/community-rules.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryAuditLog } from '../testing/memory-audit-log.js';
import { memoryCommunity } from '../testing/memory-community.js';
import { memoryLiveBoards } from '../testing/memory-repositories.js';
import { addComment } from './comments.service.js';
import { copyBoard } from './copy-board.service.js';
import { adminQueue, appealBoard, moderate } from './moderation.service.js';
import { getBoard } from './boards.service.js';
import { report } from './reports.service.js';

function setUp() {
  const community = memoryCommunity([
    createBoardRecord({ id: 'board1', ownerUid: 'ann', createdAt: new Date(Date.UTC(2026, 0, 1)) }),
    createBoardRecord({ id: 'board2', ownerUid: 'bob', createdAt: new Date(Date.UTC(2026, 0, 2)) }),
  ]);
  return { ...community, auditLog: memoryAuditLog() };
}

describe('reports and the review queue', () => {
  it('takes one report per member per item', async () => {
    const deps = setUp();
    expect(await report(deps, 'bob', 'board', 'board1', { reason: 'spam' })).toEqual({ reported: true });
    await expect(report(deps, 'bob', 'board', 'board1', { reason: 'other', text: 'again' })).rejects.toMatchObject({
      status: 409,
      message: ALREADY_REPORTED,
    });
    expect(await report(deps, 'cy', 'board', 'board1', { reason: 'offensive', text: 'Rude words' })).toEqual({ reported: true });
  });

  it('lists reported items first (most reported first), then recent public boards, and logs each action', async () => {
    const deps = setUp();
    const comment = await addComment(deps, 'cy', 'board2', 'Buy cheap rugs at spam.example');
    await report(deps, 'ann', 'comment', comment.id, { reason: 'spam' });
    await report(deps, 'bob', 'board', 'board1', { reason: 'copyright' });
    await report(deps, 'cy', 'board', 'board1', { reason: 'spam' });
    const queue = await adminQueue(deps);
    expect(queue.reported.map((item) => [item.kind, item.id, item.reports.length])).toEqual([
      ['board', 'board1', 2],
      ['comment', comment.id, 1],
    ]);
    expect(queue.reported[1]!.comment).toMatchObject({ text: 'Buy cheap rugs at spam.example', hidden: false });
    expect(queue.recent.map((board) => board.id)).toEqual(['board2']);

    await moderate(deps, 'admin1', 'board', 'board1', 'hide');
    expect(deps.boards.byId.get('board1')!.hidden).toBe(true);
    expect((await adminQueue(deps)).reported[0]!.board).toMatchObject({ id: 'board1', hidden: true });
    await moderate(deps, 'admin1', 'board', 'board1', 'restore');
    expect(deps.boards.byId.get('board1')!.hidden).toBe(false);
    await moderate(deps, 'admin1', 'comment', comment.id, 'hide');
    expect(deps.comments.byId.get(comment.id)!.hidden).toBe(true);
    await moderate(deps, 'admin1', 'board', 'board1', 'dismiss');
    expect((await adminQueue(deps)).reported.map((item) => item.id)).toEqual([comment.id]);
    expect(deps.reports.actions.map((a) => [a.adminUid, a.action, a.kind, a.itemId])).toEqual([
      ['admin1', 'hide', 'board', 'board1'],
      ['admin1', 'restore', 'board', 'board1'],
      ['admin1', 'hide', 'comment', comment.id],
      ['admin1', 'dismiss', 'board', 'board1'],
    ]);
    await expect(moderate(deps, 'admin1', 'board', 'nope', 'hide')).rejects.toMatchObject({ status: 404 });
  });

  it('hides the copies of a hidden board with it, and restores only those with it', async () => {
    const deps = setUp();
    const { id: bobsCopy } = await copyBoard(deps, 'bob', 'board1');
    const { id: cysCopy } = await copyBoard(deps, 'cy', 'board1');
    const { id: otherCopy } = await copyBoard(deps, 'cy', 'board2');
    // Cy's copy was taken down for its own sake before.
    await moderate(deps, 'admin1', 'board', cysCopy, 'hide');
    await moderate(deps, 'admin1', 'board', 'board1', 'hide');
    const hidden = (id: string) => deps.boards.byId.get(id)!.hidden;
    expect([hidden('board1'), hidden(bobsCopy), hidden(cysCopy), hidden(otherCopy)]).toEqual([true, true, true, false]);
    await moderate(deps, 'admin1', 'board', 'board1', 'restore');
    expect([hidden('board1'), hidden(bobsCopy), hidden(cysCopy), hidden(otherCopy)]).toEqual([false, false, true, false]);
    expect(deps.reports.actions.map((a) => [a.action, a.itemId])).toEqual([
      ['hide', cysCopy],
      ['hide', 'board1'],
      ['hide', bobsCopy],
      ['restore', 'board1'],
      ['restore', bobsCopy],
    ]);
  });

  it("tells a hidden board's owner why, takes one appeal, and shows appeals first in the queue", async () => {
    const deps = setUp();
    const viewDeps = { ...deps, liveBoards: memoryLiveBoards(deps.boards) };
    const view = (uid: string | null) => getBoard(viewDeps, uid, 'board1');
    await report(deps, 'bob', 'board', 'board2', { reason: 'spam' });
    await report(deps, 'bob', 'board', 'board1', { reason: 'copyright' });
    await report(deps, 'cy', 'board', 'board1', { reason: 'copyright' });
    await expect(appealBoard(deps, 'ann', 'board1', undefined)).rejects.toMatchObject({ status: 409, message: NOT_HIDDEN });
    await moderate(deps, 'admin1', 'board', 'board1', 'hide');
    expect((await view('ann')).moderation).toMatchObject({
      reason: 'copyright',
      label: 'Not theirs to share (copyright)',
      appealed_at: null,
    });
    await expect(view('bob')).rejects.toMatchObject({ status: 404 });
    await expect(view(null)).rejects.toMatchObject({ status: 404 });
    await expect(appealBoard(deps, 'bob', 'board1', 'mine?')).rejects.toMatchObject({ status: 404 });
    expect(await appealBoard(deps, 'ann', 'board1', 'I drew this room myself.')).toEqual({ message: APPEAL_SENT });
    await expect(appealBoard(deps, 'ann', 'board1', 'again')).rejects.toMatchObject({ status: 409, message: ALREADY_APPEALED });
    expect((await view('ann')).moderation?.appealed_at).toEqual(expect.any(String));
    const queue = await adminQueue(deps);
    expect(queue.reported.map((item) => [item.id, item.appeal, item.reports.length])).toEqual([
      ['board1', true, 2],
      ['board2', false, 1],
    ]);
    expect(queue.reported[0]!.appeal_text).toBe('I drew this room myself.');
    await moderate(deps, 'admin1', 'board', 'board1', 'restore');
    expect((await view('bob')).moderation).toBeUndefined();
    await moderate(deps, 'admin1', 'board', 'board1', 'hide', 'offensive');
    expect((await view('ann')).moderation).toMatchObject({ reason: 'offensive', appealed_at: null });
  });

  it('appends exactly one audit line per action: who, when, what, target, why, and the copies it moved', async () => {
    const deps = setUp();
    await copyBoard(deps, 'bob', 'board1');
    const comment = await addComment(deps, 'cy', 'board2', 'Rude words');
    await report(deps, 'bob', 'board', 'board1', { reason: 'copyright' });
    await moderate(deps, 'admin1', 'board', 'board1', 'hide');
    await moderate(deps, 'admin1', 'board', 'board1', 'restore');
    await moderate(deps, 'admin2', 'comment', comment.id, 'hide', 'offensive');
    await moderate(deps, 'admin2', 'board', 'board1', 'dismiss');
    await expect(moderate(deps, 'admin1', 'board', 'nope', 'hide')).rejects.toMatchObject({ status: 404 });
    const at = new Date(Date.UTC(2026, 0, 15, 10));
    expect(deps.auditLog.entries.map(({ id: _id, ...entry }) => entry)).toEqual([
      { at, actorUid: 'admin1', action: 'hide', target: { kind: 'board', id: 'board1' }, reason: 'copyright', details: { copies: 1 } },
      { at, actorUid: 'admin1', action: 'restore', target: { kind: 'board', id: 'board1' }, reason: null, details: { copies: 1 } },
      { at, actorUid: 'admin2', action: 'hide', target: { kind: 'comment', id: comment.id }, reason: 'offensive', details: {} },
      { at, actorUid: 'admin2', action: 'dismiss-reports', target: { kind: 'board', id: 'board1' }, reason: null, details: {} },
    ]);
  });
});
