/**
 * The delivery state machine of a `mail/{id}` document, the Trigger Email extension's: PENDING -> PROCESSING ->
 * SUCCESS | ERROR. A deliverer claims a PENDING mail (attempts + 1, a lease) in a transaction, sends it, and records
 * the outcome only while its claim still holds; a failure goes back to PENDING with a later `nextAttemptTime` until
 * the attempts run out. A PROCESSING mail whose lease expired is never sent again (its deliverer may have handed it
 * to the SMTP server before it stopped): it ends in ERROR, so no mail is ever sent twice.
 */
export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

export interface DeliveryInfo {
  messageId: string | null;
  accepted: string[];
  rejected: string[];
  response: string | null;
}

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  error: string | null;
  startTime: Date | null;
  endTime: Date | null;
  leaseExpireTime: Date | null;
  /** A PENDING mail is not tried before this (the back-off after a failure); null: at once. */
  nextAttemptTime: Date | null;
  info: DeliveryInfo | null;
}

export interface DeliveryPolicy {
  maxAttempts: number;
  /** The first back-off; each later one is four times the one before, up to MAX_BACKOFF_MS. */
  retryBaseMs: number;
  leaseMs: number;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;
export const LEASE_EXPIRED = 'The delivery lease expired before the outcome was recorded; not sent again so that it is never sent twice.';

export const pendingDelivery = (): Delivery => ({
  state: 'PENDING',
  attempts: 0,
  error: null,
  startTime: null,
  endTime: null,
  leaseExpireTime: null,
  nextAttemptTime: null,
  info: null,
});

type ClaimDecision =
  | { kind: 'send'; delivery: Delivery }
  | { kind: 'expire'; delivery: Delivery }
  | { kind: 'skip'; reason: 'not-due' | 'leased' | 'done' };

/** What a deliverer may do with the mail now: send it (claimed), end an expired lease, or leave it. */
export function claim(current: Delivery, now: Date, policy: DeliveryPolicy): ClaimDecision {
  if (current.state === 'SUCCESS' || current.state === 'ERROR') return { kind: 'skip', reason: 'done' };
  if (current.state === 'PROCESSING') {
    if (current.leaseExpireTime && current.leaseExpireTime > now) return { kind: 'skip', reason: 'leased' };
    return { kind: 'expire', delivery: { ...current, state: 'ERROR', error: LEASE_EXPIRED, endTime: now, leaseExpireTime: null } };
  }
  if (current.nextAttemptTime && current.nextAttemptTime > now) return { kind: 'skip', reason: 'not-due' };
  return {
    kind: 'send',
    delivery: {
      ...current,
      state: 'PROCESSING',
      attempts: current.attempts + 1,
      startTime: now,
      endTime: null,
      leaseExpireTime: new Date(now.getTime() + policy.leaseMs),
      nextAttemptTime: null,
    },
  };
}

/** True while the claim made for attempt `attempt` still holds: only then may its outcome be written. */
export const holdsClaim = (current: Delivery, attempt: number): boolean => current.state === 'PROCESSING' && current.attempts === attempt;

export const delivered = (current: Delivery, info: DeliveryInfo, now: Date): Delivery => ({
  ...current,
  state: 'SUCCESS',
  error: null,
  endTime: now,
  leaseExpireTime: null,
  info,
});

export interface SendFailure {
  message: string;
  /** The SMTP reply code, when the server answered; 5xx is a permanent refusal, not retried. */
  responseCode: number | null;
}

export const backoffMs = (attempts: number, policy: DeliveryPolicy): number =>
  Math.min(policy.retryBaseMs * 4 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/** After a failed attempt: PENDING again after a back-off, or ERROR when the attempts ran out or the server refused. */
export function failed(current: Delivery, failure: SendFailure, now: Date, policy: DeliveryPolicy): Delivery {
  const permanent = failure.responseCode !== null && failure.responseCode >= 500;
  const last = permanent || current.attempts >= policy.maxAttempts;
  return {
    ...current,
    state: last ? 'ERROR' : 'PENDING',
    error: failure.message,
    endTime: last ? now : null,
    leaseExpireTime: null,
    nextAttemptTime: last ? null : new Date(now.getTime() + backoffMs(current.attempts, policy)),
  };
}
