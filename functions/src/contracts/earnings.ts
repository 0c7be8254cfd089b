import { z } from 'zod';

export const PAYOUT_ACCOUNT_STATUSES = ['none', 'onboarding', 'enabled'] as const;
type PayoutStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** GET /api/designer/payouts: whether the designer can be paid. */
export interface PayoutAccountView {
  status: PayoutStatus;
  detailsSubmitted: boolean;
}

/** POST /api/designer/payouts/onboarding: Stripe's hosted onboarding, to open in the browser. */
export interface OnboardingLink {
  url: string;
}

export interface EarningLineView {
  id: string;
  kind: 'review' | 'consultation' | 'project';
  workId: string;
  /** The work's title: the board reviewed, the consultation's first board, the project's first room. */
  title: string;
  /** The member's public name. */
  memberName: string;
  /** When it was earned, ISO. */
  date: string;
  period: string;
  amountCents: number;
  status: 'pending' | 'paid' | 'held';
  /** True for the negative line of a refund or an emergency cancel. */
  reversal: boolean;
}

/** GET /api/designer/earnings. */
export interface EarningsView {
  period: string;
  thisPeriodCents: number;
  pendingCents: number;
  paidCents: number;
  currency: 'usd';
  lines: EarningLineView[];
}

/** GET /api/admin/payouts?period=: per designer, one period's lines. */
export interface PayoutReport {
  period: string;
  designers: {
    uid: string;
    name: string;
    pendingCents: number;
    paidCents: number;
    heldCents: number;
    account: PayoutStatus;
  }[];
}

export const PERIOD_INVALID = 'Choose a month as YYYY-MM.';
/** A UTC month, as the ledger's `period`. */
const Period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, PERIOD_INVALID);

/** GET /api/admin/payouts?period= (this month's by default). */
export const PeriodQuery = z.object({ period: Period.optional() });

/** What the payout sweep did for each designer it looked at (POST /api/admin/payouts/run answers it). */
export interface PayoutRun {
  period: string;
  outcomes: { designerUid: string; outcome: 'paid' | 'held' | 'skipped' | 'failed'; amountCents: number; transferId: string | null }[];
}

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured.';
export const PERIOD_NOT_CLOSABLE = 'A month still to come cannot be paid.';

/** POST /api/admin/payouts/run: the month to pay (and every unpaid one before it); the one before this month's by default. */
export const PayoutRunRequest = z.strictObject({ period: Period.optional() });
