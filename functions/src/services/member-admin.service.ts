import { PAYMENTS_NOT_CONFIGURED } from '../contracts/membership.js';
import {
  MEMBER_NOT_FOUND,
  NO_PERIOD_TO_REFUND,
  type Credited,
  type CreditRequest,
  type MemberFound,
  type MemberView,
  type RefundAsked,
} from '../contracts/service-console.js';
import { conflict, notFound, unavailable } from '../domain/errors.js';
import { periodInvoice, refundIdempotencyKey } from '../domain/member-admin.js';
import type { AllowanceLedger } from '../ports/allowances.port.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { Consultations } from '../ports/consultations.port.js';
import type { Memberships } from '../ports/memberships.port.js';
import type { CheckoutGateway } from '../ports/payments.port.js';
import type { ProjectsRepository } from '../ports/projects.port.js';
import type { ReviewsRepository } from '../ports/reviews.port.js';
import type { AccountRoles } from '../ports/roles.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { nowOf } from './steps/clock.js';

/** How many of each kind of the member's work their page lists, newest first. */
const WORK_LIST_SIZE = 20;

export interface MemberAdminDeps {
  roles: Pick<AccountRoles, 'findByEmail' | 'accounts'>;
  users: Pick<UsersRepository, 'get'>;
  memberships: Memberships;
  allowances: AllowanceLedger;
  reviews: Pick<ReviewsRepository, 'byMember'>;
  projects: Pick<ProjectsRepository, 'listByMember'>;
  consultations: Pick<Consultations, 'forMember'>;
  /** Null when Stripe is not configured: a refund answers 503. */
  checkout: CheckoutGateway | null;
  auditLog: AuditLog;
  now?: () => Date;
}

async function accountOf(deps: Pick<MemberAdminDeps, 'roles'>, uid: string) {
  const [account] = await deps.roles.accounts([uid]);
  if (!account) throw notFound(MEMBER_NOT_FOUND);
  return account;
}

/** GET /api/admin/members?email=: the account that signs in with this address; 404 when none does. */
export async function findMember(deps: Pick<MemberAdminDeps, 'roles'>, email: string): Promise<MemberFound> {
  const account = await deps.roles.findByEmail(email);
  if (!account) throw notFound(MEMBER_NOT_FOUND);
  return { uid: account.uid, email: account.email };
}

/** GET /api/admin/members/:uid: plan, period, allowances used and left, and their reviews, consultations and projects. */
export async function memberView(deps: MemberAdminDeps, uid: string): Promise<MemberView> {
  const now = nowOf(deps);
  const account = await accountOf(deps, uid);
  const [user, membership, allowances, reviews, projects, consultations, payments] = await Promise.all([
    deps.users.get(uid),
    deps.memberships.get(uid),
    deps.allowances.summary(uid, now),
    deps.reviews.byMember(uid, WORK_LIST_SIZE),
    deps.projects.listByMember(uid, WORK_LIST_SIZE),
    deps.consultations.forMember(uid, WORK_LIST_SIZE),
    deps.memberships.payments(uid),
  ]);
  return {
    uid,
    email: account.email,
    name: [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.userName || '',
    membership,
    allowances,
    refundable: periodInvoice(membership, payments) !== null,
    reviews: reviews.map((review) => ({
      id: review.id,
      title: review.boardTitle,
      status: review.status,
      designerName: review.designerName,
      at: review.askedAt.toISOString(),
    })),
    consultations: consultations.map((consultation) => ({
      id: consultation.id,
      status: consultation.status,
      designerName: consultation.designerName,
      start: consultation.start.toISOString(),
    })),
    projects: projects.map((project) => ({
      id: project.id,
      status: project.status,
      designerName: project.designerName,
      at: project.createdAt.toISOString(),
    })),
  };
}

/** POST /api/admin/members/:uid/credit: one allowance of `kind` given back in the current period (a transaction; 409 when none is used). */
export async function creditAllowance(deps: MemberAdminDeps, adminUid: string, uid: string, request: CreditRequest): Promise<Credited> {
  const now = nowOf(deps);
  await accountOf(deps, uid);
  const allowances = await deps.allowances.giveBack(uid, request.kind, now);
  await deps.auditLog.append({
    at: now,
    actorUid: adminUid,
    action: 'credit-allowance',
    target: { kind: 'member', id: uid },
    reason: request.reason || null,
    details: { kind: request.kind, period: allowances.periodStart, usedAfter: allowances.used[request.kind] },
  });
  return { kind: request.kind, allowances };
}

/**
 * POST /api/admin/members/:uid/refund: refunds the payment of the invoice that paid the member's current period (one
 * refund per invoice: the key is the invoice's). The plan is not changed here: Stripe's `charge.refunded` reaches the
 * webhook, which ends the period's allowances as for any refund. 409 when the period has no paid invoice left to refund.
 */
export async function refundPeriod(deps: MemberAdminDeps, adminUid: string, uid: string, reason: string | undefined): Promise<RefundAsked> {
  const now = nowOf(deps);
  await accountOf(deps, uid);
  if (!deps.checkout) throw unavailable(PAYMENTS_NOT_CONFIGURED);
  const [membership, payments] = await Promise.all([deps.memberships.get(uid), deps.memberships.payments(uid)]);
  const invoice = periodInvoice(membership, payments);
  const paymentIntentId = invoice?.invoiceId ? await deps.memberships.paymentOfInvoice(invoice.invoiceId) : null;
  if (!invoice?.invoiceId || !paymentIntentId) throw conflict(NO_PERIOD_TO_REFUND);
  const refund = await deps.checkout.refundPayment(paymentIntentId, refundIdempotencyKey(invoice.invoiceId));
  await deps.auditLog.append({
    at: now,
    actorUid: adminUid,
    action: 'refund-period',
    target: { kind: 'member', id: uid },
    reason: reason || null,
    details: { invoiceId: invoice.invoiceId, paymentIntentId, refundId: refund.id, amountCents: refund.amountCents },
  });
  return { refundId: refund.id, invoiceId: invoice.invoiceId, amountCents: refund.amountCents };
}
