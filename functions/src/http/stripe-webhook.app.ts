import express, { type Express, type Request } from 'express';
import { InvalidSignatureError, type WebhookVerifier } from '../ports/payments.port.js';
import type { Memberships } from '../ports/memberships.port.js';
import { membershipLogs } from '../services/membership.logs.js';
import { handlePaymentEvent, type PaymentEventDeps } from '../services/payment-events.service.js';
import { jsonBody } from './body.js';
import { errorHandler, notFoundHandler } from './errors.js';

import type { SendMailDeps } from '../services/steps/send-mail.js';

export interface WebhookDeps {
  /** Null when Stripe keys are not configured: every delivery answers 503. */
  verifier: WebhookVerifier | null;
  memberships: Memberships;
  /** Whether this deployment takes live-mode events (STRIPE_MODE=live) or test-mode ones. */
  livemode: boolean;
  /** How long a past-due plan stays (SUBSCRIPTION_GRACE_DAYS). */
  graceMs: number;
  /** The outbox for the member's mails about their plan. */
  mail?: SendMailDeps;
  /** Designers' Connect accounts (account.updated) and their ledger (a refunded period's reversals). */
  payoutAccounts?: PaymentEventDeps['payoutAccounts'];
  earnings?: PaymentEventDeps['earnings'];
}

/** Hosting rewrites keep the path; a direct call to the function (e.g. `stripe listen --forward-to …/stripeWebhook`) arrives at '/'. */
export const WEBHOOK_PATHS = ['/', '/api/stripe/webhook'];

/**
 * `POST /api/stripe/webhook`, the `stripeWebhook` function's app: verifies the signature on the raw bytes
 * (400), processes the event (200), or answers 500 so that Stripe retries.
 */
export function createWebhookApp(deps: WebhookDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(jsonBody);
  app.post(WEBHOOK_PATHS, async (req, res) => {
    if (!deps.verifier) {
      res.status(503).json({ error: 'Payments are not configured.' });
      return;
    }
    const raw = (req as Request & { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0);
    const signature = req.headers['stripe-signature'];
    let event;
    try {
      if (typeof signature !== 'string' || !signature) throw new InvalidSignatureError('No stripe-signature header');
      event = await deps.verifier.verify(raw, signature);
    } catch (error) {
      if (!(error instanceof InvalidSignatureError)) throw error;
      membershipLogs.signatureRejected(error.message);
      res.status(400).json({ error: 'Invalid signature.' });
      return;
    }
    try {
      const outcome = await handlePaymentEvent(deps, event);
      res.json({ received: true, outcome });
    } catch {
      res.status(500).json({ error: 'The event could not be processed; Stripe will retry.' });
    }
  });
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
