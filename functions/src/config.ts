// The only reader of process.env and of the secrets' definitions. Read once, validated, with secrets masked when logged.
import { defineSecret } from 'firebase-functions/params';
import { z } from 'zod';
import { DESIGNER_RATES, type DesignerRates } from './contracts/membership-tiers.js';
import type { Plan } from './domain/usage-limits.js';

const EnvSchema = z.object({
  GCLOUD_PROJECT: z.string().default('demo-roomboard'),
  FIRESTORE_EMULATOR_HOST: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  STORAGE_EMULATOR_HOST: z.string().optional(),
  ROOMBOARD_BLOB_DIR: z.string().optional(),
  ROOMBOARD_BUCKET: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_TEXT_MODEL: z.string().default('gpt-4.1-mini'),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().optional(),
  STRIPE_MODE: z.enum(['test', 'live']).default('test'),
  APP_ORIGIN: z.url().optional(),
  /** Set by Cloud Functions (and by the Functions emulator, which also sets FUNCTIONS_EMULATOR). */
  K_SERVICE: z.string().optional(),
  FUNCTIONS_EMULATOR: z.string().optional(),
  GENERATIONS_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** How long a generation waits for the cutouts it queued before it shows those products' photos. */
  CUTOUT_WAIT_SECONDS: z.coerce.number().int().min(0).max(120).default(20),
  /** How the cutout worker removes backgrounds: the imgly model, or (tests) clearing a plain studio backdrop. */
  CUTOUT_MAKER: z.enum(['imgly', 'backdrop']).default('imgly'),
  GENERATIONS_PER_DAY: z.coerce.number().int().positive().default(60),
  AI_TEXT_CALLS_PER_DAY: z.coerce.number().int().nonnegative().default(1000),
  AI_IMAGE_CALLS_PER_DAY: z.coerce.number().int().nonnegative().default(200),
  FORMS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(5),
  FORMS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Anonymous reads (GET) an address may make a minute, per instance of the light API; more answer 429. */
  ANONYMOUS_READS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /**
   * Proxies between the client and express, each appending to X-Forwarded-For: behind Firebase Hosting three (Cloud
   * Run's own proxy, the Google front end, Hosting's CDN). `req.ip` is the address the third appended.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(3),
  /** Each plan's share of the day's paid room pictures (all its members together); free is no membership or Basic. */
  AI_IMAGES_PER_DAY_FREE: z.coerce.number().int().nonnegative().default(10),
  AI_IMAGES_PER_DAY_GOLD: z.coerce.number().int().nonnegative().default(90),
  AI_IMAGES_PER_DAY_PLATINUM: z.coerce.number().int().nonnegative().default(100),
  APP_CHECK: z.enum(['on', 'off']).default('off'),
  PROGRESS_POLLS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** The SMTP server mail goes out through (smtp://user:pass@host:587); locally maildev's. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Roomboard <no-reply@roomboard.app>'),
  /** Signs the one-click unsubscribe links (HMAC); changing it voids the links already sent. */
  MAIL_UNSUBSCRIBE_SECRET: z.string().min(16).optional(),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(0).default(60),
  UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SUBSCRIPTION_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  MESSAGE_MAIL_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** The operator's designer rates in integer cents, over the table's: {"review":1500,"consultation":{"30":2500,"60":4500},"project":15000}. */
  DESIGNER_RATES_JSON: z.string().optional(),
});

const cents = z.number().int().min(0);
const DesignerRatesOverride = z
  .object({
    review: cents,
    consultation: z.record(z.string().regex(/^[1-9]\d*$/), cents),
    project: cents,
  })
  .partial()
  .strict();

/** Locally (emulator, tests): maildev's SMTP port and a fixed unsubscribe secret. */
const LOCAL_SMTP_URL = 'smtp://127.0.0.1:1025';
const LOCAL_UNSUBSCRIBE_SECRET = 'local-unsubscribe-secret-not-for-production';

export type BlobConfig = { kind: 'local'; dir: string } | { kind: 'cloud-storage'; bucket: string };
export type GeneratorConfig =
  | { kind: 'studio' }
  | { kind: 'openai'; apiKey: string; baseURL: string | undefined; textModel: string; imageModel: string };
/** Stripe Checkout, where STRIPE_SECRET_KEY is bound (the light API). */
export interface StripeConfig {
  secretKey: string;
  apiUrl: string | undefined;
}

export interface MailConfig {
  /** Null on a deployment without SMTP_URL: mails wait PENDING (an installed Trigger Email extension may send them). */
  smtpUrl: string | null;
  from: string;
  /** Null on a deployment without MAIL_UNSUBSCRIBE_SECRET: mails a member may turn off are not queued. */
  unsubscribeSecret: string | null;
  policy: { maxAttempts: number; retryBaseMs: number; leaseMs: number };
}

export interface Config {
  projectId: string;
  firestore: 'emulator' | 'production';
  /** host:port of the Auth emulator, told to the web app by /api/health so that it signs in there. */
  authEmulatorHost: string | null;
  /** host:port of the Firestore emulator, told to the web app by /api/health for its live layout listener. */
  firestoreEmulatorHost: string | null;
  blobs: BlobConfig;
  generator: GeneratorConfig;
  /** The deploy's switches: which secrets are bound to which function (a function sees only its own secrets). */
  enabled: DeployFlags;
  /** Null without STRIPE_SECRET_KEY: Gold and Platinum answer 'Payments are not configured.' */
  stripe: StripeConfig | null;
  /** Null without STRIPE_WEBHOOK_SECRET (bound on the webhook function only): every delivery answers 503. */
  stripeWebhookSecret: string | null;
  /** The Stripe mode the deployment takes payments in; the webhook refuses events of the other mode. */
  stripeMode: 'test' | 'live';
  /** Where Checkout sends buyers back to; never localhost on a deployed function. */
  appOrigin: string;
  generationsPerHour: number;
  cutoutWaitMs: number;
  cutoutMaker: 'imgly' | 'backdrop';
  generationsPerDay: number;
  /** Paid (OpenAI) calls a UTC day for the whole project. */
  paidBudget: { text: number; image: number };
  /** Each plan's daily share of the paid image calls. */
  imageShares: Record<Plan, number>;
  /** Contact form and newsletter uses an hour, per e-mail address and per IP. */
  formLimits: { perAddress: number; perIp: number };
  anonymousReadsPerIpPerMinute: number;
  /** Express's `trust proxy`: how many proxies in front of it append to X-Forwarded-For. */
  trustProxyHops: number;
  /** Whether the generate and contact paths require App Check tokens; never on the emulator. */
  appCheck: boolean;
  mail: MailConfig;
  /** Progress polls a user may make per minute (per instance of the light API); more answer 429. */
  progressPollsPerMinute: number;
  /** Uploads (avatar, board picture, room photo) a member may make per minute, per instance of the function; more answer 429. */
  uploadsPerMinute: number;
  /** How long a past-due plan stays after its first failed payment before it ends. */
  subscriptionGraceMs: number;
  /** A member gets at most one mail of new messages this often. */
  messageMailIntervalMs: number;
  /** What designers earn per piece of work (DESIGNER_RATES, or DESIGNER_RATES_JSON over it). */
  designerRates: DesignerRates;
}

export class ConfigError extends Error {}

/** The origin the emulator serves the app on; only ever a default off a deployed function. */
const LOCAL_APP_ORIGIN = 'http://localhost:5000';

/**
 * Which integrations the deploy binds secrets for, read when `firebase deploy` loads index.ts. The values come from
 * `functions/.env` (committed: all false) and `functions/.env.<project-id>`; see the README's deploy section.
 */
export interface DeployFlags {
  openai: boolean;
  payments: boolean;
  /** SMTP_ENABLED: the SMTP_URL secret (it holds the password) for the functions that send mail. */
  smtp: boolean;
  /** UNSUBSCRIBE_LINKS_ENABLED: the MAIL_UNSUBSCRIBE_SECRET secret for those that sign or check unsubscribe links. */
  unsubscribeLinks: boolean;
}

/** Values that are secrets: never in the .env files, whose values every function gets as plain variables. */
const SECRET_NAMES = ['OPENAI_API_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'MAIL_UNSUBSCRIBE_SECRET'] as const;

export function readDeployFlags(source: NodeJS.ProcessEnv = process.env): DeployFlags {
  const flag = (name: string): boolean => {
    const value = source[name]?.trim().toLowerCase();
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    throw new ConfigError(`${name} must be true or false, not "${source[name]}".`);
  };
  // `firebase deploy` loads index.ts with the .env files' values only (FUNCTIONS_CONTROL_API): a secret there would
  // reach every function as a plain variable. The emulator loads it so too, and may have local values.
  if (source.FUNCTIONS_CONTROL_API === 'true' && source.FUNCTIONS_EMULATOR !== 'true') {
    const plain = SECRET_NAMES.filter((name) => source[name]);
    if (plain.length) {
      throw new ConfigError(
        `${plain.join(', ')} must not be in functions/.env files: remove it, store it with \`firebase functions:secrets:set ${plain[0]}\` and turn on its switch (README, Deploy).`,
      );
    }
  }
  return {
    openai: flag('OPENAI_ENABLED'),
    payments: flag('PAYMENTS_ENABLED'),
    smtp: flag('SMTP_ENABLED'),
    unsubscribeLinks: flag('UNSUBSCRIBE_LINKS_ENABLED'),
  };
}

/**
 * The secrets each function binds (Secret Manager), by the deploy's switches: each only where its code reads it, and
 * only when switched on, since a secret named here must exist before the deploy. A bound secret reaches its function
 * as the variable of its name, which readConfig reads like any other; on the emulator they come from
 * `functions/.secret.local`, or the local defaults (maildev, a fixed unsubscribe secret).
 */
export function deploySecrets(flags: DeployFlags) {
  const when = (on: boolean, name: string) => (on ? [defineSecret(name)] : []);
  return {
    /** generate: boards by OpenAI. */
    openai: when(flags.openai, 'OPENAI_API_KEY'),
    /** api: Stripe Checkout and the Customer Portal. */
    checkout: when(flags.payments, 'STRIPE_SECRET_KEY'),
    /** stripeWebhook: the signatures of Stripe's events. */
    webhook: when(flags.payments, 'STRIPE_WEBHOOK_SECRET'),
    /** deliverMail and sweepMail: the SMTP server, user and password. */
    smtp: when(flags.smtp, 'SMTP_URL'),
    /** api (the unsubscribe page, comment mails), followerDigest and mailWaitingMessages: unsubscribe links. */
    unsubscribe: when(flags.unsubscribeLinks, 'MAIL_UNSUBSCRIBE_SECRET'),
  };
}

export function readConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(emptyAsMissing(source));
  if (!parsed.success) {
    const bad = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${bad}`);
  }
  const env = parsed.data;
  return {
    projectId: env.GCLOUD_PROJECT,
    firestore: env.FIRESTORE_EMULATOR_HOST ? 'emulator' : 'production',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST ?? null,
    blobs: env.ROOMBOARD_BLOB_DIR
      ? { kind: 'local', dir: env.ROOMBOARD_BLOB_DIR }
      : { kind: 'cloud-storage', bucket: env.ROOMBOARD_BUCKET ?? `${env.GCLOUD_PROJECT}.firebasestorage.app` },
    generator: env.OPENAI_API_KEY
      ? {
          kind: 'openai',
          apiKey: env.OPENAI_API_KEY,
          baseURL: env.OPENAI_BASE_URL,
          textModel: env.OPENAI_TEXT_MODEL,
          imageModel: env.OPENAI_IMAGE_MODEL,
        }
      : { kind: 'studio' },
    enabled: readDeployFlags(source),
    stripe: env.STRIPE_SECRET_KEY ? { secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL } : null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    stripeMode: stripeMode(env.STRIPE_MODE, env.STRIPE_SECRET_KEY),
    appOrigin: appOrigin(env.APP_ORIGIN, Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true'),
    generationsPerHour: env.GENERATIONS_PER_HOUR,
    cutoutWaitMs: env.CUTOUT_WAIT_SECONDS * 1000,
    cutoutMaker: env.CUTOUT_MAKER,
    generationsPerDay: env.GENERATIONS_PER_DAY,
    paidBudget: { text: env.AI_TEXT_CALLS_PER_DAY, image: env.AI_IMAGE_CALLS_PER_DAY },
    imageShares: { free: env.AI_IMAGES_PER_DAY_FREE, gold: env.AI_IMAGES_PER_DAY_GOLD, platinum: env.AI_IMAGES_PER_DAY_PLATINUM },
    formLimits: { perAddress: env.FORMS_PER_ADDRESS_PER_HOUR, perIp: env.FORMS_PER_IP_PER_HOUR },
    anonymousReadsPerIpPerMinute: env.ANONYMOUS_READS_PER_IP_PER_MINUTE,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    appCheck: env.APP_CHECK === 'on' && env.FUNCTIONS_EMULATOR !== 'true' && !env.FIRESTORE_EMULATOR_HOST,
    progressPollsPerMinute: env.PROGRESS_POLLS_PER_MINUTE,
    uploadsPerMinute: env.UPLOADS_PER_MINUTE,
    subscriptionGraceMs: env.SUBSCRIPTION_GRACE_DAYS * 86_400_000,
    messageMailIntervalMs: env.MESSAGE_MAIL_INTERVAL_MINUTES * 60_000,
    designerRates: designerRates(env.DESIGNER_RATES_JSON),
    mail: mailConfig(env, Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true'),
  };
}

/** The rate table, with the operator's DESIGNER_RATES_JSON over it (a consultation length it names replaces the table's). */
function designerRates(json: string | undefined): DesignerRates {
  if (!json) return DESIGNER_RATES;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ConfigError('DESIGNER_RATES_JSON is not JSON.');
  }
  const parsed = DesignerRatesOverride.safeParse(value);
  if (!parsed.success) {
    const bad = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid DESIGNER_RATES_JSON: ${bad}`);
  }
  const { consultation, ...rest } = parsed.data;
  return {
    ...DESIGNER_RATES,
    ...rest,
    consultation: {
      ...DESIGNER_RATES.consultation,
      ...Object.fromEntries(Object.entries(consultation ?? {}).map(([m, c]) => [Number(m), c])),
    },
  };
}

