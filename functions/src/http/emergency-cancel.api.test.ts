// An admin's emergency cancel of a consultation over real HTTP on the Auth and Firestore emulators: admins only (404 to
// everyone else), the reason required, the consultation given back whatever the time, the designer's earning of a held
// call reversed once, both sides told, and one audit line however often it is asked.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApp, composeConsultations } from '../composition.js';
import { CONSULTATION_MESSAGES } from '../contracts/consultations.js';
import type { MemberView } from '../contracts/service-console.js';
import { ALREADY_CANCELLED, EMERGENCY_CANCEL_REASON } from '../contracts/service-console.js';
import { holdConsultation } from '../services/steps/earnings.js';
import { verifiedAccount, type TestUser } from '../testing/auth.js';
import { call, clearFirestore, startBackend, type TestBackend } from '../testing/backend.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Person {
  user: TestUser;
  token: string;
}

describe("an admin's emergency cancel of a consultation", () => {
  let api: TestBackend;
  let db: Firestore;
  let admin: Person;
  let member: Person;
  let designer: Person;

  async function person(claims: { designer?: true; admin?: true } = {}, name = 'Member'): Promise<Person> {
    const { user, token } = await verifiedAccount(api, claims);
    if (claims.designer) await db.doc(`designers/${user.uid}`).set({ name, active: true });
    await db.doc(`users/${user.uid}`).set({ email: user.email, firstName: name, lastName: 'Lind' }, { merge: true });
    return { user, token };
  }

  /** A 60-minute consultation of the member with the designer, starting at `start` (booked a day before it). */
  async function consultation(start: Date): Promise<string> {
    const { consultations } = await composeConsultations(api.config);
    const booked = await consultations.create(
      {
        memberUid: member.user.uid,
        memberName: 'Maya Lind',
        designerUid: designer.user.uid,
        designerName: 'Dana',
        designerTimeZone: 'UTC',
        memberTimeZone: 'UTC',
        meetingUrl: 'https://meet.test/dana',
        start,
        minutes: 60,
        brief: '',
        boards: [{ id: 'b1', title: 'Green kitchen' }],
      },
      0,
      new Date(Math.min(Date.now(), start.getTime() - DAY)),
    );
    return booked.id;
  }
  const wholeMinute = (at: number) => new Date(Math.floor(at / 60_000) * 60_000);
  const cancel = (id: string, body: unknown, token = admin.token) => call(api, `admin/consultations/${id}/cancel`, { token, body });
  const auditLines = async (id: string) =>
    (await db.collection('auditLog').where('target.id', '==', id).get()).docs.map((doc) => doc.data());
  const earningIds = async () => (await db.collection('earnings').get()).docs.map((doc) => doc.id).sort();
  const stored = async (id: string) => (await db.doc(`bookings/${id}`).get()).data();

  beforeAll(async () => {
    api = await startBackend({ APP_ORIGIN: 'https://roomboard.test' });
    db = getFirestore(await adminApp(api.config));
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(async () => {
    await clearFirestore();
    admin = await person({ admin: true }, 'Ada');
    member = await person({}, 'Maya');
    designer = await person({ designer: true }, 'Dana');
    // Platinum, paid for a period that began three days ago: two 60-minute consultations.
    const period = { periodStart: new Date(Date.now() - 3 * DAY).toISOString(), periodEnd: new Date(Date.now() + 27 * DAY).toISOString() };
    const membership = { tier: 'platinum', title: 'Platinum', since: period.periodStart, amountCents: 10000, currency: 'usd' };
    await db
      .doc(`users/${member.user.uid}`)
      .set({ membership: { ...membership, checkoutSessionId: null, status: 'active', ...period } }, { merge: true });
  });

  it('answers 404 to everyone but admins, and changes nothing', async () => {
    const id = await consultation(wholeMinute(Date.now() + 2 * HOUR));
    expect((await call(api, `admin/consultations/${id}/cancel`, { body: { reason: 'No-show.' } })).status).toBe(404);
    for (const token of [member.token, designer.token]) expect((await cancel(id, { reason: 'No-show.' }, token)).status).toBe(404);
    expect(await stored(id)).toMatchObject({ status: 'confirmed' });
    expect(await auditLines(id)).toEqual([]);
  });

  it('asks for the reason, and says a consultation that does not exist does not', async () => {
    const id = await consultation(wholeMinute(Date.now() + 2 * HOUR));
    expect(await cancel(id, {})).toMatchObject({ status: 400, body: { error: EMERGENCY_CANCEL_REASON } });
    expect(await cancel(id, { reason: '   ' })).toMatchObject({ status: 400, body: { error: EMERGENCY_CANCEL_REASON } });
    expect(await cancel('nope', { reason: 'No-show.' })).toMatchObject({ status: 404, body: { error: CONSULTATION_MESSAGES.notFound } });
    expect(await stored(id)).toMatchObject({ status: 'confirmed' });
  });

  it('cancels a consultation two hours ahead (inside the cut-off), giving it back, with nothing to reverse', async () => {
    const id = await consultation(wholeMinute(Date.now() + 2 * HOUR));
    const used = async () =>
      (await call<MemberView>(api, `admin/members/${member.user.uid}`, { token: admin.token })).body.allowances.used.consultations;
    expect(await used()).toBe(1);
    const done = await cancel(id, { reason: 'The designer is ill.' });
    expect(done).toMatchObject({ status: 200, body: { id, memberUid: member.user.uid, status: 'cancelled', reversedCents: 0 } });
    expect(await stored(id)).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(await used()).toBe(0);
    expect(await earningIds()).toEqual([]);
    const mails = (await db.collection('mail').get()).docs.map((doc) => doc.id).sort();
    expect(mails).toEqual([`booking-cancelled-by-roomboard-${id}-1-designer`, `booking-cancelled-by-roomboard-${id}-1-member`]);
    const told = await db.collection(`users/${member.user.uid}/notifications`).get();
    expect(told.docs.map((doc) => doc.get('event.status') ?? doc.get('status'))).toContain('cancelled-by-roomboard');
  });

  it('after a held call: the earning is reversed once, and asking twice is 409 with one audit line', async () => {
    const start = wholeMinute(Date.now() - 2 * HOUR);
    const id = await consultation(start);
    const { consultations } = await composeConsultations(api.config);
    expect(await holdConsultation({ consultations }, id, new Date())).toMatchObject({ amountCents: 4500 });
    const [first, second] = await Promise.all([cancel(id, { reason: 'The call was cut short.' }), cancel(id, { reason: 'Again.' })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body).toEqual(expect.objectContaining({ error: ALREADY_CANCELLED }));
    expect((first.status === 200 ? first : second).body).toMatchObject({ reversedCents: 4500 });
    expect(await earningIds()).toEqual([`consultation_${id}`, `reversal_consultation_${id}`]);
    expect((await db.doc(`earnings/reversal_consultation_${id}`).get()).data()).toMatchObject({
      amountCents: -4500,
      reversalOf: `consultation_${id}`,
      designerUid: designer.user.uid,
    });
    expect(await cancel(id, { reason: 'Once more.' })).toMatchObject({ status: 409, body: { error: ALREADY_CANCELLED } });
    // The old path older clients call is the same handler: 409 too, not a 404 for an unknown route.
    const old = await call(api, `admin/bookings/${id}/cancel`, { token: admin.token, body: { reason: 'By the old path.' } });
    expect(old).toMatchObject({ status: 409, body: { error: ALREADY_CANCELLED } });
    expect(await auditLines(id)).toEqual([
      expect.objectContaining({
        actorUid: admin.user.uid,
        action: 'emergency-cancel',
        target: { kind: 'booking', id },
        details: expect.objectContaining({ memberUid: member.user.uid, held: true, reversedCents: 4500 }),
      }),
    ]);
    const line = (await auditLines(id))[0]!;
    expect(['The call was cut short.', 'Again.']).toContain(line.reason);
  });
});
