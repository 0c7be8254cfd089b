// Designers' earnings and payouts over real HTTP on the Auth and Firestore emulators, with the Stripe stand-in and the
// webhook: Connect onboarding (account.updated enables payouts), one earning per review delivered even when several are
// delivered at once, the payout sweep paying each designer's period once however many sweeps run at the same time, the
// reversal a refunded period writes, the CSV, and 404 to everyone the routes are not for.
import { randomUUID } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApp, composeConsultations, composePayouts, composeReviews } from '../composition.js';
import type { EarningsView, OnboardingLink, PayoutAccountView, PayoutReport, PayoutRun } from '../contracts/earnings.js';
import { PERIOD_INVALID, PERIOD_NOT_CLOSABLE } from '../contracts/earnings.js';
import { periodOf } from '../domain/earnings.js';
import { reverseWorkEarning } from '../services/steps/earnings.js';
import { payDesigners } from '../services/pay-designers.service.js';
import { verifiedAccount, type TestUser } from '../testing/auth.js';
import { call, clearFirestore, startBackend, type TestBackend } from '../testing/backend.js';
import {
  deliver,
  invoiceEvent,
  invoicePaymentEvent,
  startFakeStripe,
  startWebhook,
  subscriptionEvent,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
  type FakeStripe,
  type TestWebhook,
} from '../testing/stripe.js';

const DAY = 86_400_000;
const DELIVERY = { notes: [], swaps: [], summary: 'Warm the corner with a lamp.' };

interface Person {
  user: TestUser;
  token: string;
}

