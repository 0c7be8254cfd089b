import { describe, expect, it } from 'vitest';
import { ALREADY_IN_QUEUE, NOT_AN_ACTIVE_DESIGNER, REASSIGN_STALE } from '../contracts/service-console.js';
import { newProject } from '../domain/projects.js';
import { newReview, type ReviewRecord } from '../domain/reviews.js';
import { memoryAuditLog } from '../testing/memory-audit-log.js';
import { memoryDesignerWork } from '../testing/memory-designer-work.js';
import { memoryDesigners } from '../testing/memory-designers.js';
import { mailDeps, memoryRecipients } from '../testing/memory-mail.js';
import { memoryNotifications } from '../testing/memory-notifications.js';
import { memoryProjects } from '../testing/memory-projects.js';
import { memoryBoards, memoryGenerations, memoryLiveBoards } from '../testing/memory-repositories.js';
import { memoryReviews } from '../testing/memory-reviews.js';
import { lateWork, reassignProject, reassignReview } from './reassign.service.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const PROFILE = { bio: '', styles: [], meetingUrl: 'https://meet.example/x', timeZone: 'Europe/London' };

async function world() {
  const designers = memoryDesigners();
  await designers.save('ines', { name: 'Inês Duarte', ...PROFILE }, null);
  await designers.save('aki', { name: 'Aki Sato', ...PROFILE }, null);
  await designers.save('gone', { name: 'Gone', ...PROFILE }, null);
  await designers.setActive('gone', false);
  const reviews = memoryReviews();
  const projects = memoryProjects();
  const work = memoryDesignerWork();
  const notifications = memoryNotifications();
  const mail = mailDeps(
    memoryRecipients([
      { uid: 'maya', email: 'maya@example.com' },
      { uid: 'aki', email: 'aki@example.com' },
    ]),
  );
  const auditLog = memoryAuditLog();
  const deps = {
    reviews,
    projects,
    work,
    designers,
    liveBoards: memoryLiveBoards(memoryBoards(memoryGenerations())),
    notifications,
    mail,
    auditLog,
    now: () => NOW,
  };
  const review = (id: string, overrides: Partial<ReviewRecord>) => {
    const record = {
      ...newReview(
        id,
        { boardId: `board-${id}`, memberUid: 'maya', memberName: 'Maya', boardTitle: 'Den', question: '' },
        'gold',
        new Date(NOW.getTime() - 72 * HOUR),
      ),
      ...overrides,
    };
    reviews.byId.set(id, record);
    if (record.designerUid)
      work.reviews.set(id, {
        status: record.status,
        designerUid: record.designerUid,
        memberUid: 'maya',
        memberName: 'Maya',
        boardId: record.boardId,
        boardTitle: 'Den',
      });
    return record;
  };
  const overdue = {
    status: 'claimed' as const,
    designerUid: 'ines',
    designerName: 'Inês Duarte',
    claimedAt: new Date(NOW.getTime() - 50 * HOUR),
    dueAt: new Date(NOW.getTime() - 2 * HOUR),
  };
  return { deps, reviews, projects, work, notifications, mail, auditLog, review, overdue };
}

describe('lateWork', () => {
  it('lists reviews and projects unclaimed for a day or past due, and the active designers', async () => {
    const { deps, review, overdue, projects } = await world();
    review('old', {});
    review('late', overdue);
    review('fresh', { askedAt: new Date(NOW.getTime() - HOUR) });
    projects.records.set('p1', {
      ...newProject({ uid: 'maya', name: 'Maya' }, {} as never, 'platinum', new Date(NOW.getTime() - 30 * HOUR)),
      id: 'p1',
    });
    const listed = await lateWork(deps);
    expect(listed.work.map((item) => [item.kind, item.id, item.late])).toEqual([
      ['review', 'old', 'unclaimed'],
      ['project', 'p1', 'unclaimed'],
      ['review', 'late', 'overdue'],
    ]);
    expect(listed.designers.map((designer) => designer.uid).sort()).toEqual(['aki', 'ines']);
  });
});

