import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { MembershipSchema, type EndedMembership, type Membership } from '../../contracts/membership.js';
import { MEMBERSHIP_TIERS, tierById } from '../../contracts/membership-tiers.js';
import { planChangeDelta, totalsOf } from '../../domain/service-figures.js';
import type { Memberships, StoredEvent, StoredEventStatus } from '../../ports/memberships.port.js';
import { countIn, totalsShards } from './service-figures.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const USERS = 'users';
const EVENTS = 'stripeEvents';
const CUSTOMERS = 'stripeCustomers';
/** The membership's moments, kept as Timestamps so that the sweep can query the grace end. */
const DATE_FIELDS = ['since', 'periodStart', 'periodEnd', 'endsAt', 'graceEndsAt', 'stateAt', 'paidThrough', 'reversedAt'] as const;
const PAYMENTS_LIMIT = 100;
/** Users one sweep looks at per query; the next run (hourly) takes the rest. */
const SWEEP_LIMIT = 500;

/** Statuses after which a redelivered event changes nothing. */
const SETTLED: ReadonlySet<StoredEventStatus> = new Set([
  'granted',
  'payment-failed',
  'awaiting-payment',
  'refused',
  'refunded',
  'partially-refunded',
  'disputed',
  'ended',
  'recorded',
]);

const isoOf = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : value);

/** The membership kept on `users/{uid}`, null when there is none (or it does not parse). */
export function membershipFrom(data: DocumentData | undefined): Membership | null {
  const raw = data?.membership as Record<string, unknown> | undefined;
  if (!raw) return null;
  const dates = Object.fromEntries(DATE_FIELDS.filter((key) => key in raw).map((key) => [key, isoOf(raw[key])]));
  const parsed = MembershipSchema.safeParse({ ...raw, ...dates });
  return parsed.success ? parsed.data : null;
}

function membershipDocument(membership: Membership): Record<string, unknown> {
  const dates = DATE_FIELDS.filter((key) => typeof membership[key] === 'string').map((key) => [
    key,
    Timestamp.fromDate(new Date(membership[key] as string)),
  ]);
  return { ...membership, ...Object.fromEntries(dates) };
}

/** The fields a membership decision writes: the membership, and when one is removed, what ended and when. */
function membershipWrite(current: Membership | null, membership: Membership | null): { data: DocumentData; fields: string[] } {
  if (membership) return { data: { membership: membershipDocument(membership) }, fields: ['membership'] };
  const ended = current && { tier: current.tier, title: current.title, endedAt: FieldValue.serverTimestamp() };
  return {
    data: { membership: null, ...(ended && { endedMembership: ended }) },
    fields: ended ? ['membership', 'endedMembership'] : ['membership'],
  };
}

function eventFrom(data: DocumentData): StoredEvent | null {
  if (typeof data.uid !== 'string' || !(data.created instanceof Timestamp)) return null;
  return {
    eventId: data.eventId,
    type: data.type,
    created: data.created.toDate(),
    livemode: Boolean(data.livemode),
    status: data.status,
    uid: data.uid,
    tier: data.tier ?? null,
    checkoutSessionId: typeof data.checkoutSessionId === 'string' ? data.checkoutSessionId : null,
    paymentIntentId: typeof data.paymentIntentId === 'string' ? data.paymentIntentId : null,
    amountCents: data.amountCents,
    currency: data.currency,
    paymentStatus: data.paymentStatus,
    ...(typeof data.subscriptionId === 'string' && { subscriptionId: data.subscriptionId }),
    ...(typeof data.invoiceId === 'string' && { invoiceId: data.invoiceId }),
    ...(data.periodStart instanceof Timestamp && { periodStart: data.periodStart.toDate() }),
    ...(data.periodEnd instanceof Timestamp && { periodEnd: data.periodEnd.toDate() }),
  };
}

const newestFirst = (a: StoredEvent, b: StoredEvent) => b.created.getTime() - a.created.getTime();

