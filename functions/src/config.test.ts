import { describe, expect, it } from 'vitest';
import { ConfigError, maskedConfig, readConfig, readDeployFlags } from './config.js';
import { DESIGNER_RATES } from './contracts/membership-tiers.js';

/** What Cloud Functions sets on a deployed function. */
const DEPLOYED = { K_SERVICE: 'api', GCLOUD_PROJECT: 'roomboard-prod' };

describe('readConfig: APP_ORIGIN', () => {
  it('is required on a deployed function', () => {
    expect(() => readConfig(DEPLOYED)).toThrow(ConfigError);
    expect(() => readConfig(DEPLOYED)).toThrow(
      'APP_ORIGIN is not set: put APP_ORIGIN=https://<your-site> in functions/.env.<project-id> and deploy again (Checkout sends buyers back there).',
    );
  });

  it.each(['http://localhost:5000', 'https://localhost', 'https://127.0.0.1:5000', 'http://roomboard.example'])(
    'refuses %s on a deployed function',
    (origin) => {
      expect(() => readConfig({ ...DEPLOYED, APP_ORIGIN: origin })).toThrow(
        `APP_ORIGIN must be the site's public https origin, not ${new URL(origin).origin}.`,
      );
    },
  );

  it("keeps a deployed function's https origin, without a path", () => {
    expect(readConfig({ ...DEPLOYED, APP_ORIGIN: 'https://roomboard.web.app/' }).appOrigin).toBe('https://roomboard.web.app');
  });

  it('defaults to the local app on the Functions emulator and off Cloud Functions (tests, tools)', () => {
    expect(readConfig({ ...DEPLOYED, FUNCTIONS_EMULATOR: 'true' }).appOrigin).toBe('http://localhost:5000');
    expect(readConfig({}).appOrigin).toBe('http://localhost:5000');
    expect(readConfig({ APP_ORIGIN: 'http://127.0.0.1:5320' }).appOrigin).toBe('http://127.0.0.1:5320');
  });
});

describe('readConfig: Stripe', () => {
  it('configures Checkout from the secret key alone and the webhook from its secret alone (each function has only its own)', () => {
    const api = readConfig({ STRIPE_SECRET_KEY: 'sk_test_1' });
    expect([api.stripe, api.stripeWebhookSecret]).toEqual([{ secretKey: 'sk_test_1', apiUrl: undefined }, null]);
    const webhook = readConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect([webhook.stripe, webhook.stripeWebhookSecret]).toEqual([null, 'whsec_1']);
  });
});

describe('readDeployFlags', () => {
  it('reads OPENAI_ENABLED, PAYMENTS_ENABLED, SMTP_ENABLED and UNSUBSCRIBE_LINKS_ENABLED, off when absent', () => {
    const off = { openai: false, payments: false, smtp: false, unsubscribeLinks: false };
    expect(readDeployFlags({})).toEqual(off);
    expect(readDeployFlags({ OPENAI_ENABLED: 'true', PAYMENTS_ENABLED: 'false' })).toEqual({ ...off, openai: true });
    expect(readDeployFlags({ OPENAI_ENABLED: 'false', PAYMENTS_ENABLED: 'TRUE' })).toEqual({ ...off, payments: true });
    expect(readDeployFlags({ SMTP_ENABLED: 'true', UNSUBSCRIBE_LINKS_ENABLED: 'true' })).toEqual({
      ...off,
      smtp: true,
      unsubscribeLinks: true,
    });
  });

  it("refuses, as `firebase deploy` loads index.ts, a secret in the .env files (the emulator's local values pass)", () => {
    const discovery = { FUNCTIONS_CONTROL_API: 'true' };
    expect(() => readDeployFlags({ ...discovery, SMTP_URL: 'smtp://u:p@h:587', MAIL_UNSUBSCRIBE_SECRET: 'a-long-enough-secret' })).toThrow(
      'SMTP_URL, MAIL_UNSUBSCRIBE_SECRET must not be in functions/.env files: remove it, store it with `firebase functions:secrets:set SMTP_URL` and turn on its switch (README, Deploy).',
    );
    expect(readDeployFlags({ ...discovery, FUNCTIONS_EMULATOR: 'true', SMTP_URL: 'smtp://u:p@h:587' }).smtp).toBe(false);
    // At run time a bound secret is a variable like any other.
    expect(readDeployFlags({ K_SERVICE: 'deliverMail', SMTP_URL: 'smtp://u:p@h:587', SMTP_ENABLED: 'true' }).smtp).toBe(true);
  });

  it('refuses anything but true or false', () => {
    expect(() => readDeployFlags({ PAYMENTS_ENABLED: 'yes' })).toThrow('PAYMENTS_ENABLED must be true or false, not "yes".');
  });
});

describe('readConfig: STRIPE_MODE', () => {
  it('is test unless set, and must agree with the secret key', () => {
    expect(readConfig({}).stripeMode).toBe('test');
    expect(readConfig({ STRIPE_MODE: 'live', STRIPE_SECRET_KEY: 'sk_live_1' }).stripeMode).toBe('live');
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
      'STRIPE_SECRET_KEY is a live-mode key but STRIPE_MODE is test: set STRIPE_MODE=live.',
    );
    expect(() => readConfig({ STRIPE_MODE: 'live', STRIPE_SECRET_KEY: 'rk_test_1' })).toThrow(
      'STRIPE_SECRET_KEY is a test-mode key but STRIPE_MODE is live: set STRIPE_MODE=test.',
    );
  });
});

