// "Design for Roomboard" over real HTTP on the Auth and Firestore emulators: a member uploads portfolio pictures (on the
// generate function) and applies once at a time; admins alone list, approve and decline (404 to everyone else); the
// approval grants the role and publishes the profile once; suspend and reinstate hide and show the designer; every
// admin action leaves one line in GET /api/admin/audit.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../contracts/audit-log.js';
import type {
  AdminApplications,
  DesignerApplicationView,
  MyDesignerApplication,
  PortfolioUpload,
} from '../contracts/designer-application-rules.js';
import { DESIGNER_RATES } from '../contracts/membership-tiers.js';
import { adminApp } from '../composition.js';
import { createAccount, sessionFor, signUpMember, verifyEmail, type TestUser } from '../testing/auth.js';
import { call, type TestBackend } from '../testing/backend.js';
import { startGenerateBackend } from '../testing/generate-backend.js';

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('designer applications over HTTP', () => {
  let backend: TestBackend;
  let db: Firestore;
  let admin: { user: TestUser; token: string };
  let member: { user: TestUser; token: string };

  async function upload(token: string | null, data: Buffer) {
    const response = await fetch(`${backend.url}/api/designer-applications/pictures`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: new Uint8Array(data),
    });
    return { status: response.status, body: (await response.json()) as PortfolioUpload & { error?: string } };
  }

  async function form(token: string) {
    const paths = [];
    for (const colour of ['#9A6A3D', '#2F7F7A', '#C9B79C']) paths.push((await upload(token, await photo(colour))).body.path);
    return {
      name: 'Maya Ito',
      bio: 'Small flats, warm woods.',
      styles: ['Natural Tones'],
      timeZone: 'Europe/Berlin',
      meetingUrl: 'https://meet.example/maya',
      portfolio: paths.map((path) => ({ kind: 'upload', path })),
      acceptTerms: true,
    };
  }

  const auditLines = async () => (await call<AuditPage>(backend, 'admin/audit', { token: admin.token })).body.entries;

  beforeAll(async () => {
    backend = await startGenerateBackend();
    db = getFirestore(await adminApp(backend.config));
    const adminUser = await createAccount();
    await getAuth(await adminApp(backend.config)).setCustomUserClaims(adminUser.uid, { admin: true });
    admin = { user: adminUser, token: await sessionFor(backend, adminUser) };
    member = await signUpMember(backend, 'Maya', { verified: true });
  });
  afterAll(() => backend.close());

  it('answers a visitor 401 and an unverified member 403 with the message, and tells the page which they are', async () => {
    // The rates the page shows are public: the table's here, where no operator set others.
    expect(await call(backend, 'designer-rates')).toMatchObject({ status: 200, body: DESIGNER_RATES });
    expect(await call(backend, 'designer-applications/mine')).toMatchObject({ status: 401, body: { error: 'Please Login.' } });
    expect((await upload(null, await photo('#000000'))).status).toBe(401);
    const unverified = await signUpMember(backend, 'Una');
    expect(await call<MyDesignerApplication>(backend, 'designer-applications/mine', { token: unverified.token })).toMatchObject({
      status: 200,
      body: { application: null, email_verified: false, designer: false },
    });
    expect(await call(backend, 'designer-applications', { token: unverified.token, body: await form(unverified.token) })).toMatchObject({
      status: 403,
      body: { error: 'Verify your e-mail address before you apply: open the link in the e-mail we sent you.', code: 'email-unverified' },
    });
    // Verified after the session started: Firebase Auth has the last word.
    await verifyEmail(unverified.user);
    expect(
      (await call<MyDesignerApplication>(backend, 'designer-applications/mine', { token: unverified.token })).body.email_verified,
    ).toBe(true);
  });

  it('answers validation errors as JSON {error} with the exact message', async () => {
    const valid = await form(member.token);
    const cases: [unknown, string][] = [
      [{ ...valid, portfolio: valid.portfolio.slice(0, 2) }, 'Add 3 to 6 portfolio pictures.'],
      [{ ...valid, acceptTerms: false }, 'Accept the designer terms and rates to apply.'],
      [{ ...valid, meetingUrl: 'http://meet.example/maya' }, 'Enter the https link of your meeting room.'],
      [{ ...valid, styles: [] }, 'Choose at least one style.'],
      [{ ...valid, timeZone: 'Mars/Olympus' }, 'Choose a time zone from the list.'],
      [{ ...valid, bio: '   ' }, 'Tell us about your work.'],
    ];
    for (const [body, error] of cases)
      expect(await call(backend, 'designer-applications', { token: member.token, body })).toMatchObject({ status: 400, body: { error } });
    expect((await upload(member.token, Buffer.from('not a picture'))).body).toMatchObject({
      error: 'This file is not an image. Choose a JPEG, PNG or HEIC photo.',
    });
  });

  it('applies once at a time; admins alone list, decline (with a reason) and approve once; each decision one audit line', async () => {
    const applied = await call<DesignerApplicationView>(backend, 'designer-applications', {
      token: member.token,
      body: await form(member.token),
    });
    expect(applied).toMatchObject({ status: 201, body: { status: 'pending', name: 'Maya Ito' } });
    const picture = await fetch(`${backend.url}${applied.body.portfolio[0]!.url}`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(await call(backend, 'designer-applications', { token: member.token, body: await form(member.token) })).toMatchObject({
      status: 409,
      body: { error: 'You already have an application waiting for review. We will e-mail you once it is decided.' },
    });

    // Everyone but an admin gets the 404 of every /admin route.
    const id = applied.body.id;
    for (const token of [undefined, member.token]) {
      expect((await call(backend, 'admin/applications?status=pending', { token })).status).toBe(404);
      expect((await call(backend, `admin/applications/${id}/approve`, { token, body: {} })).status).toBe(404);
      expect((await call(backend, `admin/applications/${id}/decline`, { token, body: { reason: 'No.' } })).status).toBe(404);
      expect((await call(backend, 'admin/audit', { token })).status).toBe(404);
    }
    const pending = await call<AdminApplications>(backend, 'admin/applications?status=pending', { token: admin.token });
    expect(pending.body.applications.find((one) => one.id === id)).toMatchObject({
      applicant: { uid: member.user.uid, email: member.user.email },
      portfolio: applied.body.portfolio,
    });
    expect(await call(backend, 'admin/applications?status=maybe', { token: admin.token })).toMatchObject({
      status: 400,
      body: { error: "status is 'pending', 'approved' or 'declined'." },
    });
    expect(await call(backend, `admin/applications/${id}/decline`, { token: admin.token, body: {} })).toMatchObject({
      status: 400,
      body: { error: 'Enter the reason for declining.' },
    });

    const declined = await call<DesignerApplicationView>(backend, `admin/applications/${id}/decline`, {
      token: admin.token,
      body: { reason: 'Show us finished rooms, not renders.' },
    });
    expect(declined).toMatchObject({ status: 200, body: { status: 'declined', reason: 'Show us finished rooms, not renders.' } });
    expect((await call(backend, `admin/applications/${id}/approve`, { token: admin.token, body: {} })).status).toBe(409);

    // After a decline the member applies again; two approvals at once grant once.
    const again = await call<DesignerApplicationView>(backend, 'designer-applications', {
      token: member.token,
      body: await form(member.token),
    });
    expect(again.status).toBe(201);
    const approvals = await Promise.all(
      [0, 1].map(() =>
        call<DesignerApplicationView>(backend, `admin/applications/${again.body.id}/approve`, { token: admin.token, body: {} }),
      ),
    );
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { customClaims } = await getAuth(await adminApp(backend.config)).getUser(member.user.uid);
    expect(customClaims).toMatchObject({ designer: true });
    expect((await call(backend, `designers/${member.user.uid}`)).body).toMatchObject({ designer: { name: 'Maya Ito', active: true } });
    const mine = await call<MyDesignerApplication>(backend, 'designer-applications/mine', {
      token: await sessionFor(backend, member.user),
    });
    expect(mine.body).toMatchObject({ application: { id: again.body.id, status: 'approved' }, designer: true });
    const mails = await db.collection('mail').where('uid', '==', member.user.uid).get();
    expect(mails.docs.map((doc) => doc.get('message.subject')).sort()).toEqual([
      'Welcome to Roomboard’s designers',
      'Your Roomboard designer application',
    ]);

    const decisions = (await auditLines()).filter((line) => [id, again.body.id].includes(line.target.id));
    expect(decisions.map((line) => [line.action, line.target.id, line.reason, line.actor.uid])).toEqual([
      ['approve-application', again.body.id, null, admin.user.uid],
      ['decline-application', id, 'Show us finished rooms, not renders.', admin.user.uid],
    ]);
    expect(decisions[0]!.actor.name).toBe(admin.user.email);
  });

  it('suspends and reinstates a designer from the admin page, one audit line each', async () => {
    const dee = await createAccount();
    await getAuth(await adminApp(backend.config)).setCustomUserClaims(dee.uid, { designer: true });
    await db.doc(`designers/${dee.uid}`).set({ name: 'Dee Suspended', active: true });
    const suspend = (token?: string) => call(backend, `admin/designers/${dee.uid}/suspend`, { token, body: { reason: 'Late twice.' } });
    expect((await suspend(member.token)).status).toBe(404);
    expect(await suspend(admin.token)).toMatchObject({ status: 200, body: { suspended: true } });
    expect((await suspend(admin.token)).body).toEqual({ error: 'This designer is already suspended.', code: 'conflict' });
    expect((await call(backend, `designers/${dee.uid}`)).status).toBe(404);
    const listed = await call<{ designers: { id: string; suspended: boolean }[] }>(backend, 'admin/designers', { token: admin.token });
    expect(listed.body.designers.find((one) => one.id === dee.uid)).toMatchObject({ suspended: true });
    expect(await call(backend, `admin/designers/${dee.uid}/reinstate`, { token: admin.token, body: {} })).toMatchObject({
      status: 200,
      body: { suspended: false },
    });
    expect((await call(backend, `designers/${dee.uid}`)).status).toBe(200);
    const lines = (await auditLines()).filter((line) => line.target.id === dee.uid);
    expect(lines.map((line) => [line.action, line.reason])).toEqual([
      ['reinstate-designer', null],
      ['suspend-designer', 'Late twice.'],
    ]);
    expect(await call(backend, 'admin/audit?cursor=not-a-cursor', { token: admin.token })).toMatchObject({
      status: 400,
      body: { error: 'The page cursor is not valid.' },
    });
  });
});
