import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { MembershipSchema, type Membership } from '../../contracts/membership.js';
import type { Memberships, StoredEvent, StoredEventStatus } from '../../ports/memberships.port.js';

const USERS = 'users';
const EVENTS = 'stripeEvents';
const PAYMENTS_LIMIT = 100;

/** Statuses after which a redelivered event changes nothing. */
const SETTLED: ReadonlySet<StoredEventStatus> = new Set([
  'granted',
  'payment-failed',
  'awaiting-payment',
  'refused',
  'refunded',
  'partially-refunded',
  'disputed',
]);

function membershipFrom(data: DocumentData | undefined): Membership | null {
  const raw = data?.membership as Record<string, unknown> | undefined;
  if (!raw) return null;
  const since = raw.since instanceof Timestamp ? raw.since.toDate().toISOString() : raw.since;
  const parsed = MembershipSchema.safeParse({ ...raw, since });
  return parsed.success ? parsed.data : null;
}

function membershipDocument(membership: Membership): Record<string, unknown> {
  return { ...membership, since: Timestamp.fromDate(new Date(membership.since)) };
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
    tier: data.tier,
    checkoutSessionId: data.checkoutSessionId,
    paymentIntentId: typeof data.paymentIntentId === 'string' ? data.paymentIntentId : null,
    amountCents: data.amountCents,
    currency: data.currency,
    paymentStatus: data.paymentStatus,
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

    async change(uid, decide) {
      const userRef = users.doc(uid);
      return db.runTransaction(async (tx) => {
        const current = membershipFrom((await tx.get(userRef)).data());
        const membership = decide(current);
        if (membership === undefined) return current;
        tx.set(userRef, { membership: membership && membershipDocument(membership) }, { mergeFields: ['membership'] });
        return membership;
      });
    },

    async grantedBy(paymentIntentId) {
      const snapshot = await events.where('paymentIntentId', '==', paymentIntentId).limit(20).get();
      const granted = snapshot.docs.map((doc) => eventFrom(doc.data())).find((event) => event?.status === 'granted');
      return granted ?? null;
    },

    async recordEvent(event, decide) {
      const eventRef = events.doc(event.eventId);
      const userRef = users.doc(event.uid);
      return db.runTransaction(async (tx) => {
        const [existing, user] = await Promise.all([tx.get(eventRef), tx.get(userRef)]);
        if (existing.exists && SETTLED.has(existing.get('status'))) return 'duplicate' as const;
        const membership = decide(membershipFrom(user.data()));
        if (membership !== undefined) {
          tx.set(userRef, { membership: membership && membershipDocument(membership) }, { mergeFields: ['membership'] });
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
      await db.runTransaction(async (tx) => {
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

    async sessionEvents(uid, checkoutSessionId) {
      const snapshot = await events.where('checkoutSessionId', '==', checkoutSessionId).where('uid', '==', uid).get();
      return snapshot.docs
        .map((doc) => eventFrom(doc.data()))
        .filter((e): e is StoredEvent => e !== null)
        .sort(newestFirst);
    },
  };
}
