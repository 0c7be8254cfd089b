// The only reader of process.env. Read once, validated, with secrets masked when logged.
import { z } from 'zod';

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
  APP_ORIGIN: z.url().default('http://localhost:5000'),
  GENERATIONS_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** How long a generation waits for the cutouts it queued before it shows those products' photos. */
  CUTOUT_WAIT_SECONDS: z.coerce.number().int().min(0).max(120).default(20),
});

export type BlobConfig = { kind: 'local'; dir: string } | { kind: 'cloud-storage'; bucket: string };
export type GeneratorConfig =
  { kind: 'studio' } | { kind: 'openai'; apiKey: string; baseURL: string | undefined; textModel: string; imageModel: string };
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string | undefined;
}

export interface Config {
  projectId: string;
  firestore: 'emulator' | 'production';
  /** host:port of the Auth emulator, told to the web app by /api/health so that it signs in there. */
  authEmulatorHost: string | null;
  blobs: BlobConfig;
  generator: GeneratorConfig;
  stripe: StripeConfig | null;
  appOrigin: string;
  generationsPerHour: number;
  cutoutWaitMs: number;
}

export class ConfigError extends Error {}

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
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
        : null,
    appOrigin: env.APP_ORIGIN,
    generationsPerHour: env.GENERATIONS_PER_HOUR,
    cutoutWaitMs: env.CUTOUT_WAIT_SECONDS * 1000,
  };
}

function emptyAsMissing(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** For logs: the configuration with every secret replaced by its length. */
export function maskedConfig(config: Config): unknown {
  return JSON.parse(
    JSON.stringify(config, (key, value: unknown) =>
      ['apiKey', 'secretKey', 'webhookSecret'].includes(key) && typeof value === 'string' ? `***(${value.length})` : value,
    ),
  );
}
