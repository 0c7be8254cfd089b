// Test support for payments: the Stripe stand-in (tools/stripe-stand-in.ts, which `npm start` runs without keys), the
// webhook app over real HTTP, and signed deliveries. Events are shaped as API version 2025-10-29.clover sends them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readConfig, type Config } from '../config.js';
import { composeWebhook } from '../composition.js';
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET } from '../tools/stripe-stand-in.js';

export {
  startStripeStandIn as startFakeStripe,
  type RecordedRequest,
  type StandInCharge,
  type StandInDelivery,
  type StandInSubscription,
  type StandInWebhook,
  type StripeStandIn as FakeStripe,
} from '../tools/stripe-stand-in.js';
export {
  accountUpdatedEvent,
  checkoutEvent,
  disputeEvent,
  invoiceEvent,
  invoicePaymentEvent,
  refundEvent,
  subscriptionEvent,
  transferCreatedEvent,
  type FakeAccount,
  type FakePrice,
  type FakeRefund,
  type FakeTransfer,
  type SubscriptionFacts,
} from '../tools/stripe-events.js';

export const TEST_SECRET_KEY = STAND_IN_SECRET_KEY;
export const TEST_WEBHOOK_SECRET = STAND_IN_WEBHOOK_SECRET;

export interface TestWebhook {
  url: string;
  config: Config;
  close(): Promise<void>;
}

/** The `stripeWebhook` function's app on an ephemeral port, as composition builds it. */
export async function startWebhook(env: Record<string, string> = {}): Promise<TestWebhook> {
  const config = readConfig({ ...process.env, ...env });
  const server: Server = createServer(await composeWebhook(config));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
    config,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Posts `payload` to the webhook with a real Stripe signature (the SDK's test header helper). */
export async function deliver(
  webhook: TestWebhook,
  payload: Record<string, unknown> | string,
  options: { secret?: string; timestamp?: number; body?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const signed = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: signed,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  const response = await fetch(webhook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: options.body ?? signed,
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}
