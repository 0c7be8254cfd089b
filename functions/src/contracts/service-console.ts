import { z } from 'zod';
import { ALLOWANCE_KINDS, type AllowanceKind, type MembershipTierId } from './membership-tiers.js';
import type { AllowanceSummary, Membership } from './membership.js';
import type { ProjectStatus } from './projects.js';
import type { ReviewStatus } from './reviews.js';

/** The operator's console on /admin: figures, late work and its reassignment, a member's page, designer scorecards. */

export const REASON_MAX = 500;
export const REASSIGN_STALE = 'This work has moved on since you saw it. Reload the list and choose again.';
export const ALREADY_IN_QUEUE = 'This work is in the queue already.';
export const NOT_AN_ACTIVE_DESIGNER = 'Choose an active designer.';
export const OWN_WORK_REASSIGN = 'A designer cannot take their own request.';
export const WORK_NOT_FOUND = 'This work does not exist.';
export const MEMBER_NOT_FOUND = 'No member signs in with this e-mail address.';
export const NOTHING_TO_GIVE_BACK = 'Nothing of this kind has been used this period.';
export const NO_PERIOD_TO_REFUND = 'This member has no paid period to refund.';
const EMAIL_TO_FIND = 'Enter the member’s e-mail address.';
export const EMERGENCY_CANCEL_REASON = 'Say why you cancel this consultation: the audit log keeps it.';
export const ALREADY_CANCELLED = 'This consultation is cancelled already.';

const Reason = z.string().trim().max(REASON_MAX, 'Keep the reason to 500 characters.').optional();

/**
 * `POST /api/admin/reviews/:id/reassign`, `POST /api/admin/projects/:id/reassign`: to a designer, or (null) back to
 * the queue. `fromDesignerUid` is who held it when the admin saw it (null: nobody); any other holder is a 409.
 */
export const ReassignRequest = z.strictObject({
  designerUid: z.string().min(1).max(128).nullable(),
  fromDesignerUid: z.string().min(1).max(128).nullable().optional(),
  reason: Reason,
});
export type ReassignRequest = z.infer<typeof ReassignRequest>;

/** `POST /api/admin/members/:uid/credit`: gives back one allowance of `kind` in the member's current period. */
export const CreditRequest = z.strictObject({
  kind: z.enum(ALLOWANCE_KINDS, { error: 'Choose reviews, consultations or projects.' }),
  reason: Reason,
});
export type CreditRequest = z.infer<typeof CreditRequest>;

/** `POST /api/admin/members/:uid/refund`: refunds the payment of the member's current period. */
export const RefundRequest = z.strictObject({ reason: Reason });

/** `POST /api/admin/consultations/:id/cancel`: an emergency cancel, whatever the time; the reason is required. */
export const EmergencyCancelRequest = z.strictObject({
  reason: z
    .string({ error: EMERGENCY_CANCEL_REASON })
    .trim()
    .min(1, EMERGENCY_CANCEL_REASON)
    .max(REASON_MAX, 'Keep the reason to 500 characters.'),
});
export type EmergencyCancelRequest = z.infer<typeof EmergencyCancelRequest>;

/** `GET /api/admin/members?email=`. */
export const MemberSearch = z.object({ email: z.string({ error: EMAIL_TO_FIND }).trim().min(3, EMAIL_TO_FIND).max(320, EMAIL_TO_FIND) });

/** One late piece of work as the Service section lists it. */
export interface LateWork {
  kind: 'review' | 'project';
  id: string;
  title: string;
  memberUid: string;
  memberName: string;
  status: ReviewStatus | ProjectStatus;
  designerUid: string | null;
  designerName: string | null;
  /** ISO: asked (reviews) or sent (projects). */
  since: string;
  dueAt: string | null;
  /** 'unclaimed' for 24 hours, or 'overdue': taken and past its due time. */
  late: 'unclaimed' | 'overdue';
}

/** `GET /api/admin/service`: late reviews and projects, oldest first, and the designers work can go to. */
export interface ServiceWork {
  work: LateWork[];
  designers: { uid: string; name: string }[];
}

/** `POST /api/admin/…/reassign`'s answer: where the work is now. */
export interface Reassigned {
  kind: 'review' | 'project';
  id: string;
  status: ReviewStatus | ProjectStatus;
  designerUid: string | null;
  dueAt: string | null;
}

/** `GET /api/admin/members?email=`: the account found. */
export interface MemberFound {
  uid: string;
  email: string | null;
}

/** `GET /api/admin/members/:uid`: the member's plan, its period's allowances, and their work. */
export interface MemberView {
  uid: string;
  email: string | null;
  name: string;
  membership: Membership | null;
  allowances: AllowanceSummary;
  /** Whether the current period has a paid invoice to refund. */
  refundable: boolean;
  reviews: { id: string; title: string; status: ReviewStatus; designerName: string | null; at: string }[];
  consultations: { id: string; status: string; designerName: string; start: string }[];
  projects: { id: string; status: ProjectStatus; designerName: string | null; at: string }[];
}

/** `POST /api/admin/members/:uid/credit`'s answer: the period's allowances after. */
export interface Credited {
  kind: AllowanceKind;
  allowances: AllowanceSummary;
}

/** `POST /api/admin/members/:uid/refund`'s answer: the refund asked; the webhook's charge.refunded then ends the period. */
export interface RefundAsked {
  refundId: string;
  invoiceId: string;
  amountCents: number;
}

/**
 * `POST /api/admin/consultations/:id/cancel`'s answer: the consultation is cancelled and given back to the member;
 * `reversedCents` is what the designer's earning for it was (0 when it had earned nothing), now reversed.
 */
export interface EmergencyCancelled {
  id: string;
  memberUid: string;
  status: 'cancelled';
  reversedCents: number;
}

/** `GET /api/admin/figures`: counters, never a scan. Money in cents. */
export interface AdminFigures {
  month: string;
  mrrCents: number;
  activeByPlan: Record<MembershipTierId, number>;
  newSubscriptions: number;
  cancelled: number;
  allowancesUsed: Record<AllowanceKind, number>;
  reviewsDelivered: number;
  reviewsOnTime: number;
  /** Whole percent; null before the month's first delivery. */
  onTimePercent: number | null;
}

/** One designer's scorecard. */
export interface Scorecard {
  uid: string;
  name: string;
  reviewsDelivered: number;
  consultationsHeld: number;
  projectsClosed: number;
  /** Whole percent of reviews delivered by their due time; null before the first. */
  onTimePercent: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  /** From the earnings ledger; null while it has no totals for this designer. */
  earningsCents: number | null;
}

/** `GET /api/admin/scorecards`. */
export interface Scorecards {
  designers: Scorecard[];
}
