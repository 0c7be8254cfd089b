// `npm run stripe:setup` makes the Stripe account's Products and monthly Prices match the tier table (Gold, Platinum),
// with the lookup keys Checkout finds them by, so nobody copies price ids by hand. Run it again at any time: what
// matches is kept; a tier whose amount changed gets a new Price that takes over the lookup key (Prices cannot change
// amount), and the old one is archived (subscriptions on it keep it until they change plan). Uses STRIPE_SECRET_KEY
// (and STRIPE_API_URL in tests) from the environment or functions/.secret.local.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Stripe from 'stripe';
import { MEMBERSHIP_TIERS, MEMBERSHIP_CURRENCY, type MembershipTier } from '../contracts/membership-tiers.js';
import { PORTAL_CONFIGURATION_TAG, priceLookupKey } from '../domain/membership.js';

const say = (message: string) => process.stdout.write(`${message}\n`);

const productId = (tier: MembershipTier) => `roomboard_${tier.id}`;

async function ensureProduct(stripe: Stripe, tier: MembershipTier): Promise<string> {
  const id = productId(tier);
  const wanted = { name: `${tier.title} membership`, description: tier.description };
  const existing = await stripe.products.retrieve(id).catch((error: { statusCode?: number }) => {
    if (error.statusCode === 404) return null;
    throw error;
  });
  if (!existing) {
    await stripe.products.create({ id, ...wanted });
    return `created product ${id}`;
  }
  if (existing.name === wanted.name && existing.description === wanted.description && existing.active) return `kept product ${id}`;
  await stripe.products.update(id, { ...wanted, active: true });
  return `updated product ${id}`;
}

async function ensurePrice(stripe: Stripe, tier: MembershipTier): Promise<{ line: string; priceId: string }> {
  const lookupKey = priceLookupKey(tier.id);
  const [current] = (await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data;
  const product = typeof current?.product === 'string' ? current.product : current?.product.id;
  if (
    current &&
    current.unit_amount === tier.amountCents &&
    current.currency === MEMBERSHIP_CURRENCY &&
    current.recurring?.interval === 'month' &&
    product === productId(tier)
  ) {
    return { line: `kept price ${current.id} (${lookupKey})`, priceId: current.id };
  }
  const created = await stripe.prices.create({
    product: productId(tier),
    unit_amount: tier.amountCents,
    currency: MEMBERSHIP_CURRENCY,
    recurring: { interval: 'month' },
    lookup_key: lookupKey,
    transfer_lookup_key: true,
    nickname: `${tier.title} monthly`,
  });
  if (current) await stripe.prices.update(current.id, { active: false });
  return { line: `created price ${created.id} (${lookupKey})${current ? `, archived ${current.id}` : ''}`, priceId: created.id };
}

/**
 * The Customer Portal's configuration (tagged, so found again): switch between the plans with proration, cancel at
 * period end, update the card, see invoices. Portal sessions use it.
 */
async function ensurePortal(stripe: Stripe, plans: { product: string; prices: string[] }[]): Promise<string> {
  const features: Stripe.BillingPortal.ConfigurationCreateParams.Features = {
    invoice_history: { enabled: true },
    payment_method_update: { enabled: true },
    subscription_cancel: { enabled: true, mode: 'at_period_end' },
    subscription_update: { enabled: true, default_allowed_updates: ['price'], proration_behavior: 'create_prorations', products: plans },
  };
  const business_profile = { headline: 'Roomboard memberships' };
  const configurations = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
  const mine = configurations.data.find((c) => c.metadata?.[PORTAL_CONFIGURATION_TAG.key] === PORTAL_CONFIGURATION_TAG.value);
  if (mine) {
    await stripe.billingPortal.configurations.update(mine.id, { features, business_profile });
    return `updated portal configuration ${mine.id}`;
  }
  const created = await stripe.billingPortal.configurations.create({
    features,
    business_profile,
    metadata: { [PORTAL_CONFIGURATION_TAG.key]: PORTAL_CONFIGURATION_TAG.value },
  });
  return `created portal configuration ${created.id}`;
}

/** Brings the account in line with the tier table; answers one line per Product, Price and the portal said. */
export async function setUpStripe(stripe: Stripe): Promise<string[]> {
  const lines: string[] = [];
  const plans: { product: string; prices: string[] }[] = [];
  for (const tier of MEMBERSHIP_TIERS.filter((t) => t.amountCents > 0)) {
    lines.push(await ensureProduct(stripe, tier));
    const { line, priceId } = await ensurePrice(stripe, tier);
    lines.push(line);
    plans.push({ product: productId(tier), prices: [priceId] });
  }
  lines.push(await ensurePortal(stripe, plans));
  return lines;
}

/** STRIPE_SECRET_KEY from the environment, else from functions/.secret.local (where `npm start` reads it). */
function secretKey(): string | undefined {
  if (process.env.STRIPE_SECRET_KEY) return process.env.STRIPE_SECRET_KEY;
  const file = join(__dirname, '..', '..', '.secret.local');
  if (!existsSync(file)) return undefined;
  return /^STRIPE_SECRET_KEY=(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim();
}

export async function stripeClient(key: string, apiUrl: string | undefined): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const target = apiUrl ? new URL(apiUrl) : undefined;
  return new StripeSdk(key, {
    maxNetworkRetries: 2,
    ...(target && { host: target.hostname, port: target.port, protocol: target.protocol === 'http:' ? 'http' : 'https' }),
  });
}

async function main(): Promise<void> {
  const key = secretKey();
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set (environment or functions/.secret.local).');
  for (const line of await setUpStripe(await stripeClient(key, process.env.STRIPE_API_URL))) say(line);
  say(`Stripe ${key.startsWith('sk_live_') ? 'live' : 'test'}-mode account is set up for Gold and Platinum.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`stripe:setup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
