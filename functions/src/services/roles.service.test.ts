import { describe, expect, it } from 'vitest';
import { revokedSummary } from '../contracts/designer-roles.js';
import { notificationText } from '../contracts/notifications.js';
import type { AvailabilityForm } from '../contracts/designers.js';
import type { Membership } from '../contracts/membership.js';
import { freshLive } from '../domain/live-boards.js';
import { createBoardRecord } from '../testing/factories.js';
import { memoryAllowances } from '../testing/memory-allowances.js';
import { memoryAuditLog } from '../testing/memory-audit-log.js';
import { memoryConsultations } from '../testing/memory-consultations.js';
import { memoryDesignerWork } from '../testing/memory-designer-work.js';
import { memoryDesigners } from '../testing/memory-designers.js';
import { mailDeps, memoryRecipients } from '../testing/memory-mail.js';
import { memoryNotifications } from '../testing/memory-notifications.js';
import { memoryBoards, memoryGenerations, memoryLiveBoards, memoryUsers } from '../testing/memory-repositories.js';
import { memoryRoles } from '../testing/memory-roles.js';
import { grantRole } from './steps/roles.js';
import { adminDesigners, reinstateDesigner, revokeDesigner, suspendDesigner } from './roles.service.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const AVAILABILITY: AvailabilityForm = {
  timeZone: 'Europe/London',
  slotMinutes: 30,
  bufferMinutes: 10,
  weekly: { '3': [{ start: '09:00', end: '12:00' }] },
  daysOff: [],
};
const PROFILE = { bio: '', styles: [], meetingUrl: 'https://meet.example/ines', timeZone: 'Europe/London' };
const ADMIN = { adminUid: 'root' };

async function world() {
  const roles = memoryRoles([
    { uid: 'ines', email: 'ines@example.com', roles: ['designer'] },
    { uid: 'aki', email: 'aki@example.com', roles: ['designer'] },
    { uid: 'maya', email: 'maya@example.com', roles: [] },
  ]);
  const designers = memoryDesigners();
  await designers.save('ines', { name: 'Inês Duarte', ...PROFILE }, null);
  await designers.save('aki', { name: 'Aki Sato', ...PROFILE }, null);
  const work = memoryDesignerWork();
  const boards = memoryBoards(memoryGenerations(), [
    createBoardRecord({ id: 'concept1', ownerUid: 'maya', byDesigner: { uid: 'ines', name: 'Inês Duarte' } }),
  ]);
  const liveBoards = memoryLiveBoards(boards);
  await liveBoards.change('concept1', (board, live) => {
    const state = live ?? freshLive(board!);
    return {
      live: { ...state, editorUids: [...state.editorUids, 'ines'], editors: [{ uid: 'ines', email: '', name: 'Inês' }] },
      result: null,
    };
  });
  const allowances = memoryAllowances((): Membership => ({ tier: 'platinum' }) as Membership);
  const consultations = memoryConsultations(allowances);
  await consultations.saveAvailability('ines', AVAILABILITY);
  const consultation = (start: string) =>
    consultations.create(
      {
        memberUid: 'maya',
        memberName: 'Maya',
        designerUid: 'ines',
        designerName: 'Inês Duarte',
        designerTimeZone: 'Europe/London',
        memberTimeZone: 'Europe/London',
        meetingUrl: PROFILE.meetingUrl,
        start: new Date(start),
        minutes: 30,
        brief: '',
        boards: [],
      },
      10,
      NOW,
    );
  const upcoming = await consultation('2026-03-04T09:00:00Z');
  const past = await consultation('2026-02-25T09:00:00Z');
  const calendar = { invitation: () => ({ filename: 'consultation.ics', content: '', contentType: 'text/calendar' }) };
  const recipients = memoryRecipients([
    { uid: 'maya', email: 'maya@example.com' },
    { uid: 'ines', email: 'ines@example.com' },
  ]);
  const deps = {
    roles,
    designers,
    work,
    liveBoards,
    consultations,
    mail: { ...mailDeps(recipients), calendar },
    notifications: memoryNotifications(),
    users: memoryUsers(),
    auditLog: memoryAuditLog(),
    now: () => NOW,
  };
  return { deps, roles, designers, work, liveBoards, consultations, upcoming, past };
}

