// Payments for `npm start`: with Stripe keys set (the environment or functions/.secret.local) the functions talk to
// Stripe; without them the Stripe stand-in the tests use (functions/src/tools/stripe-stand-in.ts) runs on a local port,
// set up as `npm run stripe:setup` sets up an account, with local Checkout, Customer Portal and Connect onboarding pages
// whose buttons send Stripe's events, signed, to the stripeWebhook function.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PROJECT_ID, ROOT } from './suite.mjs';

/** stripe-mock's port; the tests' stand-ins sit at 12111 + their port offset. */
export const LOCAL_STRIPE_PORT = 12111;
/** The functions' region (composition.ts REGION): the webhook's URL on the Functions emulator. */
const REGION = 'us-central1';
const LOCAL_SECRET_KEY = 'sk_test_roomboard_local';
const LOCAL_WEBHOOK_SECRET = 'whsec_roomboard_local';

/** The files the Functions emulator reads variables and secrets from, most specific first. */
const KEY_FILES = ['functions/.secret.local', 'functions/.env.local', `functions/.env.${PROJECT_ID}`, 'functions/.env'];

/** Where STRIPE_SECRET_KEY is set for the Functions emulator ('the environment' or a file), or null when nowhere. */
export function stripeKeysSource(env = process.env, root = ROOT) {
  if (env.STRIPE_SECRET_KEY?.trim()) return 'the environment';
  return (
    KEY_FILES.find((file) => {
      const path = join(root, file);
      return existsSync(path) && /^\s*STRIPE_SECRET_KEY\s*=\s*\S/m.test(readFileSync(path, 'utf8'));
    }) ?? null
  );
}

/** The stripeWebhook function on the Functions emulator. */
export function webhookUrl(functionsPort) {
  return `http://127.0.0.1:${functionsPort}/${PROJECT_ID}/${REGION}/stripeWebhook`;
}

/**
 * Starts the stand-in (from the built functions) and sets it up with the tier table's Products, Prices and portal
 * configuration. Answers its url, the environment that points the functions at it, and close().
 */
export async function startLocalStripe({ functionsPort, port = LOCAL_STRIPE_PORT }) {
  const require = createRequire(import.meta.url);
  const { startStripeStandIn } = require(join(ROOT, 'functions/lib/tools/stripe-stand-in.js'));
  const { setUpStripe, stripeClient } = require(join(ROOT, 'functions/lib/tools/stripe-setup.js'));
  const standIn = await startStripeStandIn(port, {
    seed: false,
    webhook: { url: webhookUrl(functionsPort), secret: LOCAL_WEBHOOK_SECRET },
  });
  try {
    await setUpStripe(await stripeClient(LOCAL_SECRET_KEY, standIn.url));
  } catch (error) {
    await standIn.close();
    throw error;
  }
  return {
    url: standIn.url,
    env: { STRIPE_SECRET_KEY: LOCAL_SECRET_KEY, STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET, STRIPE_API_URL: standIn.url },
    close: () => standIn.close(),
  };
}
