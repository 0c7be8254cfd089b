// Consultations on the Auth and Firestore emulators, with mail over real SMTP (maildev): availability, slots,
// allowances per plan, one consultation per slot under a race, 400/409 refusals, cancel and reschedule until 24 hours
// before, the .ics mails, and the reminder sweep run twice.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMaildev, type Maildev } from '../../../emulators/maildev.mjs';
import { CONSULTATION_MESSAGES, type ConsultationsPage, type ConsultationView, type SlotsPage } from '../contracts/consultations.js';
import type { AvailabilityForm } from '../contracts/designers.js';
import { adminApp, composeConsultations, composeDelivery, composeReminders, composeRoles } from '../composition.js';
import { deliverMail } from '../services/deliver-mail.service.js';
import { sweepReminders } from '../services/consultation-reminders.service.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { revokeDesigner } from '../services/roles.service.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';

const OFFSET = Number(process.env.ROOMBOARD_TEST_PORT_OFFSET ?? 20);
const HOUR = 3_600_000;

interface Account {
  user: TestUser;
  token: string;
}

const EVERY_DAY: AvailabilityForm['weekly'] = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [{ start: '00:00', end: '23:30' }]]),
);
const AVAILABILITY: AvailabilityForm = {
  timeZone: 'America/New_York',
  slotMinutes: 30,
  bufferMinutes: 0,
  weekly: EVERY_DAY,
  daysOff: [],
};