describe('revoking a designer', () => {
  it('takes the claim (ending the sessions), the profile, the work, the co-editing and the upcoming consultations', async () => {
    const { deps, roles, designers, work, liveBoards, consultations, upcoming, past } = await world();
    work.reviews.set('claimed', { status: 'claimed', designerUid: 'ines' });
    work.reviews.set('revising', { status: 'revision-asked', designerUid: 'ines' });
    work.reviews.set('delivered', { status: 'delivered', designerUid: 'ines' });
    work.reviews.set('akis', { status: 'claimed', designerUid: 'aki' });
    work.projects.set('taken', { status: 'taken', designerUid: 'ines', conceptBoardIds: ['concept1'], chosenBoardId: null });
    work.projects.set('rated', { status: 'rated', designerUid: 'ines' });

    const revoked = await revokeDesigner(deps, 'ines', ADMIN, 'Left the studio.');
    expect(revoked).toEqual({ reviews: 2, projects: 1, boards: 1, consultations: 1 });
    expect(roles.byUid.get('ines')!.roles).toEqual([]);
    expect(roles.sessionsEnded.get('ines')).toBe(1);
    expect((await designers.get('ines'))!.active).toBe(false);
    expect(await designers.isRevoked('ines')).toBe(true);
    // The review that waited for her revision is back in the queue with the one she had only claimed.
    expect(Object.fromEntries([...work.reviews].map(([id, item]) => [id, [item.status, item.designerUid]]))).toEqual({
      claimed: ['open', null],
      revising: ['open', null],
      delivered: ['delivered', 'ines'],
      akis: ['claimed', 'aki'],
    });
    expect(work.projects.get('taken')).toEqual({ status: 'open', designerUid: null, conceptBoardIds: [], chosenBoardId: null });
    expect(work.projects.get('rated')).toEqual({ status: 'rated', designerUid: 'ines' });
    expect(liveBoards.byId.get('concept1')!.editorUids).toEqual(['maya']);
    expect(consultations.byId.get(upcoming.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'designer' });
    expect(consultations.byId.get(past.id)!.status).toBe('confirmed');
    expect(revokedSummary('Inês Duarte', revoked)).toBe(
      'Inês Duarte is no longer a designer. 2 reviews and 1 project went back to the queue, 1 concept board is no longer ' +
        'co-edited by them, and 1 upcoming consultation was cancelled and given back to the members.',
    );

    expect(deps.auditLog.entries).toEqual([
      {
        id: expect.any(String),
        at: NOW,
        actorUid: 'root',
        action: 'revoke-designer',
        target: { kind: 'designer', id: 'ines' },
        reason: 'Left the studio.',
        details: revoked,
      },
    ]);

    // Revoking again finishes a run cut short and changes nothing more.
    expect(await revokeDesigner(deps, 'ines', ADMIN)).toEqual({ reviews: 0, projects: 0, boards: 0, consultations: 0 });
  });

  it("writes the tool's revoke as 'tool:admin:grant', one audit line", async () => {
    const { deps } = await world();
    await revokeDesigner(deps, 'aki', { tool: 'admin:grant' });
    expect(deps.auditLog.entries.map((entry) => [entry.actorUid, entry.action, entry.target.id, entry.reason])).toEqual([
      ['tool:admin:grant', 'revoke-designer', 'aki', null],
    ]);
  });

  it('tells the member of each review and project that went back to the queue, once, also when revoked twice', async () => {
    const { deps, work } = await world();
    const mine = { designerUid: 'ines', memberUid: 'maya', memberName: 'Maya', designerName: 'Inês Duarte' };
    work.reviews.set('claimed', { status: 'claimed', ...mine, boardId: 'board1', boardTitle: 'Calm Walnut Bedroom' });
    work.reviews.set('revising', { status: 'revision-asked', ...mine, boardId: 'board2', boardTitle: 'Sunny Nook' });
    work.reviews.set('delivered', { status: 'delivered', ...mine, boardId: 'board3', boardTitle: 'Done' });
    work.projects.set('taken', { status: 'taken', ...mine, conceptBoardIds: [], chosenBoardId: null });

    const heard = () => {
      const returned = [...(deps.notifications.inboxes.get('maya')?.values() ?? [])]
        .map(({ event }) => event)
        .filter(
          (event) => (event.kind === 'review' && event.status === 'returned') || (event.kind === 'project' && event.step === 'returned'),
        );
      return {
        notifications: returned.map((event) => `${event.actor.name} ${notificationText(event)}`).sort(),
        mails: [...deps.mail.outbox.mails.values()]
          .filter(({ mail }) => mail.uid === 'maya' && mail.message.subject.endsWith('is back in the queue'))
          .map(({ mail }) => mail.message.subject)
          .sort(),
      };
    };
    await revokeDesigner(deps, 'ines', ADMIN);
    const once = {
      notifications: [
        'Inês Duarte can no longer review your board “Calm Walnut Bedroom”: it is back in the queue and another designer will take it',
        'Inês Duarte can no longer review your board “Sunny Nook”: it is back in the queue and another designer will take it',
        'Inês Duarte can no longer work on your design project: it is back in the queue and another designer will take it',
      ],
      mails: [
        'Your design project is back in the queue',
        'Your review of “Calm Walnut Bedroom” is back in the queue',
        'Your review of “Sunny Nook” is back in the queue',
      ],
    };
    expect(heard()).toEqual(once);

    await revokeDesigner(deps, 'ines', ADMIN);
    expect(heard()).toEqual(once);
  });

  it('answers 404 for an account that does not exist, changing nothing', async () => {
    const { deps, roles } = await world();
    await expect(revokeDesigner(deps, 'nobody', ADMIN)).rejects.toMatchObject({ status: 404, message: 'This designer does not exist.' });
    expect(roles.sessionsEnded.size).toBe(0);
  });

  it('lists the designers with a profile whose account holds the role; a revoked one leaves the list, a granted one returns', async () => {
    const { deps, designers } = await world();
    await designers.save('maya', { name: 'Maya (not a designer)', ...PROFILE }, null);
    expect(await adminDesigners(deps)).toEqual({
      designers: [
        { id: 'aki', name: 'Aki Sato', email: 'aki@example.com', suspended: false },
        { id: 'ines', name: 'Inês Duarte', email: 'ines@example.com', suspended: false },
      ],
    });
    await revokeDesigner(deps, 'ines', ADMIN);
    expect((await adminDesigners(deps)).designers.map((designer) => designer.id)).toEqual(['aki']);
    await grantRole(deps, 'ines', 'designer', { tool: 'admin:grant' });
    expect(await designers.isRevoked('ines')).toBe(false);
    await designers.save('ines', { name: 'Inês Duarte', ...PROFILE }, null);
    expect((await adminDesigners(deps)).designers.map((designer) => designer.id)).toEqual(['aki', 'ines']);
  });
});