describe("designers' earnings and payouts", () => {
  let stripe: FakeStripe;
  let webhook: TestWebhook;
  let api: TestBackend;
  let db: Firestore;
  let admin: Person;
  let member: Person;

  async function person(claims: { designer?: true; admin?: true } = {}, name = 'Member'): Promise<Person> {
    const { user, token } = await verifiedAccount(api, claims);
    if (claims.designer) await db.doc(`designers/${user.uid}`).set({ name, active: true });
    await db.doc(`users/${user.uid}`).set({ email: user.email, firstName: name, lastName: 'Lind' }, { merge: true });
    return { user, token };
  }

  /** A review of the member's board, claimed by the designer, ready to be delivered over HTTP. */
  async function claimedReview(designer: Person, boardTitle: string): Promise<string> {
    const { reviews } = await composeReviews(api.config);
    const asked = await reviews.create(
      { boardId: `board-${randomUUID().slice(0, 8)}`, memberUid: member.user.uid, memberName: 'Maya', boardTitle, question: 'Rug?' },
      new Date(),
    );
    const claimed = await call(api, `reviews/${asked.id}/claim`, { token: designer.token, body: {} });
    expect(claimed.status).toBe(200);
    return asked.id;
  }

  /** The designer onboards through the stand-in's hosted page: their account's payouts are enabled by account.updated. */
  async function onboard(designer: Person): Promise<string> {
    const link = await call<OnboardingLink>(api, 'designer/payouts/onboarding', { token: designer.token, body: {} });
    expect(link.status).toBe(200);
    const accountId = String((await db.doc(`payoutAccounts/${designer.user.uid}`).get()).get('accountId'));
    await stripe.enablePayouts(accountId);
    return accountId;
  }

  const earnings = async (who: Person) => (await call<EarningsView>(api, 'designer/earnings', { token: who.token })).body;
  const nextMonth = () => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 6));
  };

  beforeAll(async () => {
    const keys = { STRIPE_SECRET_KEY: TEST_SECRET_KEY, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET };
    webhook = await startWebhook(keys);
    stripe = await startFakeStripe(0, { webhook: { url: webhook.url, secret: TEST_WEBHOOK_SECRET } });
    api = await startBackend({ ...stripe.env(), APP_ORIGIN: 'https://roomboard.test' });
    db = getFirestore(await adminApp(api.config));
  });
  afterAll(async () => {
    await api.close();
    await stripe.close();
    await webhook.close();
  });
  beforeEach(async () => {
    await clearFirestore();
    stripe.transfers.length = 0;
    stripe.deliveries.length = 0;
    stripe.accounts.clear();
    admin = await person({ admin: true }, 'Ada');
    member = await person({}, 'Maya');
    // Platinum: as many reviews as the tests ask.
    const period = { periodStart: new Date(Date.now() - DAY).toISOString(), periodEnd: new Date(Date.now() + 29 * DAY).toISOString() };
    const membership = { tier: 'platinum', title: 'Platinum', since: period.periodStart, amountCents: 10000, currency: 'usd' };
    await db
      .doc(`users/${member.user.uid}`)
      .set({ membership: { ...membership, checkoutSessionId: null, status: 'active', ...period } }, { merge: true });
  });

  it('answers 404 to members on the designer routes, and to designers and members on the admin ones', async () => {
    const designer = await person({ designer: true }, 'Dana');
    for (const [path, body] of [
      ['designer/payouts', undefined],
      ['designer/payouts/onboarding', {}],
      ['designer/earnings', undefined],
      ['designer/earnings.csv', undefined],
    ] as const) {
      expect((await call(api, path, { token: member.token, body })).status, path).toBe(404);
    }
    for (const who of [member, designer]) {
      for (const [path, body] of [
        ['admin/payouts?period=2026-11', undefined],
        ['admin/payouts/run', {}],
      ] as const) {
        expect((await call(api, path, { token: who.token, body })).status, path).toBe(404);
      }
    }
  });

  it('onboards through Stripe Connect: one account, a link back to Get paid, enabled by account.updated', async () => {
    const designer = await person({ designer: true }, 'Dana');
    const status = async () => (await call<PayoutAccountView>(api, 'designer/payouts', { token: designer.token })).body;
    expect(await status()).toEqual({ status: 'none', detailsSubmitted: false });

    const [first, second] = await Promise.all([
      call<OnboardingLink>(api, 'designer/payouts/onboarding', { token: designer.token, body: {} }),
      call<OnboardingLink>(api, 'designer/payouts/onboarding', { token: designer.token, body: {} }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.url).toMatch(new RegExp(`^${stripe.url}/connect/onboarding/`));
    expect(stripe.accounts.size).toBe(1);
    const [account] = [...stripe.accounts.values()];
    expect(account).toMatchObject({ type: 'express', metadata: { uid: designer.user.uid } });
    expect(await status()).toEqual({ status: 'onboarding', detailsSubmitted: false });

    await stripe.enablePayouts(account!.id);
    expect(stripe.deliveries.at(-1)).toMatchObject({ type: 'account.updated', status: 200 });
    expect(await status()).toEqual({ status: 'enabled', detailsSubmitted: true });
  });

  it('concurrent deliveries each earn once; concurrent sweeps make one transfer per designer and period', async () => {
    const [dana, eli] = [await person({ designer: true }, 'Dana'), await person({ designer: true }, 'Eli')];
    const danaAccount = await onboard(dana);
    const reviews = await Promise.all(['Den', 'Hall', 'Loft', 'Nook'].map((title) => claimedReview(dana, title)));
    const eliReview = await claimedReview(eli, 'Study');
    const delivered = await Promise.all([
      ...reviews.map((id) => call(api, `reviews/${id}/deliver`, { token: dana.token, body: DELIVERY })),
      call(api, `reviews/${eliReview}/deliver`, { token: eli.token, body: DELIVERY }),
    ]);
    expect(delivered.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // A revision earns nothing more: the ledger has one line per review.
    const ledger = (await db.collection('earnings').get()).docs.map((doc) => doc.data());
    expect(ledger).toHaveLength(5);
    expect(ledger.every((line) => line.amountCents === 1500 && line.status === 'pending')).toBe(true);
    const before = await earnings(dana);
    expect(before).toMatchObject({ thisPeriodCents: 6000, pendingCents: 6000, paidCents: 0 });
    expect(before.lines.map((line) => [line.kind, line.title, line.memberName, line.amountCents]).sort()).toEqual([
      ['review', 'Den', 'Maya L.', 1500],
      ['review', 'Hall', 'Maya L.', 1500],
      ['review', 'Loft', 'Maya L.', 1500],
      ['review', 'Nook', 'Maya L.', 1500],
    ]);

    // This month's lines wait for next month's sweep.
    const deps = await composePayouts(api.config);
    expect((await payDesigners(deps)).outcomes).toEqual([]);

    const at = nextMonth();
    const runs = await Promise.all([payDesigners({ ...deps, now: () => at }), payDesigners({ ...deps, now: () => at })]);
    const after = await payDesigners({ ...deps, now: () => at });
    const outcomes = [...runs, after].flatMap((run) => run.outcomes.filter((o) => o.designerUid === dana.user.uid && o.outcome === 'paid'));
    expect(outcomes).toHaveLength(1);
    expect(stripe.transfers).toEqual([
      expect.objectContaining({
        destination: danaAccount,
        amount: 6000,
        currency: 'usd',
        metadata: expect.objectContaining({ period: periodOf(new Date()) }),
      }),
    ]);
    // Eli never onboarded: held, not transferred.
    expect([...runs, after].flatMap((run) => run.outcomes.filter((o) => o.designerUid === eli.user.uid).map((o) => o.outcome))).toContain(
      'held',
    );
    expect(await earnings(dana)).toMatchObject({ pendingCents: 0, paidCents: 6000 });
    expect((await earnings(dana)).lines.every((line) => line.status === 'paid')).toBe(true);
    expect((await earnings(eli)).lines).toEqual([expect.objectContaining({ status: 'held', amountCents: 1500 })]);

    const report = await call<PayoutReport>(api, `admin/payouts?period=${periodOf(new Date())}`, { token: admin.token });
    expect(report.body.designers).toEqual([
      { uid: dana.user.uid, name: 'Dana', pendingCents: 0, paidCents: 6000, heldCents: 0, account: 'enabled' },
      { uid: eli.user.uid, name: 'Eli', pendingCents: 0, paidCents: 0, heldCents: 1500, account: 'none' },
    ]);
    expect(await call(api, 'admin/payouts?period=2026-13', { token: admin.token })).toMatchObject({
      status: 400,
      body: { error: PERIOD_INVALID },
    });
  });

  it('notes written after a call hold it: one earning at its length’s rate, which the sweep pays', async () => {
    const dana = await person({ designer: true }, 'Dana');
    await onboard(dana);
    const { consultations } = await composeConsultations(api.config);
    const start = new Date(Math.floor((Date.now() - 2 * 3_600_000) / 60_000) * 60_000);
    const consultation = await consultations.create(
      {
        memberUid: member.user.uid,
        memberName: 'Maya Lind',
        designerUid: dana.user.uid,
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
      new Date(start.getTime() - DAY),
    );
    const notes = () =>
      call(api, `consultations/${consultation.id}/notes`, { method: 'PUT', token: dana.token, body: { notes: 'Paint it sage.' } });
    const [first, second] = await Promise.all([notes(), notes()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const end = new Date(start.getTime() + 3_600_000);
    expect((await earnings(dana)).lines).toEqual([
      expect.objectContaining({ kind: 'consultation', title: 'Green kitchen', amountCents: 4500, date: end.toISOString() }),
    ]);
    expect((await db.doc(`bookings/${consultation.id}`).get()).get('heldAt').toDate()).toEqual(end);

    const deps = await composePayouts(api.config);
    const paid = await payDesigners({ ...deps, now: nextMonth });
    expect(paid.outcomes).toEqual([expect.objectContaining({ designerUid: dana.user.uid, outcome: 'paid', amountCents: 4500 })]);
    expect(stripe.transfers).toEqual([expect.objectContaining({ amount: 4500 })]);

    // Cancelled afterwards as an emergency: the paid line is reversed once, from the next payout.
    const work = { kind: 'consultation' as const, id: consultation.id, memberUid: member.user.uid };
    const [reversed, again] = await Promise.all([
      reverseWorkEarning(deps, work, new Date(), 'emergency cancel'),
      reverseWorkEarning(deps, work, new Date(), 'emergency cancel'),
    ]);
    expect([...reversed, ...again].map((line) => line.amountCents)).toEqual([-4500]);
    expect(await earnings(dana)).toMatchObject({ pendingCents: -4500, paidCents: 4500 });
  });

  it('the admin run pays the month it names once, and refuses a month still to come', async () => {
    const dana = await person({ designer: true }, 'Dana');
    await onboard(dana);
    const id = await claimedReview(dana, 'Den');
    expect((await call(api, `reviews/${id}/deliver`, { token: dana.token, body: DELIVERY })).status).toBe(200);
    const period = periodOf(new Date());
    const run = () => call<PayoutRun>(api, 'admin/payouts/run', { token: admin.token, body: { period } });
    const [first, second] = await Promise.all([run(), run()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Overlapping, one run pays and the other finds the line taken ('skipped'); on a slow machine the second may start
    // once the first is done, and finds nothing to pay. Either way the line is paid once.
    const outcomes = [first.body, second.body].flatMap((body) => body.outcomes.map((o) => o.outcome)).sort();
    expect([['paid'], ['paid', 'skipped']]).toContainEqual(outcomes);
    expect((await run()).body).toEqual({ period, outcomes: [] });
    expect(stripe.transfers).toHaveLength(1);
    expect(stripe.transfers[0]).toMatchObject({ amount: 1500 });
    // Each run is an admin action: one audit line each, saying what it paid.
    const lines = (await db.collection('auditLog').where('action', '==', 'run-payouts').get()).docs.map((doc) => doc.data());
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => [line.actorUid, line.target, line.details.amountCents]).sort()).toEqual([
      [admin.user.uid, { kind: 'payouts', id: period }, 0],
      [admin.user.uid, { kind: 'payouts', id: period }, 0],
      [admin.user.uid, { kind: 'payouts', id: period }, 1500],
    ]);
    const future = periodOf(nextMonth());
    expect(await call(api, 'admin/payouts/run', { token: admin.token, body: { period: future } })).toMatchObject({
      status: 400,
      body: { error: PERIOD_NOT_CLOSABLE },
    });
  });

  it('a refunded period reverses the earnings of the member’s work in it', async () => {
    const dana = await person({ designer: true }, 'Dana');
    const customer = `cus_test_${randomUUID().slice(0, 8)}`;
    await db.doc(`users/${member.user.uid}`).set({ stripeCustomerId: customer }, { merge: true });
    await db.doc(`stripeCustomers/${customer}`).set({ uid: member.user.uid });
    const gold = stripe.priceByKey('roomboard_gold_monthly')!;
    const start = new Date(Date.now() - 2 * DAY);
    const end = new Date(start.getTime() + 30 * DAY);
    const t = Math.floor(Date.now() / 1000) - 600;
    await deliver(
      webhook,
      subscriptionEvent('created', { id: 'sub_1', customer, price: gold, periodStart: start, periodEnd: end }, { created: t }),
    );
    const charge = stripe.addCharge({ amount: 5000, customer });
    const invoice = { id: 'in_1', subscription: 'sub_1', customer, tier: 'gold', periodStart: start, periodEnd: end };
    await deliver(webhook, invoiceEvent('paid', invoice, { created: t + 1 }));
    await deliver(webhook, invoicePaymentEvent({ invoice: 'in_1', paymentIntent: charge.paymentIntent }, { created: t + 1 }));

    const id = await claimedReview(dana, 'Den');
    expect((await call(api, `reviews/${id}/deliver`, { token: dana.token, body: DELIVERY })).status).toBe(200);
    expect((await earnings(dana)).pendingCents).toBe(1500);

    await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: charge.paymentIntent }),
    });
    const refunded = stripe.deliveries.find((sent) => sent.type === 'charge.refunded');
    expect(refunded).toMatchObject({ status: 200 });
    // A redelivery reverses nothing more.
    expect((await deliver(webhook, refunded!.event)).body).toEqual({ received: true, outcome: 'duplicate' });

    const after = await earnings(dana);
    expect(after).toMatchObject({ thisPeriodCents: 0, pendingCents: 0 });
    expect(after.lines.map((line) => [line.amountCents, line.reversal, line.title]).sort()).toEqual([
      [-1500, true, 'Den'],
      [1500, false, 'Den'],
    ]);
  });

  it('downloads the lines as CSV, amounts in dollars', async () => {
    const dana = await person({ designer: true }, 'Dana');
    const id = await claimedReview(dana, 'Den, "cosy"');
    expect((await call(api, `reviews/${id}/deliver`, { token: dana.token, body: DELIVERY })).status).toBe(200);
    const response = await fetch(`${api.url}/api/designer/earnings.csv`, { headers: { authorization: `Bearer ${dana.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="roomboard-earnings.csv"');
    const today = new Date().toISOString().slice(0, 10);
    expect(await response.text()).toBe(
      `date,period,kind,work,member,amount_usd,status\r\n${today},${periodOf(new Date())},review,"Den, ""cosy""",Maya L.,15.00,pending\r\n`,
    );
  });
});