describe('reassignReview', () => {
  it('gives an overdue review to another designer: claimed by them, due in 48 hours, both told, one audit line', async () => {
    const { deps, review, overdue, reviews, notifications, mail, auditLog } = await world();
    review('r1', overdue);
    const done = await reassignReview(deps, 'root', 'r1', { designerUid: 'aki', fromDesignerUid: 'ines', reason: 'Inês is away.' });
    expect(done).toEqual({ kind: 'review', id: 'r1', status: 'claimed', designerUid: 'aki', dueAt: '2026-03-12T12:00:00.000Z' });
    expect(reviews.byId.get('r1')).toMatchObject({ designerUid: 'aki', designerName: 'Aki Sato', claimedAt: NOW });
    expect([...(notifications.inboxes.get('maya')?.values() ?? [])].map((n) => n.event)).toEqual([
      expect.objectContaining({ kind: 'review', status: 'claimed' }),
    ]);
    expect([...mail.outbox.mails.values()].map((m) => m.mail.to).sort()).toEqual(['aki@example.com', 'maya@example.com']);
    expect([...(notifications.inboxes.get('aki')?.values() ?? [])].map((n) => n.event)).toEqual([
      expect.objectContaining({ kind: 'review', status: 'assigned', actor: { id: 'maya', name: 'Maya' }, path: '/designer' }),
    ]);
    expect(auditLog.entries).toEqual([
      {
        id: expect.any(String),
        at: NOW,
        actorUid: 'root',
        action: 'reassign',
        target: { kind: 'review', id: 'r1' },
        reason: 'Inês is away.',
        details: { fromDesignerUid: 'ines', toDesignerUid: 'aki', toQueue: false },
      },
    ]);
  });

  it('sends an overdue review back to the queue through the release, telling the member', async () => {
    const { deps, review, overdue, work, notifications, auditLog } = await world();
    review('r1', overdue);
    const done = await reassignReview(deps, 'root', 'r1', { designerUid: null, fromDesignerUid: 'ines' });
    expect(done).toEqual({ kind: 'review', id: 'r1', status: 'open', designerUid: null, dueAt: null });
    expect(work.reviews.get('r1')).toMatchObject({ status: 'open', designerUid: null });
    expect([...(notifications.inboxes.get('maya')?.values() ?? [])].map((n) => n.event)).toEqual([
      expect.objectContaining({ kind: 'review', status: 'returned' }),
    ]);
    // The release is of the use case's moment: the notification's id holds it.
    expect([...(notifications.inboxes.get('maya')?.keys() ?? [])]).toEqual([`review_r1_returned_${NOW.getTime()}`]);
    expect(auditLog.entries.map((entry) => entry.details)).toEqual([{ fromDesignerUid: 'ines', toDesignerUid: null, toQueue: true }]);
  });

  it('answers 409 when the work moved on since the admin saw it, and writes no audit line', async () => {
    const { deps, review, overdue, auditLog } = await world();
    review('taken', overdue);
    review('fresh', { ...overdue, dueAt: new Date(NOW.getTime() + HOUR) });
    review('queued', {});
    const stale = (id: string, request: Parameters<typeof reassignReview>[3]) => reassignReview(deps, 'root', id, request);
    await expect(stale('taken', { designerUid: 'aki', fromDesignerUid: null })).rejects.toMatchObject({
      status: 409,
      message: REASSIGN_STALE,
    });
    await expect(stale('fresh', { designerUid: 'aki' })).rejects.toMatchObject({ status: 409, message: REASSIGN_STALE });
    await expect(stale('queued', { designerUid: null })).rejects.toMatchObject({ status: 409, message: ALREADY_IN_QUEUE });
    await expect(stale('taken', { designerUid: 'gone' })).rejects.toMatchObject({ status: 400, message: NOT_AN_ACTIVE_DESIGNER });
    expect(auditLog.entries).toEqual([]);
  });

  it('answers 409 when the review is delivered between the look and the change', async () => {
    const { deps, review, overdue, reviews } = await world();
    review('r1', overdue);
    const get = reviews.get.bind(reviews);
    reviews.get = async (id) => {
      const seen = await get(id);
      reviews.byId.set(id, { ...seen!, status: 'delivered', dueAt: null, deliveredAt: NOW });
      return seen;
    };
    await expect(reassignReview(deps, 'root', 'r1', { designerUid: 'aki' })).rejects.toMatchObject({
      status: 409,
      message: REASSIGN_STALE,
    });
    expect(reviews.byId.get('r1')!.designerUid).toBe('ines');
  });
});

describe('reassignProject', () => {
  it('gives a project nobody took for a day to a designer, due in 7 days', async () => {
    const { deps, projects, auditLog } = await world();
    projects.records.set('p1', {
      ...newProject({ uid: 'maya', name: 'Maya' }, {} as never, 'platinum', new Date(NOW.getTime() - 30 * HOUR)),
      id: 'p1',
    });
    const done = await reassignProject(deps, 'root', 'p1', { designerUid: 'aki', fromDesignerUid: null });
    expect(done).toEqual({ kind: 'project', id: 'p1', status: 'taken', designerUid: 'aki', dueAt: '2026-03-17T12:00:00.000Z' });
    expect(auditLog.entries).toHaveLength(1);
  });
});
