// The journeys' Stripe: the stand-in `npm start` runs without keys, on the suite's STRIPE_API_URL, sending its events
// signed with the suite's STRIPE_WEBHOOK_SECRET to the stripeWebhook function, as `npm start` has it do.
import { webhookUrl } from '../emulators/payments.mjs';
import { suitePorts } from '../emulators/suite.mjs';
import { startFakeStripe, type FakeStripe } from '../functions/src/testing/stripe.js';

const OFFSET = Number(process.env.ROOMBOARD_TEST_PORT_OFFSET ?? 20);

/** STRIPE_API_URL when the suite's functions have Stripe keys (scripts/test.mjs sets them), else undefined. */
export const STRIPE_URL = process.env.STRIPE_SECRET_KEY && process.env.STRIPE_WEBHOOK_SECRET ? process.env.STRIPE_API_URL : undefined;

/** Starts the stand-in at STRIPE_URL, delivering to the suite's Functions emulator. */
export function startSuiteStripe(): Promise<FakeStripe> {
  if (!STRIPE_URL) throw new Error('The suite has no STRIPE_API_URL: run the journeys through `npm run e2e`.');
  return startFakeStripe(Number(new URL(STRIPE_URL).port), {
    webhook: { url: webhookUrl(suitePorts(OFFSET).functions), secret: String(process.env.STRIPE_WEBHOOK_SECRET) },
  });
}
