import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../contracts/designer-application-rules.js';
import { DesignerApplicationForm } from '../contracts/designer-applications.js';
import { createBoardRecord, createUser } from '../testing/factories.js';
import { memoryAuditLog } from '../testing/memory-audit-log.js';
import { memoryDesignerApplications } from '../testing/memory-designer-applications.js';
import { memoryDesigners } from '../testing/memory-designers.js';
import { mailDeps, memoryRecipients } from '../testing/memory-mail.js';
import { memoryBlobs, memoryBoards, memoryGenerations, memoryUsers } from '../testing/memory-repositories.js';
import { memoryRoles } from '../testing/memory-roles.js';
import {
  adminApplications,
  applyToDesign,
  approveDesignerApplication,
  declineDesignerApplication,
  myApplication,
  uploadPortfolioPicture,
} from './designer-applications.service.js';

const NOW = new Date('2026-11-28T10:00:00Z');
const picture = (n: number) => `portfolio/${String(n).repeat(32).slice(0, 32)}.jpg`;

async function world() {
  const blobs = memoryBlobs();
  for (const n of [1, 2, 3, 4]) await blobs.put(picture(n), Buffer.from(`picture ${n}`), 'image/jpeg');
  const boards = memoryBoards(memoryGenerations(), [
    createBoardRecord({ id: 'mine-public', ownerUid: 'maya' }),
    createBoardRecord({ id: 'mine-private', ownerUid: 'maya', visibility: 'private' }),
    createBoardRecord({ id: 'theirs', ownerUid: 'bo' }),
  ]);
  await blobs.put(createBoardRecord().imagePath, Buffer.from('board picture'), 'image/png');
  const roles = memoryRoles([
    { uid: 'maya', email: 'maya@example.com', roles: [] },
    { uid: 'dee', email: 'dee@example.com', roles: ['designer'] },
    { uid: 'root', email: 'root@example.com', roles: ['admin'] },
  ]);
  const designers = memoryDesigners();
  const users = memoryUsers([createUser({ uid: 'maya', imagePath: `avatars/${'a'.repeat(32)}.webp` })]);
  const mail = mailDeps(memoryRecipients([{ uid: 'maya', email: 'maya@example.com' }]));
  const auditLog = memoryAuditLog();
  const applications = memoryDesignerApplications();
  const deps = { applications, blobs, boards, roles, designers, users, mail, auditLog, now: () => NOW };
  return { deps, roles, designers, mail, auditLog, applications };
}

const maya = (verified = true) => ({ uid: 'maya', email: 'maya@example.com', emailVerified: async () => verified });

const FORM = DesignerApplicationForm.parse({
  name: 'Maya Ito',
  bio: 'Small flats, warm woods.',
  styles: ['Natural Tones', 'Light Tones'],
  timeZone: 'Europe/Berlin',
  meetingUrl: 'https://meet.example/maya',
  portfolio: [
    { kind: 'upload', path: picture(1) },
    { kind: 'upload', path: picture(2) },
    { kind: 'board', boardId: 'mine-public' },
  ],
  acceptTerms: true,
});

const mailsTo = (mail: ReturnType<typeof mailDeps>) => [...mail.outbox.mails.values()].map(({ mail: queued }) => queued);