describe('consultations', () => {
  let maildev: Maildev;
  let backend: TestBackend;
  let db: Firestore;
  let designer: Account;
  let gold: Account;
  /** Every account made here: their notifications go when the file ends (the notifications sweep test counts all). */
  const made: string[] = [];

  async function account(first: string, plan: 'basic' | 'gold' | 'platinum' | null, signUp = true): Promise<Account> {
    const user = await createAccount();
    made.push(user.uid);
    if (signUp) {
      const made = await call(backend, 'sign_up', {
        token: user.idToken,
        body: { first_name: first, last_name: 'Tester', email: user.email, address: '1 Test Street' },
      });
      expect(made.status).toBe(201);
    }
    if (plan) {
      const membership = {
        tier: plan,
        title: plan,
        since: new Date().toISOString(),
        amountCents: 0,
        currency: 'usd',
        checkoutSessionId: null,
      };
      await db.collection('users').doc(user.uid).set({ membership }, { merge: true });
    }
    return { user, token: await sessionFor(backend, user) };
  }

  async function designerAccount(name: string): Promise<Account> {
    const made = await account(name, null);
    await getAuth(await adminApp(backend.config)).setCustomUserClaims(made.user.uid, { designer: true });
    const { designers } = await composeConsultations(backend.config);
    await designers.save(
      made.user.uid,
      { name, bio: 'Rooms.', styles: [], meetingUrl: `https://meet.example/${name.toLowerCase()}`, timeZone: AVAILABILITY.timeZone },
      null,
    );
    const token = await sessionFor(backend, made.user);
    const saved = await call(backend, 'designer/availability', { method: 'PUT', token, body: AVAILABILITY });
    expect(saved.status).toBe(200);
    return { user: made.user, token };
  }

  const slotsOf = async (who: Account | null, designerUid: string) => {
    const answer = await call<SlotsPage>(backend, `designers/${designerUid}/slots`, { token: who?.token });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  /** The first free slot at least `hours` from now. */
  const slotAfter = async (who: Account, designerUid: string, hours: number) =>
    (await slotsOf(who, designerUid)).slots.find((slot) => new Date(slot).getTime() >= Date.now() + hours * HOUR)!;
  const book = (who: Account, designerId: string, start: string, extra: Record<string, unknown> = {}) =>
    call<ConsultationView & { error?: string; code?: string }>(backend, 'consultations', {
      token: who.token,
      body: { designerId, start, ...extra },
    });

  beforeAll(async () => {
    maildev = await startMaildev({ offset: OFFSET });
    backend = await startBackend({ SMTP_URL: maildev.smtpUrl });
    db = getFirestore(await adminApp(backend.config));
    designer = await designerAccount('Dana');
    gold = await account('Gwen', 'gold');
  }, 60_000);
  afterAll(async () => {
    for (const uid of made) {
      await db.recursiveDelete(db.collection('users').doc(uid).collection('notifications'));
      await db.collection('notificationCounts').doc(uid).delete();
    }
    await backend?.close();
    await maildev?.stop();
  });

  it('the availability API is the designer’s alone: 404 to members, the form back to the designer', async () => {
    expect((await call(backend, 'designer/availability', { token: gold.token })).status).toBe(404);
    expect((await call(backend, 'designer/availability', { method: 'PUT', token: gold.token, body: AVAILABILITY })).status).toBe(404);
    const mine = await call(backend, 'designer/availability', { token: designer.token });
    expect(mine).toMatchObject({ status: 200, body: { availability: AVAILABILITY } });
    const bad = await call(backend, 'designer/availability', {
      method: 'PUT',
      token: designer.token,
      body: { ...AVAILABILITY, weekly: { '1': [{ start: '12:00', end: '09:00' }] } },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Each window ends after it starts.' } });
  });

  it('slots: UTC instants with the designer’s zone, two hours ahead at the earliest, the plan’s length', async () => {
    const anonymous = await slotsOf(null, designer.user.uid);
    expect(anonymous).toMatchObject({ designerId: designer.user.uid, timeZone: 'America/New_York', minutes: 30 });
    expect(anonymous.slots[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|30):00\.000Z$/);
    expect(new Date(anonymous.slots[0]!).getTime()).toBeGreaterThanOrEqual(Date.now() + 2 * HOUR - 60_000);
    expect(new Date(anonymous.slots.at(-1)!).getTime()).toBeLessThan(Date.now() + 14 * 24 * HOUR);
    const missing = await call(backend, `designers/${randomUUID()}/slots`);
    expect(missing).toMatchObject({ status: 404, body: { error: CONSULTATION_MESSAGES.designerNotFound } });
    const from = new Date(Date.now() + HOUR);
    const range = (days: number) =>
      `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(new Date(from.getTime() + days * 24 * HOUR).toISOString())}`;
    const fifteen = await call(backend, `designers/${designer.user.uid}/slots?${range(15)}`);
    expect(fifteen).toMatchObject({ status: 400, body: { error: 'Ask for at most 14 days of free slots at a time.' } });
    expect((await call(backend, `designers/${designer.user.uid}/slots?${range(14)}`)).status).toBe(200);
  });

  it('Basic has no consultation: 403 allowance-used naming the plan that includes one', async () => {
    const basic = await account('Bea', 'basic', false);
    const refused = await book(basic, designer.user.uid, await slotAfter(basic, designer.user.uid, 30));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'allowance-used', upgradeTo: 'gold' });
  });

  it('refuses the past and times outside availability (400), and an overlap with another consultation (409)', async () => {
    const past = await book(gold, designer.user.uid, new Date(Date.now() - HOUR).toISOString());
    expect(past).toMatchObject({ status: 400, body: { error: 'That time has passed. Choose one of the free slots.' } });
    const offGrid = new Date(new Date(await slotAfter(gold, designer.user.uid, 30)).getTime() + 10 * 60_000).toISOString();
    expect(await book(gold, designer.user.uid, offGrid)).toMatchObject({
      status: 400,
      body: { error: "That time is outside the designer's availability. Choose one of the free slots." },
    });
    // A Platinum hour from 10:00 covers the 10:30 slot that a Gold member then asks for.
    const platinum = await account('Pia', 'platinum', false);
    const hour = await slotAfter(platinum, designer.user.uid, 100);
    expect((await book(platinum, designer.user.uid, hour)).status).toBe(201);
    const halfPast = new Date(new Date(hour).getTime() + 30 * 60_000).toISOString();
    expect(await book(gold, designer.user.uid, halfPast)).toMatchObject({ status: 409, body: { error: CONSULTATION_MESSAGES.overlap } });
    expect((await slotsOf(gold, designer.user.uid)).slots).not.toContain(halfPast);
  });

  it('20 members booking one slot at once: exactly one 201, 409 for the others', async () => {
    const busy = await designerAccount('Rae');
    const members = await Promise.all(Array.from({ length: 20 }, () => account('Racer', 'gold', false)));
    const start = await slotAfter(members[0]!, busy.user.uid, 50);
    const burst = await Promise.all(members.map((member) => book(member, busy.user.uid, start)));
    // On a busy machine the Firestore emulator settles some of the twenty transactions by lock timeouts: those members
    // are told to try again (503, nothing written), and do, one after another. Every answer ends a booking or a 409.
    expect(burst.filter((answer) => ![201, 409, 503].includes(answer.status))).toEqual([]);
    const answers = [];
    for (const [index, answer] of burst.entries())
      answers.push(answer.status === 503 ? await book(members[index]!, busy.user.uid, start) : answer);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error === CONSULTATION_MESSAGES.taken)).toBe(
      true,
    );
    const stored = await db.collection('bookings').where('designerUid', '==', busy.user.uid).get();
    expect(stored.size).toBe(1);
  }, 120_000);

  it('a consultation mails both sides the .ics, shows on both sides; cancelling refunds the consultation and sends CANCEL', async () => {
    const start = await slotAfter(gold, designer.user.uid, 72);
    const booked = await book(gold, designer.user.uid, start, { brief: 'A calm living room.', timeZone: 'Europe/Paris' });
    expect(booked).toMatchObject({
      status: 201,
      body: {
        status: 'confirmed',
        start,
        minutes: 30,
        brief: 'A calm living room.',
        meetingUrl: 'https://meet.example/dana',
        changeable: true,
      },
    });
    const id = booked.body.id;
    expect((await book(gold, designer.user.uid, await slotAfter(gold, designer.user.uid, 100))).body).toMatchObject({
      code: 'allowance-used',
    });

    const mine = await call<ConsultationsPage>(backend, 'consultations', { token: gold.token });
    expect(mine.body.bookings.map((b) => b.id)).toContain(id);
    const calendar = await call<ConsultationsPage>(backend, 'designer/consultations', { token: designer.token });
    expect(calendar.body.bookings.find((b) => b.id === id)).toMatchObject({ memberName: 'Gwen Tester', brief: 'A calm living room.' });
    expect((await call(backend, 'designer/consultations', { token: gold.token })).status).toBe(404);

    const delivery = await composeDelivery(backend.config);
    expect(await deliverMail(delivery, `booking-confirmed-${id}-0-member`)).toBe('sent');
    expect(await deliverMail(delivery, `booking-confirmed-${id}-0-designer`)).toBe('sent');
    const [mail] = await maildev.waitFor(
      (m) => m.to.some((to) => to.address === gold.user.email) && m.subject === 'Your consultation with Dana is booked',
    );
    expect(mail!.text).toContain('Join the consultation: https://meet.example/dana');
    const [ics] = mail!.attachments ?? [];
    const content = await maildev.attachment(mail!.id, ics!.generatedFileName);
    expect(content).toContain('METHOD:REQUEST');
    expect(content).toContain(`UID:${id}@roomboard`);
    expect(content).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace('.000', '')}`);
    const [designerMail] = await maildev.waitFor(
      (m) => m.to.some((to) => to.address === designer.user.email) && m.subject === 'Your consultation with Gwen Tester is booked',
    );
    expect(designerMail!.text).toContain('> A calm living room.');

    const cancelled = await call<ConsultationView>(backend, `consultations/${id}`, { method: 'DELETE', token: gold.token });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', cancelledBy: 'member', changeable: false } });
    expect(await deliverMail(delivery, `booking-cancelled-${id}-1-member`)).toBe('sent');
    const [cancelMail] = await maildev.waitFor(
      (m) => m.to.some((to) => to.address === gold.user.email) && m.subject.endsWith('is cancelled'),
    );
    const cancelIcs = await maildev.attachment(cancelMail!.id, cancelMail!.attachments![0]!.generatedFileName);
    expect(cancelIcs).toContain('METHOD:CANCEL');
    expect(cancelIcs).toContain('SEQUENCE:1');
    expect(cancelIcs).toContain(`UID:${id}@roomboard`);
    expect((await call<ConsultationView>(backend, `consultations/${id}`, { token: designer.token })).body.status).toBe('cancelled');

    // The consultation is back, and the slot free again.
    expect((await slotsOf(gold, designer.user.uid)).slots).toContain(start);
    const again = await book(gold, designer.user.uid, start);
    expect(again.status).toBe(201);
    await call(backend, `consultations/${again.body.id}`, { method: 'DELETE', token: gold.token });
  });

  it('reschedules to a free slot in one move (old slot freed), refuses a taken one, and closes 24 hours before', async () => {
    const member = await account('Remy', 'gold');
    const [first, second] = (await slotsOf(member, designer.user.uid)).slots.filter((s) => new Date(s).getTime() > Date.now() + 150 * HOUR);
    const booked = await book(member, designer.user.uid, first!);
    expect(booked.status).toBe(201);
    const other = await account('Otto', 'gold', false);
    expect((await book(other, designer.user.uid, second!)).status).toBe(201);
    const taken = await call(backend, `consultations/${booked.body.id}`, { method: 'PATCH', token: member.token, body: { start: second } });
    expect(taken).toMatchObject({ status: 409, body: { error: CONSULTATION_MESSAGES.taken } });

    const later = (await slotsOf(member, designer.user.uid)).slots.find((s) => new Date(s).getTime() > Date.now() + 200 * HOUR)!;
    const moved = await call<ConsultationView>(backend, `consultations/${booked.body.id}`, {
      method: 'PATCH',
      token: member.token,
      body: { start: later },
    });
    expect(moved).toMatchObject({ status: 200, body: { start: later, status: 'confirmed' } });
    expect((await slotsOf(member, designer.user.uid)).slots).toContain(first);
    expect(await deliverMail(await composeDelivery(backend.config), `booking-rescheduled-${booked.body.id}-1-member`)).toBe('sent');
    const [mail] = await maildev.waitFor((m) => m.to.some((to) => to.address === member.user.email) && m.subject.endsWith('has moved'));
    const ics = await maildev.attachment(mail!.id, mail!.attachments![0]!.generatedFileName);
    for (const line of ['METHOD:REQUEST', 'SEQUENCE:1', `UID:${booked.body.id}@roomboard`]) expect(ics).toContain(line);

    const soon = await account('Suri', 'gold', false);
    const near = await book(soon, designer.user.uid, await slotAfter(soon, designer.user.uid, 3));
    expect(near.body.changeable).toBe(false);
    const tooLate = await call(backend, `consultations/${near.body.id}`, { method: 'DELETE', token: soon.token });
    expect(tooLate).toMatchObject({ status: 409, body: { error: CONSULTATION_MESSAGES.tooLate } });
    expect((await call(backend, `consultations/${near.body.id}`, { method: 'DELETE', token: member.token })).status).toBe(404);
  });

  it('the reminder sweep sends each reminder once, however often it runs', async () => {
    const member = await account('Rita', 'gold');
    const booked = await book(member, designer.user.uid, await slotAfter(member, designer.user.uid, 5));
    expect(booked.status).toBe(201);
    const id = booked.body.id;
    const deps = await composeReminders(backend.config);
    const mine = (sent: { id: string; kind: string }[]) => sent.filter((s) => s.id === id).map((s) => s.kind);
    const [first, second] = await Promise.all([sweepReminders(deps), sweepReminders(deps)]);
    expect([...mine(first), ...mine(second)]).toEqual(['24h']);
    expect(mine(await sweepReminders(deps))).toEqual([]);
    const hourBefore = new Date(new Date(booked.body.start).getTime() - 30 * 60_000);
    expect(mine(await sweepReminders({ ...deps, now: () => hourBefore }))).toEqual(['1h']);
    expect(mine(await sweepReminders({ ...deps, now: () => hourBefore }))).toEqual([]);
    expect(await deliverMail(await composeDelivery(backend.config), `booking-reminder-1h-${id}-0-member`)).toBe('sent');
    const [mail] = await maildev.waitFor(
      (m) => m.to.some((to) => to.address === member.user.email) && m.subject.endsWith('starts in one hour'),
    );
    expect(mail!.subject).toBe('Your consultation with Dana starts in one hour');
  });

  it('keeps the old /api/bookings paths for older clients: the same handlers and answers as /api/consultations', async () => {
    const member = await account('Olga', 'gold', false);
    const start = await slotAfter(member, designer.user.uid, 150);
    const booked = await call<ConsultationView>(backend, 'bookings', {
      token: member.token,
      body: { designerId: designer.user.uid, start },
    });
    expect(booked).toMatchObject({ status: 201, body: { status: 'confirmed', start, changeable: true } });
    const id = booked.body.id;
    const mine = await call<ConsultationsPage>(backend, 'consultations', { token: member.token });
    expect(mine.body.bookings.map((one) => one.id)).toEqual([id]);
    expect((await call<ConsultationsPage>(backend, 'bookings', { token: member.token })).body).toEqual(mine.body);
    const calendar = await call<ConsultationsPage>(backend, 'designer/bookings', { token: designer.token });
    expect(calendar.body.bookings.map((one) => one.id)).toContain(id);
    expect((await call<ConsultationView>(backend, `bookings/${id}`, { token: member.token })).body).toEqual(mine.body.bookings[0]);

    const cancelled = await call<ConsultationView>(backend, `bookings/${id}`, { method: 'DELETE', token: member.token });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled', cancelledBy: 'member' } });
    expect((await call<ConsultationView>(backend, `consultations/${id}`, { token: member.token })).body.status).toBe('cancelled');
  });

  it('notes: only the designer, only after the start; the member reads them', async () => {
    const member = await account('Nia', 'platinum', false);
    const booked = await book(member, designer.user.uid, await slotAfter(member, designer.user.uid, 20));
    const path = `consultations/${booked.body.id}/notes`;
    expect(await call(backend, path, { method: 'PUT', token: designer.token, body: { notes: 'Early.' } })).toMatchObject({
      status: 409,
      body: { error: CONSULTATION_MESSAGES.notesBeforeStart },
    });
    await db
      .collection('bookings')
      .doc(booked.body.id)
      .update({ start: new Date(Date.now() - HOUR) });
    expect((await call(backend, path, { method: 'PUT', token: member.token, body: { notes: 'Mine.' } })).status).toBe(404);
    const written = await call(backend, path, { method: 'PUT', token: designer.token, body: { notes: '## Next\n- Paint the wall sage.' } });
    expect(written).toMatchObject({ status: 200, body: { notes: '## Next\n- Paint the wall sage.' } });
    expect((await call<ConsultationView>(backend, `consultations/${booked.body.id}`, { token: member.token })).body.notes).toBe(
      '## Next\n- Paint the wall sage.',
    );
  });

  it('revoking the designer cancels their consultations not yet started (once), gives them back; past ones stay', async () => {
    const rhea = await designerAccount('Rhea');
    const [ola, pia] = [await account('Ola', 'gold'), await account('Pia', 'gold', false)];
    const soon = await book(ola, rhea.user.uid, await slotAfter(ola, rhea.user.uid, 3)); // inside the 24-hour cut-off
    const past = await book(pia, rhea.user.uid, await slotAfter(pia, rhea.user.uid, 30));
    expect([soon.status, past.status]).toEqual([201, 201]);
    await db
      .collection('bookings')
      .doc(past.body.id)
      .update({ start: new Date(Date.now() - HOUR) });

    const revoke = async () => revokeDesigner(await composeRoles(backend.config), rhea.user.uid, { tool: 'admin:grant' });
    expect(await revoke()).toEqual({ reviews: 0, projects: 0, boards: 0, consultations: 1 });
    expect((await call<ConsultationView>(backend, `consultations/${soon.body.id}`, { token: ola.token })).body).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'designer',
      changeable: false,
    });
    expect((await call<ConsultationView>(backend, `consultations/${past.body.id}`, { token: pia.token })).body.status).toBe('confirmed');
    expect((await db.collection('mail').doc(`booking-cancelled-${soon.body.id}-1-member`).get()).exists).toBe(true);
    const notice = await db
      .collection('users')
      .doc(ola.user.uid)
      .collection('notifications')
      .doc(`booking_${soon.body.id}_cancelled`)
      .get();
    expect(notice.data()).toMatchObject({ status: 'cancelled', actor: { id: rhea.user.uid, name: 'Rhea' } });
    expect(await revoke()).toEqual({ reviews: 0, projects: 0, boards: 0, consultations: 0 });

    // Rhea takes no consultations any more; Ola's consultation is back for another designer.
    const gone = await call(backend, `designers/${rhea.user.uid}/slots`, { token: ola.token });
    expect(gone).toMatchObject({ status: 404, body: { error: CONSULTATION_MESSAGES.designerNotFound } });
    expect((await book(ola, rhea.user.uid, soon.body.start)).body).toMatchObject({ error: CONSULTATION_MESSAGES.designerNotFound });
    const again = await book(ola, designer.user.uid, await slotAfter(ola, designer.user.uid, 200));
    expect(again.status).toBe(201);
    await call(backend, `consultations/${again.body.id}`, { method: 'DELETE', token: ola.token });
  });
});