describe('readConfig: the ceiling on paid work', () => {
  const production = { ...DEPLOYED, APP_ORIGIN: 'https://roomboard.example' };

  it('has defaults', () => {
    expect(readConfig(production)).toMatchObject({
      generationsPerHour: 20,
      generationsPerDay: 60,
      paidBudget: { text: 1000, image: 200 },
      formLimits: { perAddress: 5, perIp: 30 },
      appCheck: false,
      imageShares: { free: 10, gold: 90, platinum: 100 },
      anonymousReadsPerIpPerMinute: 300,
      trustProxyHops: 3,
    });
  });

  it('reads the plan shares, the anonymous read cap and the proxy hops, and refuses impossible ones', () => {
    const config = readConfig({
      ...production,
      AI_IMAGES_PER_DAY_FREE: '0',
      AI_IMAGES_PER_DAY_GOLD: '40',
      AI_IMAGES_PER_DAY_PLATINUM: '60',
      ANONYMOUS_READS_PER_IP_PER_MINUTE: '50',
      TRUST_PROXY_HOPS: '2',
    });
    expect([config.imageShares, config.anonymousReadsPerIpPerMinute, config.trustProxyHops]).toEqual([
      { free: 0, gold: 40, platinum: 60 },
      50,
      2,
    ]);
    for (const bad of [{ TRUST_PROXY_HOPS: '-1' }, { TRUST_PROXY_HOPS: 'true' }, { ANONYMOUS_READS_PER_IP_PER_MINUTE: '0' }]) {
      expect(() => readConfig({ ...production, ...bad })).toThrow(ConfigError);
    }
  });

  it('is read from the environment', () => {
    const config = readConfig({ ...production, GENERATIONS_PER_DAY: '7', AI_TEXT_CALLS_PER_DAY: '0', AI_IMAGE_CALLS_PER_DAY: '3' });
    expect([config.generationsPerDay, config.paidBudget]).toEqual([7, { text: 0, image: 3 }]);
    expect(() => readConfig({ ...production, AI_IMAGE_CALLS_PER_DAY: '-1' })).toThrow(ConfigError);
  });

  it('turns App Check on only outside the emulator', () => {
    expect(readConfig({ ...production, APP_CHECK: 'on' }).appCheck).toBe(true);
    expect(readConfig({ ...production, APP_CHECK: 'on', FUNCTIONS_EMULATOR: 'true' }).appCheck).toBe(false);
    expect(readConfig({ ...production, APP_CHECK: 'on', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }).appCheck).toBe(false);
    expect(() => readConfig({ ...production, APP_CHECK: 'yes' })).toThrow('Invalid configuration: APP_CHECK');
  });
});

describe('readConfig: e-mail', () => {
  const SITE = { ...DEPLOYED, APP_ORIGIN: 'https://roomboard.web.app' };

  it('sends to maildev with a fixed unsubscribe secret locally, and to nothing on a deployment that set neither', () => {
    expect(readConfig({}).mail).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:1025', from: 'Roomboard <no-reply@roomboard.app>' });
    expect(readConfig({}).mail.unsubscribeSecret).toEqual(expect.any(String));
    expect(readConfig(SITE).mail).toMatchObject({ smtpUrl: null, unsubscribeSecret: null });
  });

  it('reads the server, the secret and the retry policy', () => {
    const mail = readConfig({
      ...SITE,
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_UNSUBSCRIBE_SECRET: 'a-long-enough-secret',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_RETRY_SECONDS: '30',
    }).mail;
    expect(mail).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      from: 'Roomboard <no-reply@roomboard.app>',
      unsubscribeSecret: 'a-long-enough-secret',
      policy: { maxAttempts: 3, retryBaseMs: 30_000, leaseMs: 120_000 },
    });
  });

  it('refuses a server that is not smtp:// or smtps://, and a short secret', () => {
    expect(() => readConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow('SMTP_URL: must start with smtp:// or smtps://');
    expect(() => readConfig({ MAIL_UNSUBSCRIBE_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('masks the server (it holds a password) and the secret in logs', () => {
    const masked = JSON.stringify(
      maskedConfig(readConfig({ SMTP_URL: 'smtp://u:p@h:587', MAIL_UNSUBSCRIBE_SECRET: 'a-long-enough-secret' })),
    );
    expect(masked).not.toContain('u:p@h');
    expect(masked).not.toContain('a-long-enough-secret');
  });
});

describe('readConfig: DESIGNER_RATES_JSON', () => {
  it('is the rate table unless set; what it names replaces the table’s, the rest stays', () => {
    expect(readConfig({}).designerRates).toEqual(DESIGNER_RATES);
    expect(readConfig({ DESIGNER_RATES_JSON: '{"review":1800,"consultation":{"30":3000,"45":3800}}' }).designerRates).toEqual({
      review: 1800,
      consultation: { 30: 3000, 45: 3800, 60: 4500 },
      project: 15000,
    });
  });

  it('refuses what is not JSON, not whole cents, or an unknown key, saying where', () => {
    expect(() => readConfig({ DESIGNER_RATES_JSON: '{review:1}' })).toThrow('DESIGNER_RATES_JSON is not JSON.');
    expect(() => readConfig({ DESIGNER_RATES_JSON: '{"review":15.5}' })).toThrow(/^Invalid DESIGNER_RATES_JSON: review: /);
    expect(() => readConfig({ DESIGNER_RATES_JSON: '{"consultation":{"half":2500}}' })).toThrow(
      /^Invalid DESIGNER_RATES_JSON: consultation\.half: /,
    );
    expect(() => readConfig({ DESIGNER_RATES_JSON: '{"reviews":1500}' })).toThrow(/^Invalid DESIGNER_RATES_JSON: \(root\): /);
  });
});
