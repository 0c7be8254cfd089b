// The operator's console over real HTTP on the Auth and Firestore emulators, with the Stripe stand-in and the webhook:
// figures kept as counters by the webhook and the stores (a redelivered event counts once), reassigning late work
// (409 when it moved on), giving an allowance back, refunding a period (the stand-in's refund, then its signed
// charge.refunded), one audit line per action, and 404 to everyone but admins.
import { randomUUID } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminApp, composeProjects, composeReviews } from '../composition.js';
import type { AdminFigures, MemberView, Reassigned, ServiceWork } from '../contracts/service-console.js';
import { REASSIGN_STALE, NOTHING_TO_GIVE_BACK, NO_PERIOD_TO_REFUND } from '../contracts/service-console.js';
import { DESIGNER_RATES } from '../contracts/membership-tiers.js';
import { reviewEarning } from '../domain/earnings.js';
import { newProject } from '../domain/projects.js';
import { deliver as deliverReview, newReview, type ReviewRecord } from '../domain/reviews.js';
import { verifiedAccount, type TestUser } from '../testing/auth.js';
import { call, clearFirestore, startBackend, type TestBackend } from '../testing/backend.js';
import {
  deliver,
  invoiceEvent,
  invoicePaymentEvent,
  startFakeStripe,
  startWebhook,
  subscriptionEvent,
  type FakeStripe,
  type TestWebhook,
} from '../testing/stripe.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Person {
  user: TestUser;
  token: string;
}

