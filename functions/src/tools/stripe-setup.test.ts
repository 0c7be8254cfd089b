import { afterEach, describe, expect, it } from 'vitest';
import { startFakeStripe, TEST_SECRET_KEY, type FakeStripe } from '../testing/stripe.js';
import { setUpStripe, stripeClient } from './stripe-setup.js';

describe('npm run stripe:setup', () => {
  let stripe: FakeStripe;
  afterEach(() => stripe.close());

  it('creates the Products and monthly Prices with their lookup keys, then keeps them on a second run', async () => {
    stripe = await startFakeStripe(0, { seed: false });
    const client = await stripeClient(TEST_SECRET_KEY, stripe.url);
    const first = await setUpStripe(client);
    expect(first[0]).toBe('created product roomboard_gold');
    expect(first[1]).toMatch(/^created price price_test_\w+ \(roomboard_gold_monthly\)$/);
    expect(first[2]).toBe('created product roomboard_platinum');
    expect(stripe.priceByKey('roomboard_gold_monthly')).toMatchObject({
      product: 'roomboard_gold',
      unit_amount: 5000,
      currency: 'usd',
      recurring: { interval: 'month' },
    });
    expect(stripe.priceByKey('roomboard_platinum_monthly')).toMatchObject({ unit_amount: 10000 });
    expect(stripe.products.get('roomboard_gold')).toMatchObject({ name: 'Gold membership', description: 'Design consultation' });

    expect(first[4]).toMatch(/^created portal configuration bpc_test_\w+$/);
    const [portal] = [...stripe.portalConfigurations.values()];
    expect(portal?.metadata).toEqual({ roomboard: 'plans' });
    expect(portal?.form).toMatchObject({
      'features[subscription_update][enabled]': 'true',
      'features[subscription_update][proration_behavior]': 'create_prorations',
      'features[subscription_update][default_allowed_updates][0]': 'price',
      'features[subscription_update][products][0][product]': 'roomboard_gold',
      'features[subscription_update][products][0][prices][0]': stripe.priceByKey('roomboard_gold_monthly')?.id,
      'features[subscription_update][products][1][product]': 'roomboard_platinum',
      'features[subscription_cancel][enabled]': 'true',
      'features[subscription_cancel][mode]': 'at_period_end',
      'features[payment_method_update][enabled]': 'true',
      'features[invoice_history][enabled]': 'true',
    });

    const second = await setUpStripe(client);
    expect(second.filter((line) => line.startsWith('kept'))).toHaveLength(4);
    expect(second[4]).toBe(`updated portal configuration ${String(portal?.id)}`);
    expect(stripe.prices).toHaveLength(2);
    expect(stripe.portalConfigurations.size).toBe(1);
  });

  it('moves the lookup key to a new Price when the amount differs, archiving the old one', async () => {
    stripe = await startFakeStripe(0);
    const old = stripe.priceByKey('roomboard_gold_monthly')!;
    old.unit_amount = 4500;
    const lines = await setUpStripe(await stripeClient(TEST_SECRET_KEY, stripe.url));
    expect(lines[1]).toMatch(new RegExp(`^created price price_test_\\w+ \\(roomboard_gold_monthly\\), archived ${old.id}$`));
    expect(old).toMatchObject({ active: false, lookup_key: null });
    expect(stripe.priceByKey('roomboard_gold_monthly')).toMatchObject({ unit_amount: 5000 });
  });
});