describe('applying to design for Roomboard', () => {
  it('keeps the application pending with its pictures (a board copied into the portfolio), and shows it to the member', async () => {
    const { deps } = await world();
    const sent = await applyToDesign(deps, maya(), FORM);
    expect(sent).toMatchObject({ status: 'pending', name: 'Maya Ito', styles: ['Natural Tones', 'Light Tones'], reason: null });
    expect(sent.portfolio.map((one) => one.board_id)).toEqual([null, null, 'mine-public']);
    expect(sent.portfolio[0]!.url).toBe(`/api/files/${picture(1)}`);
    expect(sent.portfolio[2]!.url).toMatch(/^\/api\/files\/portfolio\/[a-f0-9]{32}\.png$/);
    expect(await myApplication(deps, maya())).toEqual({ application: sent, email_verified: true, designer: false });
  });

  it('takes one application at a time: 409 while one is pending, again after a decline', async () => {
    const { deps } = await world();
    await applyToDesign(deps, maya(), FORM);
    await expect(applyToDesign(deps, maya(), FORM)).rejects.toMatchObject({ status: 409, message: APPLICATION_MESSAGES.pending });
    const [pending] = (await adminApplications(deps, 'pending')).applications;
    await declineDesignerApplication(deps, 'root', pending!.id, 'Show us finished rooms, not renders.');
    const again = await applyToDesign(deps, maya(), FORM);
    expect(again.status).toBe('pending');
    expect((await myApplication(deps, maya())).application!.id).toBe(again.id);
  });

  it('refuses an unverified address (403), a designer (409), and pictures that are not the member’s', async () => {
    const { deps } = await world();
    await expect(applyToDesign(deps, maya(false), FORM)).rejects.toMatchObject({
      status: 403,
      code: 'email-unverified',
      message: 'Verify your e-mail address before you apply: open the link in the e-mail we sent you.',
    });
    const dee = { uid: 'dee', email: 'dee@example.com', emailVerified: async () => true };
    await expect(applyToDesign(deps, dee, FORM)).rejects.toMatchObject({ status: 409, message: 'You are already a Roomboard designer.' });
    const withBoard = (boardId: string) => ({ ...FORM, portfolio: [...FORM.portfolio.slice(0, 2), { kind: 'board' as const, boardId }] });
    for (const boardId of ['mine-private', 'theirs', 'nope'])
      await expect(applyToDesign(deps, maya(), withBoard(boardId))).rejects.toMatchObject({
        status: 400,
        message: 'One of the boards you chose is not one of your public boards.',
      });
    const unknown = { ...FORM, portfolio: [...FORM.portfolio.slice(0, 2), { kind: 'upload' as const, path: picture(9) }] };
    await expect(applyToDesign(deps, maya(), unknown)).rejects.toMatchObject({
      status: 400,
      message: 'One of your portfolio pictures was not found. Upload it again.',
    });
    const twice = { ...FORM, portfolio: [...FORM.portfolio.slice(0, 2), { kind: 'upload' as const, path: picture(1) }] };
    await expect(applyToDesign(deps, maya(), twice)).rejects.toMatchObject({
      status: 400,
      message: 'Each portfolio picture can be added once.',
    });
    expect(await myApplication(deps, maya())).toMatchObject({ application: null });
  });

  it('checks the form with exact messages', () => {
    const problems = (body: unknown) => {
      const parsed = DesignerApplicationForm.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(problems({})).toEqual([
      'name: Enter your name.',
      'bio: Tell us about your work.',
      'styles: Choose at least one style.',
      'timeZone: Choose a time zone from the list.',
      'meetingUrl: Enter the https link of your meeting room.',
      'portfolio: Add 3 to 6 portfolio pictures.',
      'acceptTerms: Accept the designer terms and rates to apply.',
    ]);
    expect(
      problems({
        ...FORM,
        meetingUrl: 'http://meet.example/maya',
        styles: ['Loud'],
        portfolio: FORM.portfolio.slice(0, 2),
        acceptTerms: false,
      }),
    ).toEqual([
      'styles.0: Choose at least one style.',
      'meetingUrl: Enter the https link of your meeting room.',
      'portfolio: Add 3 to 6 portfolio pictures.',
      'acceptTerms: Accept the designer terms and rates to apply.',
    ]);
    expect(problems({ ...FORM, timeZone: 'Mars/Olympus' })).toEqual(['timeZone: Choose a time zone from the list.']);
    expect(problems({ ...FORM, portfolio: Array.from({ length: 7 }, (_, n) => ({ kind: 'upload', path: picture(n) })) })).toEqual([
      'portfolio: Add 3 to 6 portfolio pictures.',
    ]);
  });
});

describe("an admin's decision", () => {
  it('approves once: grants the role, publishes the profile, mails the welcome, writes one audit line', async () => {
    const { deps, roles, designers, mail, auditLog } = await world();
    const { id } = await applyToDesign(deps, maya(), FORM);
    expect((await adminApplications(deps, 'pending')).applications.map((one) => [one.id, one.applicant])).toEqual([
      [id, { uid: 'maya', email: 'maya@example.com' }],
    ]);
    const approved = await approveDesignerApplication(deps, 'root', id);
    expect(approved).toMatchObject({ status: 'approved', decided_at: NOW.toISOString() });
    expect(roles.byUid.get('maya')!.roles).toEqual(['designer']);
    expect(roles.sessionsEnded.get('maya')).toBe(1);
    expect(await designers.get('maya')).toMatchObject({
      name: 'Maya Ito',
      bio: 'Small flats, warm woods.',
      styles: ['Natural Tones', 'Light Tones'],
      meetingUrl: 'https://meet.example/maya',
      timeZone: 'Europe/Berlin',
      photoUrl: `/api/files/avatars/${'a'.repeat(32)}.webp`,
      active: true,
    });
    const [welcome] = mailsTo(mail);
    expect(welcome).toMatchObject({
      to: 'maya@example.com',
      category: 'application',
      message: { subject: 'Welcome to Roomboard’s designers' },
    });
    expect(welcome!.message.text).toContain('https://roomboard.test/designer/calendar');
    expect(welcome!.message.text).toContain('https://roomboard.test/designer/get-paid');
    expect(welcome!.message.text).toContain('Open your workspace: https://roomboard.test/designer');

    // Approving again grants nothing more.
    await expect(approveDesignerApplication(deps, 'root', id)).rejects.toMatchObject({
      status: 409,
      message: 'This application has already been decided.',
    });
    await expect(declineDesignerApplication(deps, 'root', id, 'No.')).rejects.toMatchObject({ status: 409 });
    expect(roles.sessionsEnded.get('maya')).toBe(1);
    expect(mailsTo(mail)).toHaveLength(1);
    expect(auditLog.entries.map(({ id: _id, ...entry }) => entry)).toEqual([
      {
        at: NOW,
        actorUid: 'root',
        action: 'approve-application',
        target: { kind: 'application', id },
        reason: null,
        details: { member: 'maya', name: 'Maya Ito' },
      },
    ]);
    expect((await myApplication(deps, maya())).application!.status).toBe('approved');
  });

  it('approves once when two admins approve at the same time', async () => {
    const { deps, roles, auditLog } = await world();
    const { id } = await applyToDesign(deps, maya(), FORM);
    const results = await Promise.allSettled([approveDesignerApplication(deps, 'root', id), approveDesignerApplication(deps, 'ada', id)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(roles.sessionsEnded.get('maya')).toBe(1);
    expect(auditLog.entries).toHaveLength(1);
  });

  it('declines with the reason: mails it, writes one audit line, and the member sees it', async () => {
    const { deps, roles, mail, auditLog } = await world();
    const { id } = await applyToDesign(deps, maya(), FORM);
    const declined = await declineDesignerApplication(deps, 'root', id, 'Show us finished rooms, not renders.');
    expect(declined).toMatchObject({ status: 'declined', reason: 'Show us finished rooms, not renders.' });
    expect(roles.byUid.get('maya')!.roles).toEqual([]);
    const [notice] = mailsTo(mail);
    expect(notice).toMatchObject({ to: 'maya@example.com', message: { subject: 'Your Roomboard designer application' } });
    expect(notice!.message.text).toContain('> Show us finished rooms, not renders.');
    expect(notice!.message.text).toContain('Apply again: https://roomboard.test/design-for-roomboard');
    expect(auditLog.entries.map((entry) => [entry.actorUid, entry.action, entry.target.id, entry.reason])).toEqual([
      ['root', 'decline-application', id, 'Show us finished rooms, not renders.'],
    ]);
    expect((await myApplication(deps, maya())).application).toMatchObject({
      status: 'declined',
      reason: 'Show us finished rooms, not renders.',
    });
    expect((await adminApplications(deps, 'pending')).applications).toEqual([]);
    expect((await adminApplications(deps, 'declined')).applications.map((one) => one.id)).toEqual([id]);
  });

  it('answers 404 for an application that does not exist', async () => {
    const { deps, auditLog } = await world();
    await expect(approveDesignerApplication(deps, 'root', 'nope')).rejects.toMatchObject({
      status: 404,
      message: 'This application does not exist.',
    });
    expect(auditLog.entries).toEqual([]);
  });
});

describe('a portfolio picture upload', () => {
  it('keeps the processed picture as a public portfolio file, and refuses what is no picture', async () => {
    const blobs = memoryBlobs();
    const processed = { data: Buffer.from('jpeg'), contentType: 'image/jpeg' as const, width: 800, height: 600 };
    const pictureImages = { roomPhoto: async (upload: Buffer) => (upload.length ? processed : { problem: 'not-image' as const }) };
    const uploaded = await uploadPortfolioPicture({ blobs, pictureImages }, 'maya', Buffer.from('raw'));
    expect(uploaded.path).toMatch(/^portfolio\/[a-f0-9]{32}\.jpg$/);
    expect(uploaded.url).toBe(`/api/files/${uploaded.path}`);
    expect(blobs.files.get(uploaded.path)).toEqual({ data: processed.data, contentType: 'image/jpeg' });
    await expect(uploadPortfolioPicture({ blobs, pictureImages }, 'maya', Buffer.alloc(0))).rejects.toMatchObject({
      status: 400,
      message: 'This file is not an image. Choose a JPEG, PNG or HEIC photo.',
    });
  });
});
