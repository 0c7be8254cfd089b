import { describe, expect, it } from 'vitest';
import type { Membership } from '../contracts/membership.js';
import { PAYMENTS_NOT_CONFIGURED } from '../contracts/membership.js';
import { MEMBER_NOT_FOUND, NO_PERIOD_TO_REFUND, NOTHING_TO_GIVE_BACK } from '../contracts/service-console.js';
import type { StoredEvent } from '../ports/memberships.port.js';
import type { CheckoutGateway } from '../ports/payments.port.js';
import { memoryAllowances } from '../testing/memory-allowances.js';
import { memoryAuditLog } from '../testing/memory-audit-log.js';
import { memoryConsultations } from '../testing/memory-consultations.js';
import { memoryProjects } from '../testing/memory-projects.js';
import { memoryMemberships, memoryUsers } from '../testing/memory-repositories.js';
import { memoryReviews } from '../testing/memory-reviews.js';
import { memoryRoles } from '../testing/memory-roles.js';
import { creditAllowance, findMember, memberView, refundPeriod } from './member-admin.service.js';

const NOW = new Date('2026-03-20T12:00:00Z');
const PERIOD_START = new Date('2026-03-10T00:00:00Z');
const GOLD: Membership = {
  tier: 'gold',
  title: 'Gold',
  since: '2026-02-10T00:00:00.000Z',
  amountCents: 5000,
  currency: 'usd',
  checkoutSessionId: null,
  subscriptionId: 'sub_1',
  status: 'active',
  periodStart: PERIOD_START.toISOString(),
  periodEnd: '2026-04-10T00:00:00.000Z',
};

const stored = (overrides: Partial<StoredEvent>): StoredEvent => ({
  eventId: 'evt_paid',
  type: 'invoice.paid',
  created: PERIOD_START,
  livemode: false,
  status: 'granted',
  uid: 'maya',
  tier: 'gold',
  checkoutSessionId: null,
  paymentIntentId: null,
  amountCents: 5000,
  currency: 'usd',
  paymentStatus: 'paid',
  subscriptionId: 'sub_1',
  invoiceId: 'in_1',
  periodStart: PERIOD_START,
  periodEnd: new Date('2026-04-10T00:00:00Z'),
  ...overrides,
});

async function world(options: { paid?: boolean; stripe?: boolean } = {}) {
  const memberships = memoryMemberships();
  memberships.members.set('maya', GOLD);
  if (options.paid !== false) {
    await memberships.recordEvent(stored({}), () => undefined);
    await memberships.recordEvent(
      stored({ eventId: 'evt_ip', type: 'invoice_payment.paid', status: 'recorded', uid: '', paymentIntentId: 'pi_1' }),
      () => undefined,
    );
  }
  const allowances = memoryAllowances((uid) => (uid === 'maya' ? GOLD : null));
  const refunds: { paymentIntentId: string; key: string }[] = [];
  const checkout = {
    async refundPayment(paymentIntentId: string, key: string) {
      refunds.push({ paymentIntentId, key });
      return { id: 're_1', amountCents: 5000 };
    },
  } as unknown as CheckoutGateway;
  const auditLog = memoryAuditLog();
  const deps = {
    roles: memoryRoles([{ uid: 'maya', email: 'maya@example.com', roles: [] }]),
    users: memoryUsers(),
    memberships,
    allowances,
    reviews: memoryReviews(allowances),
    projects: memoryProjects(),
    consultations: memoryConsultations(allowances),
    checkout: options.stripe === false ? null : checkout,
    auditLog,
    now: () => NOW,
  };
  return { deps, allowances, refunds, auditLog };
}

describe('finding a member and their page', () => {
  it('finds the account by its address, and shows its plan, allowances and refundable period', async () => {
    const { deps } = await world();
    expect(await findMember(deps, 'maya@example.com')).toEqual({ uid: 'maya', email: 'maya@example.com' });
    await expect(findMember(deps, 'nobody@example.com')).rejects.toMatchObject({ status: 404, message: MEMBER_NOT_FOUND });
    const view = await memberView(deps, 'maya');
    expect(view).toMatchObject({
      uid: 'maya',
      membership: { tier: 'gold' },
      refundable: true,
      reviews: [],
      consultations: [],
      projects: [],
    });
    expect(view.allowances).toMatchObject({ tier: 'gold', used: { reviews: 0 }, left: { reviews: 3 } });
  });
});

describe('creditAllowance', () => {
  it('gives one used allowance back in the current period, with one audit line', async () => {
    const { deps, allowances, auditLog } = await world();
    allowances.use('maya', 'reviews', NOW);
    const credited = await creditAllowance(deps, 'root', 'maya', { kind: 'reviews', reason: 'Late review.' });
    expect(credited.allowances).toMatchObject({ used: { reviews: 0 }, left: { reviews: 3 } });
    expect(auditLog.entries).toEqual([
      {
        id: expect.any(String),
        at: NOW,
        actorUid: 'root',
        action: 'credit-allowance',
        target: { kind: 'member', id: 'maya' },
        reason: 'Late review.',
        details: { kind: 'reviews', period: PERIOD_START.toISOString(), usedAfter: 0 },
      },
    ]);
  });

  it('answers 409 when nothing of the kind is used, writing no audit line', async () => {
    const { deps, auditLog } = await world();
    await expect(creditAllowance(deps, 'root', 'maya', { kind: 'consultations' })).rejects.toMatchObject({
      status: 409,
      message: NOTHING_TO_GIVE_BACK,
    });
    await expect(creditAllowance(deps, 'root', 'ghost', { kind: 'reviews' })).rejects.toMatchObject({ status: 404 });
    expect(auditLog.entries).toEqual([]);
  });
});

describe('refundPeriod', () => {
  it('refunds the PaymentIntent that paid the current period, keyed by its invoice, with one audit line', async () => {
    const { deps, refunds, auditLog } = await world();
    expect(await refundPeriod(deps, 'root', 'maya', 'Service failure.')).toEqual({
      refundId: 're_1',
      invoiceId: 'in_1',
      amountCents: 5000,
    });
    expect(refunds).toEqual([{ paymentIntentId: 'pi_1', key: 'refund-in_1' }]);
    expect(auditLog.entries.map(({ action, reason, details }) => ({ action, reason, details }))).toEqual([
      {
        action: 'refund-period',
        reason: 'Service failure.',
        details: { invoiceId: 'in_1', paymentIntentId: 'pi_1', refundId: 're_1', amountCents: 5000 },
      },
    ]);
  });

  it('answers 409 without a paid period and 503 without Stripe, refunding nothing', async () => {
    const unpaid = await world({ paid: false });
    await expect(refundPeriod(unpaid.deps, 'root', 'maya', undefined)).rejects.toMatchObject({ status: 409, message: NO_PERIOD_TO_REFUND });
    const offline = await world({ stripe: false });
    await expect(refundPeriod(offline.deps, 'root', 'maya', undefined)).rejects.toMatchObject({
      status: 503,
      message: PAYMENTS_NOT_CONFIGURED,
    });
    expect([...unpaid.refunds, ...offline.refunds, ...unpaid.auditLog.entries, ...offline.auditLog.entries]).toEqual([]);
  });
});