function mailConfig(env: z.infer<typeof EnvSchema>, deployed: boolean): MailConfig {
  return {
    smtpUrl: env.SMTP_URL ?? (deployed ? null : LOCAL_SMTP_URL),
    from: env.MAIL_FROM,
    unsubscribeSecret: env.MAIL_UNSUBSCRIBE_SECRET ?? (deployed ? null : LOCAL_UNSUBSCRIBE_SECRET),
    // A send that takes longer than the function's timeout (60 s) has stopped: its lease is long past by then.
    policy: { maxAttempts: env.MAIL_MAX_ATTEMPTS, retryBaseMs: env.MAIL_RETRY_SECONDS * 1000, leaseMs: 120_000 },
  };
}

/** On a deployed function APP_ORIGIN must be set, and be the site's https origin: Checkout sends buyers there. */
function appOrigin(value: string | undefined, deployed: boolean): string {
  if (!deployed) return value ?? LOCAL_APP_ORIGIN;
  if (!value) {
    throw new ConfigError(
      'APP_ORIGIN is not set: put APP_ORIGIN=https://<your-site> in functions/.env.<project-id> and deploy again (Checkout sends buyers back there).',
    );
  }
  const { protocol, hostname, origin } = new URL(value);
  if (protocol !== 'https:' || ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(hostname)) {
    throw new ConfigError(`APP_ORIGIN must be the site's public https origin, not ${origin}.`);
  }
  return origin;
}

/** A live key with STRIPE_MODE=test (or a test key with live) is a misconfiguration the operator must hear about. */
function stripeMode(mode: 'test' | 'live', secretKey: string | undefined): 'test' | 'live' {
  const keyMode = /^(sk|rk)_(live|test)_/.exec(secretKey ?? '')?.[2];
  if (keyMode && keyMode !== mode) {
    throw new ConfigError(`STRIPE_SECRET_KEY is a ${keyMode}-mode key but STRIPE_MODE is ${mode}: set STRIPE_MODE=${keyMode}.`);
  }
  return mode;
}

function emptyAsMissing(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** For logs: the configuration with every secret replaced by its length. */
export function maskedConfig(config: Config): unknown {
  return JSON.parse(
    JSON.stringify(config, (key, value: unknown) =>
      ['apiKey', 'secretKey', 'stripeWebhookSecret', 'smtpUrl', 'unsubscribeSecret'].includes(key) && typeof value === 'string'
        ? `***(${value.length})`
        : value,
    ),
  );
}