describe('suspending a designer', () => {
  it('hides the profile and keeps the role and work; reinstating shows it again; one audit line each', async () => {
    const { deps, roles, designers, work } = await world();
    work.reviews.set('claimed', { status: 'claimed', designerUid: 'ines' });
    expect(await suspendDesigner(deps, 'ines', ADMIN, 'Late twice this month.')).toEqual({ suspended: true });
    expect(roles.byUid.get('ines')!.roles).toEqual(['designer']);
    expect(roles.sessionsEnded.get('ines')).toBeUndefined();
    expect((await designers.list()).map((profile) => profile.uid)).toEqual(['aki']);
    expect((await designers.get('ines'))!.active).toBe(false);
    expect(work.reviews.get('claimed')).toEqual({ status: 'claimed', designerUid: 'ines' });
    expect(await adminDesigners(deps)).toEqual({
      designers: [
        { id: 'aki', name: 'Aki Sato', email: 'aki@example.com', suspended: false },
        { id: 'ines', name: 'Inês Duarte', email: 'ines@example.com', suspended: true },
      ],
    });
    await expect(suspendDesigner(deps, 'ines', ADMIN)).rejects.toMatchObject({
      status: 409,
      message: 'This designer is already suspended.',
    });

    // A profile saved while suspended stays hidden.
    await designers.save('ines', { name: 'Inês Duarte', ...PROFILE }, null);
    expect((await designers.get('ines'))!.active).toBe(false);

    expect(await reinstateDesigner(deps, 'ines', { tool: 'admin:grant' })).toEqual({ suspended: false });
    expect((await designers.list()).map((profile) => profile.uid)).toEqual(['aki', 'ines']);
    await expect(reinstateDesigner(deps, 'ines', ADMIN)).rejects.toMatchObject({ status: 409, message: 'This designer is not suspended.' });
    expect(deps.auditLog.entries.map((entry) => [entry.actorUid, entry.action, entry.target, entry.reason])).toEqual([
      ['root', 'suspend-designer', { kind: 'designer', id: 'ines' }, 'Late twice this month.'],
      ['tool:admin:grant', 'reinstate-designer', { kind: 'designer', id: 'ines' }, null],
    ]);
  });

  it('answers 404 for an account without the designer role, writing nothing', async () => {
    const { deps } = await world();
    await expect(suspendDesigner(deps, 'maya', ADMIN)).rejects.toMatchObject({ status: 404, message: 'This designer does not exist.' });
    await expect(reinstateDesigner(deps, 'nobody', ADMIN)).rejects.toMatchObject({ status: 404 });
    expect(deps.auditLog.entries).toEqual([]);
  });
});
