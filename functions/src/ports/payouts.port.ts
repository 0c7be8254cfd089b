/** A designer's Stripe Connect account as the webhook last saw it (`payoutAccounts/{uid}`). */
export interface PayoutAccount {
  uid: string;
  accountId: string;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** When the provider said so (the event's creation): an older event changes nothing. */
  statusAt: Date | null;
}

/** `payoutAccounts/{uid}`. */
export interface PayoutAccounts {
  get(uid: string): Promise<PayoutAccount | null>;
  /** Every designer's account (the sweep and the admin report read them once). */
  all(): Promise<PayoutAccount[]>;
  /**
   * The designer's account: the stored one, else `create()`'s, stored in a transaction (two first onboardings at once
   * keep one, and the gateway's creation is idempotent per uid anyway).
   */
  ensure(uid: string, create: () => Promise<string>): Promise<PayoutAccount>;
  /** Stores what an account.updated said; false when no designer has the account. */
  recordStatus(accountId: string, status: { payoutsEnabled: boolean; detailsSubmitted: boolean; at: Date }): Promise<boolean>;
}

export interface TransferRequest {
  destination: string;
  amountCents: number;
  currency: 'usd';
  /** Same key, same transfer: a sweep that stopped after the transfer pays nothing more when run again. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** Stripe Connect Express: hosted onboarding and transfers to the designers' accounts. */
export interface PayoutGateway {
  /** An Express account for this designer (one per uid: the call is idempotent on it). */
  createExpressAccount(uid: string, email: string | null): Promise<string>;
  /** A one-time link to the hosted onboarding; `refreshUrl` when it expired, `returnUrl` when done. */
  accountLink(accountId: string, refreshUrl: string, returnUrl: string): Promise<{ url: string }>;
  transfer(request: TransferRequest): Promise<{ id: string }>;
}