/**
 * `users/{uid}.membership` (only that field: the rest of the user's document belongs to the profile) and
 * `stripeEvents/{eventId}` (the event, its status, attempts and timestamps).
 */
export function firestoreMemberships(db: Firestore): Memberships {
  const users = db.collection(USERS);
  const events = db.collection(EVENTS);
  return {
    async get(uid) {
      return membershipFrom((await users.doc(uid).get()).data());
    },

    async change(uid, decide, now) {
      const userRef = users.doc(uid);
      return runTransaction(db, async (tx) => {
        const current = membershipFrom((await tx.get(userRef)).data());
        const membership = decide(current);
        if (membership === undefined) return current;
        const write = membershipWrite(current, membership);
        tx.set(userRef, write.data, { mergeFields: write.fields });
        // Basic chosen, a lapsed plan ended: counted at the caller's `now` (they change the plan at the present moment).
        countIn(tx, db, planChangeDelta(current, membership, now));
        return membership;
      });
    },

    async grantedBy(paymentIntentId) {
      const snapshot = await events.where('paymentIntentId', '==', paymentIntentId).limit(20).get();
      const granted = snapshot.docs
        .map((doc) => eventFrom(doc.data()))
        .find((event) => event?.status === 'granted' && event.checkoutSessionId !== null);
      return granted ?? null;
    },

    async paidInvoice(paymentIntentId) {
      // Two single-field queries (no composite index): the invoice this PaymentIntent paid, then that invoice's payment.
      const payments = await events.where('paymentIntentId', '==', paymentIntentId).limit(20).get();
      const invoiceId = payments.docs.map((doc) => doc.data()).find((data) => data.type === 'invoice_payment.paid')?.invoiceId;
      if (typeof invoiceId !== 'string') return null;
      const invoices = await events.where('invoiceId', '==', invoiceId).limit(20).get();
      const paid = invoices.docs
        .map((doc) => eventFrom(doc.data()))
        .find((event) => event?.type === 'invoice.paid' && event.status === 'granted');
      return paid ?? null;
    },

    async paymentOfInvoice(invoiceId) {
      const snapshot = await events.where('invoiceId', '==', invoiceId).limit(20).get();
      const id: unknown = snapshot.docs.map((doc) => doc.data()).find((data) => data.type === 'invoice_payment.paid')?.paymentIntentId;
      return typeof id === 'string' ? id : null;
    },

    async recordEvent(event, decide) {
      const eventRef = events.doc(event.eventId);
      // A refused event of an unknown customer belongs to nobody: only the event is written.
      const userRef = event.uid ? users.doc(event.uid) : null;
      return runTransaction(db, async (tx) => {
        const [existing, user] = await Promise.all([tx.get(eventRef), userRef ? tx.get(userRef) : null]);
        if (existing.exists && SETTLED.has(existing.get('status'))) return 'duplicate' as const;
        const current = membershipFrom(user?.data());
        const membership = userRef ? decide(current) : undefined;
        if (userRef && membership !== undefined) {
          const write = membershipWrite(current, membership);
          tx.set(userRef, write.data, { mergeFields: write.fields });
          // In the transaction that settles the event: a redelivery is a duplicate above and counts nothing.
          countIn(tx, db, planChangeDelta(current, membership, event.created));
        }
        tx.set(
          eventRef,
          {
            ...event,
            created: Timestamp.fromDate(event.created),
            attempts: ((existing.get('attempts') as number | undefined) ?? 0) + 1,
            lastError: FieldValue.delete(),
            membershipWritten: membership !== undefined,
            processedAt: FieldValue.serverTimestamp(),
          },
          { merge: true },
        );
        return 'recorded' as const;
      });
    },

    async recordFailure(eventId, type, reason) {
      const ref = events.doc(eventId);
      await runTransaction(db, async (tx) => {
        const existing = await tx.get(ref);
        if (existing.exists && SETTLED.has(existing.get('status'))) return;
        tx.set(
          ref,
          {
            eventId,
            type,
            status: 'error',
            attempts: FieldValue.increment(1),
            lastError: reason.slice(0, 500),
            updatedAt: FieldValue.serverTimestamp(),
          },
          { merge: true },
        );
      });
    },

    async payments(uid) {
      // Sorted here rather than by an orderBy, so the query needs no composite index; a user has few payments.
      const snapshot = await events.where('uid', '==', uid).limit(PAYMENTS_LIMIT).get();
      return snapshot.docs
        .map((doc) => eventFrom(doc.data()))
        .filter((e): e is StoredEvent => e !== null)
        .sort(newestFirst);
    },

    async lastEnded(uid) {
      const ended = (await users.doc(uid).get()).get('endedMembership') as Record<string, unknown> | undefined;
      const tier = tierById(String(ended?.tier ?? ''));
      if (!tier || !(ended?.endedAt instanceof Timestamp)) return null;
      return { tier: tier.id, title: tier.title, endedAt: ended.endedAt.toDate().toISOString() } satisfies EndedMembership;
    },

    async customerOf(uid) {
      const id: unknown = (await users.doc(uid).get()).get('stripeCustomerId');
      return typeof id === 'string' ? id : null;
    },

    async uidOfCustomer(customerId) {
      const uid: unknown = (await db.collection(CUSTOMERS).doc(customerId).get()).get('uid');
      return typeof uid === 'string' ? uid : null;
    },

    async linkCustomer(uid, customerId) {
      const batch = db.batch();
      batch.set(db.collection(CUSTOMERS).doc(customerId), { uid, createdAt: FieldValue.serverTimestamp() });
      batch.set(users.doc(uid), { stripeCustomerId: customerId }, { mergeFields: ['stripeCustomerId'] });
      await batch.commit();
    },

    async lapseCandidates(now) {
      // Two single-field queries (no composite index): grace ends passed, and one-time memberships (only those have a
      // Checkout Session; none are sold any more, so they are few). The sweep checks each with the domain's rule.
      const [pastGrace, oneTime] = await Promise.all([
        users.where('membership.graceEndsAt', '<=', Timestamp.fromDate(now)).limit(SWEEP_LIMIT).get(),
        users.where('membership.checkoutSessionId', '>', '').limit(SWEEP_LIMIT).get(),
      ]);
      return [...new Set([...pastGrace.docs, ...oneTime.docs].map((doc) => doc.id))];
    },

    async sessionEvents(uid, checkoutSessionId) {
      const snapshot = await events.where('checkoutSessionId', '==', checkoutSessionId).where('uid', '==', uid).get();
      return snapshot.docs
        .map((doc) => eventFrom(doc.data()))
        .filter((e): e is StoredEvent => e !== null)
        .sort(newestFirst);
    },
  };
}

/**
 * `npm run stats:rebuild`: the operator's totals (`stats/service/shards`) set from the memberships as they are. One
 * transaction reads the paid members and writes the totals, so a plan the webhook changes meanwhile makes it run again
 * rather than count it wrong. Answers the totals.
 */
export async function rebuildMembershipTotals(db: Firestore): Promise<ReturnType<typeof totalsOf>> {
  const paid = MEMBERSHIP_TIERS.filter((tier) => tier.amountCents > 0).map((tier) => tier.id);
  return runTransaction(db, async (tx) => {
    const [members, shards] = await Promise.all([
      tx.get(db.collection(USERS).where('membership.tier', 'in', paid)),
      tx.get(totalsShards(db)),
    ]);
    const totals = totalsOf(members.docs.map((doc) => membershipFrom(doc.data())));
    // The totals' shards become one holding the whole (later increments go to any shard, as always).
    for (const doc of shards.docs) tx.delete(doc.ref);
    tx.set(totalsShards(db).doc('0'), totals);
    return totals;
  });
}