describe("the operator's console", () => {
  let stripe: FakeStripe;
  let webhook: TestWebhook;
  let api: TestBackend;
  let db: Firestore;
  let admin: Person;
  let member: Person;

  async function person(claims: { designer?: true; admin?: true } = {}, name = 'Member'): Promise<Person> {
    const { user, token } = await verifiedAccount(api, claims);
    await db.doc(`users/${user.uid}`).set({ email: user.email, firstName: name, userName: `m-${user.uid.slice(0, 6)}` }, { merge: true });
    return { user, token };
  }
  async function designer(name: string): Promise<string> {
    const uid = `designer-${randomUUID().slice(0, 8)}`;
    await db.doc(`designers/${uid}`).set({ name, active: true });
    return uid;
  }
  /** Links a Stripe customer to the member, as their first Checkout does. */
  async function customerOf(who: Person): Promise<string> {
    const customer = `cus_test_${randomUUID().slice(0, 8)}`;
    await db.doc(`users/${who.user.uid}`).set({ stripeCustomerId: customer }, { merge: true });
    await db.doc(`stripeCustomers/${customer}`).set({ uid: who.user.uid });
    return customer;
  }
  const auditLines = async (id: string) =>
    (await db.collection('auditLog').where('target.id', '==', id).get()).docs.map((doc) => doc.data());
  const figures = async () => (await call<AdminFigures>(api, 'admin/figures', { token: admin.token })).body;
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const env = { ...stripe.env(), APP_ORIGIN: 'https://roomboard.test' };
    webhook = await startWebhook(env);
    api = await startBackend(env);
    db = getFirestore(await adminApp(api.config));
  });
  afterAll(async () => {
    await webhook.close();
    await api.close();
    await stripe.close();
  });
  beforeEach(async () => {
    await clearFirestore();
    admin = await person({ admin: true }, 'Ada');
    member = await person({}, 'Maya');
  });

  it('answers 404 to members on every console route', async () => {
    const uid = member.user.uid;
    for (const [path, body] of [
      ['admin/figures', undefined],
      ['admin/scorecards', undefined],
      ['admin/service', undefined],
      [`admin/members?email=${encodeURIComponent(member.user.email)}`, undefined],
      [`admin/members/${uid}`, undefined],
      ['admin/reviews/r1/reassign', { designerUid: null }],
      ['admin/projects/p1/reassign', { designerUid: null }],
      [`admin/members/${uid}/credit`, { kind: 'reviews' }],
      [`admin/members/${uid}/refund`, {}],
    ] as const) {
      expect((await call(api, path, { token: member.token, body })).status, path).toBe(404);
    }
  });

  it('figures: subscriptions counted by the webhook once each (a redelivery counts nothing), allowances and on-time reviews by the stores', async () => {
    const platinumMember = await person({}, 'Pia');
    const [maya, pia] = [await customerOf(member), await customerOf(platinumMember)];
    const gold = stripe.priceByKey('roomboard_gold_monthly')!;
    const platinum = stripe.priceByKey('roomboard_platinum_monthly')!;
    // Seconds apart, just before now: counted in this month (the figures' month is the server's).
    const t = now() - 5;
    const mayaSub = { id: 'sub_maya', customer: maya, price: gold };
    const created = subscriptionEvent('created', mayaSub, { created: t });
    expect((await deliver(webhook, created)).body).toEqual({ received: true, outcome: 'granted' });
    expect((await deliver(webhook, created)).body).toEqual({ received: true, outcome: 'duplicate' });
    await deliver(webhook, subscriptionEvent('created', { id: 'sub_pia', customer: pia, price: platinum }, { created: t + 1 }));
    expect(await figures()).toMatchObject({
      mrrCents: 15000,
      activeByPlan: { basic: 0, gold: 1, platinum: 1 },
      newSubscriptions: 2,
      cancelled: 0,
    });

    // Maya moves up to Platinum (not new), Pia's subscription ends (cancelled); each redelivered once.
    const upgraded = subscriptionEvent('updated', { ...mayaSub, price: platinum }, { created: t + 2 });
    const ended = subscriptionEvent('deleted', { id: 'sub_pia', customer: pia, price: platinum }, { created: t + 3 });
    for (const event of [upgraded, upgraded, ended, ended]) await deliver(webhook, event);
    expect(await figures()).toMatchObject({
      mrrCents: 10000,
      activeByPlan: { basic: 0, gold: 0, platinum: 1 },
      newSubscriptions: 2,
      cancelled: 1,
    });

    // A review asked uses an allowance; its delivery by the due time counts on time, the rating after it nothing.
    const { reviews } = await composeReviews(api.config);
    const asked = await reviews.create(
      { boardId: 'board-1', memberUid: member.user.uid, memberName: 'Maya', boardTitle: 'Den', question: '' },
      new Date(),
    );
    const designerUid = await designer('Dana');
    await reviews.update(asked.id, (review) => ({
      ...review!,
      status: 'claimed',
      designerUid,
      designerName: 'Dana',
      claimedAt: new Date(),
      dueAt: new Date(Date.now() + DAY),
    }));
    // Delivered as the use case does: the designer's earning is written in the same transaction.
    const done = await reviews.update(
      asked.id,
      (review) => deliverReview(review, designerUid, { notes: [], swaps: [], summary: 'Warm it up.' }, new Date()),
      (before, after) => reviewEarning(before, after, new Date()),
    );
    await reviews.update(asked.id, () => ({ ...done, status: 'rated', rating: 5 }));
    expect(await figures()).toMatchObject({
      allowancesUsed: { reviews: 1, consultations: 0, projects: 0 },
      reviewsDelivered: 1,
      reviewsOnTime: 1,
      onTimePercent: 100,
    });
    const cards = await call<{ designers: Array<{ uid: string; reviewsDelivered: number; onTimePercent: number | null }> }>(
      api,
      'admin/scorecards',
      {
        token: admin.token,
      },
    );
    expect(cards.body.designers.find((card) => card.uid === designerUid)).toMatchObject({
      reviewsDelivered: 1,
      onTimePercent: 100,
      earningsCents: DESIGNER_RATES.review,
    });
  });

  it('reassigns an overdue review to another designer or back to the queue, 409 once it moved on, one audit line each', async () => {
    const [ines, aki] = [await designer('Inês'), await designer('Aki')];
    const { reviews } = await composeReviews(api.config);
    const overdue = async (id: string) => {
      const asked = new Date(Date.now() - 3 * DAY);
      const record: ReviewRecord = {
        ...newReview(
          id,
          { boardId: `board-${id}`, memberUid: member.user.uid, memberName: 'Maya', boardTitle: 'Den', question: '' },
          'basic',
          asked,
        ),
        status: 'claimed',
        designerUid: ines,
        designerName: 'Inês',
        claimedAt: new Date(Date.now() - 50 * HOUR),
        dueAt: new Date(Date.now() - 2 * HOUR),
      };
      await reviews.update(id, () => record);
    };
    await overdue('late-1');
    await overdue('late-2');
    const listed = await call<ServiceWork>(api, 'admin/service', { token: admin.token });
    expect(listed.body.work.map((item) => [item.id, item.late])).toEqual([
      ['late-1', 'overdue'],
      ['late-2', 'overdue'],
    ]);

    const given = await call<Reassigned>(api, 'admin/reviews/late-1/reassign', {
      token: admin.token,
      body: { designerUid: aki, fromDesignerUid: ines, reason: 'Inês is away.' },
    });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ kind: 'review', status: 'claimed', designerUid: aki });
    expect((await reviews.get('late-1'))!.dueAt!.getTime()).toBeGreaterThan(Date.now() + 47 * HOUR);
    // The same request again: Aki holds it now and it is not late, so the admin's view is stale.
    const again = await call(api, 'admin/reviews/late-1/reassign', {
      token: admin.token,
      body: { designerUid: aki, fromDesignerUid: ines },
    });
    expect(again).toMatchObject({ status: 409, body: { error: REASSIGN_STALE } });
    expect(await auditLines('late-1')).toEqual([
      expect.objectContaining({
        actorUid: admin.user.uid,
        action: 'reassign',
        reason: 'Inês is away.',
        details: { fromDesignerUid: ines, toDesignerUid: aki, toQueue: false },
      }),
    ]);

    const queued = await call<Reassigned>(api, 'admin/reviews/late-2/reassign', {
      token: admin.token,
      body: { designerUid: null, fromDesignerUid: ines },
    });
    expect(queued.body).toEqual({ kind: 'review', id: 'late-2', status: 'open', designerUid: null, dueAt: null });
    expect((await db.doc('reviews/late-2').get()).data()).toMatchObject({ status: 'open', designerUid: null });
    const told = await db.collection(`users/${member.user.uid}/notifications`).get();
    expect(told.docs.map((doc) => doc.get('event.status') ?? doc.get('status'))).toEqual(expect.arrayContaining(['returned']));
    expect(await auditLines('late-2')).toHaveLength(1);
  });

  it('gives a project nobody took for a day to a designer, due in 7 days', async () => {
    const aki = await designer('Aki');
    const { projects } = await composeProjects(api.config);
    const brief = {
      rooms: [{ function: 'Sleep', size: 'Queen Size', style: 'Natural Tones' }],
      photoBoardIds: [],
      likedBoardIds: [],
      budgetUsd: 3000,
      notes: '',
    };
    const record = {
      ...newProject({ uid: member.user.uid, name: 'Maya' }, brief as never, 'platinum', new Date(Date.now() - 30 * HOUR)),
      id: 'project-1',
    };
    await projects.change('project-1', () => record);
    const given = await call<Reassigned>(api, 'admin/projects/project-1/reassign', {
      token: admin.token,
      body: { designerUid: aki, fromDesignerUid: null },
    });
    expect(given).toMatchObject({ status: 200, body: { kind: 'project', status: 'taken', designerUid: aki } });
    expect(await auditLines('project-1')).toHaveLength(1);
  });

  it('finds a member by address, gives one allowance back (409 when none is used), with one audit line', async () => {
    const found = await call<{ uid: string }>(api, `admin/members?email=${encodeURIComponent(member.user.email)}`, { token: admin.token });
    expect(found.body.uid).toBe(member.user.uid);
    await (
      await composeReviews(api.config)
    ).reviews.create({ boardId: 'board-1', memberUid: member.user.uid, memberName: 'Maya', boardTitle: 'Den', question: '' }, new Date());
    expect((await call<MemberView>(api, `admin/members/${member.user.uid}`, { token: admin.token })).body.allowances.used.reviews).toBe(1);
    const credited = await call<{ allowances: MemberView['allowances'] }>(api, `admin/members/${member.user.uid}/credit`, {
      token: admin.token,
      body: { kind: 'reviews', reason: 'The review came late.' },
    });
    expect(credited.status).toBe(200);
    expect(credited.body.allowances).toMatchObject({ used: { reviews: 0 }, left: { reviews: 1 } });
    const none = await call(api, `admin/members/${member.user.uid}/credit`, { token: admin.token, body: { kind: 'reviews' } });
    expect(none).toMatchObject({ status: 409, body: { error: NOTHING_TO_GIVE_BACK } });
    expect(await auditLines(member.user.uid)).toEqual([
      expect.objectContaining({ action: 'credit-allowance', reason: 'The review came late.' }),
    ]);
  });

  it("refunds the current period through the stand-in; its charge.refunded then ends the period's allowances", async () => {
    const customer = await customerOf(member);
    const gold = stripe.priceByKey('roomboard_gold_monthly')!;
    // Whole seconds, as Stripe's periods are.
    const start = new Date(now() * 1000 - 2 * DAY);
    const end = new Date(start.getTime() + 30 * DAY);
    const t = now() - 600;
    await deliver(
      webhook,
      subscriptionEvent('created', { id: 'sub_1', customer, price: gold, periodStart: start, periodEnd: end }, { created: t }),
    );
    const invoice = 'in_period_1';
    const charge = stripe.addCharge({ amount: 5000, customer });
    await deliver(
      webhook,
      invoiceEvent(
        'paid',
        { id: invoice, subscription: 'sub_1', customer, tier: 'gold', periodStart: start, periodEnd: end },
        { created: t + 1 },
      ),
    );
    await deliver(webhook, invoicePaymentEvent({ invoice, paymentIntent: charge.paymentIntent }, { created: t + 1 }));
    const view = async () => (await call<MemberView>(api, `admin/members/${member.user.uid}`, { token: admin.token })).body;
    expect(await view()).toMatchObject({ refundable: true, allowances: { tier: 'gold' } });

    const refunded = await call(api, `admin/members/${member.user.uid}/refund`, {
      token: admin.token,
      body: { reason: 'Nobody reviewed her board.' },
    });
    expect(refunded).toMatchObject({ status: 200, body: { invoiceId: invoice, amountCents: 5000 } });
    expect(stripe.refunds).toEqual([expect.objectContaining({ payment_intent: charge.paymentIntent, amount: 5000 })]);
    // The plan is the webhook's to change: the stand-in's signed charge.refunded, delivered, ends the period's allowances.
    const event = stripe.deliveries.find((sent) => sent.type === 'charge.refunded')!.event;
    expect((await deliver(webhook, event)).body).toEqual({ received: true, outcome: 'refunded' });
    expect(await view()).toMatchObject({
      refundable: false,
      membership: { tier: 'gold', paidThrough: start.toISOString() },
      allowances: { tier: 'basic' },
    });
    const again = await call(api, `admin/members/${member.user.uid}/refund`, { token: admin.token, body: {} });
    expect(again).toMatchObject({ status: 409, body: { error: NO_PERIOD_TO_REFUND } });
    expect(stripe.refunds).toHaveLength(1);
    expect(await auditLines(member.user.uid)).toEqual([
      expect.objectContaining({
        action: 'refund-period',
        reason: 'Nobody reviewed her board.',
        details: expect.objectContaining({ invoiceId: invoice }),
      }),
    ]);
  });
});
