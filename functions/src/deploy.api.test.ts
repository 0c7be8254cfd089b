// The deploy shape, read back the way `firebase deploy` reads it: firebase-tools' Node runtime delegate starts the
// firebase-functions binary on the built functions/lib (FUNCTIONS_CONTROL_API, GET /__/functions.yaml) with the
// variables of functions/.env(.<project-id>), then resolves the params as a non-interactive deploy does.
// `node scripts/test.mjs api` builds functions/lib first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const FUNCTIONS_DIR = join(ROOT, 'functions');
const PROJECT_ID = 'roomboard-deploy-test';
const require = createRequire(join(ROOT, 'package.json'));

interface Endpoint {
  id: string;
  region: string;
  availableMemoryMb: number;
  cpu?: number;
  timeoutSeconds?: number;
  concurrency?: number;
  maxInstances?: number;
  secretEnvironmentVariables?: { key: string; secret: string }[];
  httpsTrigger?: object;
  taskQueueTrigger?: object;
  eventTrigger?: object;
  scheduleTrigger?: object;
}
interface ResolvedBackend {
  endpoints: Record<string, Record<string, Endpoint>>;
}
interface NodeDelegate {
  discoverBuild(runtimeConfig: object, env: Record<string, string>): Promise<{ params: { name: string; type: string }[] }>;
}
interface RuntimeDelegate extends NodeDelegate {
  runtime: string;
}
const runtimes = require('firebase-tools/lib/deploy/functions/runtimes/index.js') as {
  getRuntimeDelegate(context: { projectId: string; sourceDir: string; projectDir: string; runtime?: string }): Promise<RuntimeDelegate>;
};
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { functions: { source: string; runtime?: string }[] };
const codebase = firebaseJson.functions[0];

/** The runtime delegate as `firebase deploy` picks it: firebase.json's runtime, else functions/package.json's engines. */
const delegateFor = () =>
  runtimes.getRuntimeDelegate({
    projectId: PROJECT_ID,
    sourceDir: join(ROOT, codebase?.source ?? ''),
    projectDir: ROOT,
    runtime: codebase?.runtime,
  });
const { logger: firebaseLogger } = require('firebase-tools/lib/logger.js') as { logger: { error(...args: unknown[]): unknown } };
const build = require('firebase-tools/lib/deploy/functions/build.js') as {
  resolveBackend(options: object): Promise<{ backend: ResolvedBackend }>;
};
const functionsEnv = require('firebase-tools/lib/functions/env.js') as {
  loadUserEnvs(options: object): Record<string, string>;
  loadFirebaseEnvs(firebaseConfig: object, projectId: string): Record<string, string>;
};

/** What `firebase deploy` would deploy, with `projectEnv` as the lines of functions/.env.<project-id>. */
async function deployed(projectEnv: Record<string, string> = {}): Promise<Record<string, Endpoint>> {
  const firebaseConfig = { projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.firebasestorage.app` };
  const userEnvs = {
    ...functionsEnv.loadUserEnvs({ functionsSource: FUNCTIONS_DIR, projectId: PROJECT_ID, projectDir: ROOT }),
    ...projectEnv,
  };
  const delegate = await delegateFor();
  const discovered = await delegate.discoverBuild(
    { firebase: firebaseConfig },
    { ...userEnvs, ...functionsEnv.loadFirebaseEnvs(firebaseConfig, PROJECT_ID), GOOGLE_CLOUD_QUOTA_PROJECT: PROJECT_ID },
  );
  // isEmulator only skips the Secret Manager look-up of bound secrets; nonInteractive fails on any param without a value.
  const { backend } = await build.resolveBackend({
    build: discovered,
    firebaseConfig,
    userEnvs,
    codebase: 'default',
    nonInteractive: true,
    isEmulator: true,
  });
  return Object.fromEntries(Object.values(backend.endpoints).flatMap((byId) => Object.entries(byId)));
}

/** What the deploy manifest says of one function. */
function shapeOf(id: string, endpoint: Endpoint | undefined) {
  const trigger = endpoint?.httpsTrigger
    ? 'https'
    : endpoint?.taskQueueTrigger
      ? 'taskQueue'
      : endpoint?.eventTrigger
        ? 'event'
        : endpoint?.scheduleTrigger
          ? 'schedule'
          : 'none';
  return {
    id,
    region: endpoint?.region,
    trigger,
    memoryMb: endpoint?.availableMemoryMb,
    cpu: endpoint?.cpu,
    timeoutSeconds: endpoint?.timeoutSeconds,
    concurrency: endpoint?.concurrency,
    maxInstances: endpoint?.maxInstances,
    secrets: (endpoint?.secretEnvironmentVariables ?? []).map((secret) => secret.key).sort(),
  };
}

type Shape = Omit<ReturnType<typeof shapeOf>, 'id' | 'region'>;

/**
 * One row per function, deployed with every switch on (OPENAI_ENABLED, PAYMENTS_ENABLED, SMTP_ENABLED,
 * UNSUBSCRIBE_LINKS_ENABLED); a function added to index.ts without a row here fails the test. With the switches off no
 * function has a secret bound.
 */
/** The mail and reminder sweeps share one shape (MAIL_SWEEP_OPTIONS in index.ts): one at a time, a minute each. */
const MAIL_SWEEP: Shape = {
  trigger: 'schedule',
  memoryMb: 256,
  cpu: undefined,
  timeoutSeconds: 60,
  concurrency: 1,
  maxInstances: 1,
  secrets: [],
};

const SHAPE: Record<string, Shape> = {
  api: {
    trigger: 'https',
    memoryMb: 512,
    cpu: undefined,
    timeoutSeconds: 60,
    concurrency: 80,
    maxInstances: 20,
    secrets: ['MAIL_UNSUBSCRIBE_SECRET', 'STRIPE_SECRET_KEY'],
  },
  stripeWebhook: {
    trigger: 'https',
    memoryMb: 256,
    cpu: undefined,
    timeoutSeconds: 60,
    concurrency: 40,
    maxInstances: 5,
    secrets: ['STRIPE_WEBHOOK_SECRET'],
  },
  generate: {
    trigger: 'https',
    memoryMb: 2048,
    cpu: 2,
    timeoutSeconds: 300,
    concurrency: 4,
    maxInstances: 10,
    secrets: ['OPENAI_API_KEY'],
  },
  pruneNotifications: {
    trigger: 'schedule',
    memoryMb: 256,
    cpu: undefined,
    timeoutSeconds: 540,
    concurrency: 1,
    maxInstances: 1,
    secrets: [],
  },
  makeCutout: {
    trigger: 'taskQueue',
    memoryMb: 2048,
    cpu: 1,
    timeoutSeconds: 300,
    concurrency: 1,
    maxInstances: 2,
    secrets: [],
  },
  exportAccountData: {
    trigger: 'taskQueue',
    memoryMb: 512,
    cpu: 1,
    timeoutSeconds: 1800,
    concurrency: 1,
    maxInstances: 2,
    secrets: [],
  },
  endLapsedMemberships: {
    trigger: 'schedule',
    memoryMb: 256,
    cpu: undefined,
    timeoutSeconds: 300,
    concurrency: 1,
    maxInstances: 1,
    secrets: [],
  },
  payDesigners: {
    trigger: 'schedule',
    memoryMb: 256,
    cpu: undefined,
    timeoutSeconds: 540,
    concurrency: 1,
    maxInstances: 1,
    secrets: ['STRIPE_SECRET_KEY'],
  },
  deliverMail: {
    trigger: 'event',
    memoryMb: 256,
    cpu: undefined,
    timeoutSeconds: 60,
    concurrency: 1,
    maxInstances: 5,
    secrets: ['SMTP_URL'],
  },
  sweepMail: { ...MAIL_SWEEP, secrets: ['SMTP_URL'] },
  followerDigest: { ...MAIL_SWEEP, secrets: ['MAIL_UNSUBSCRIBE_SECRET'] },
  remindConsultations: MAIL_SWEEP,
  mailWaitingMessages: { ...MAIL_SWEEP, secrets: ['MAIL_UNSUBSCRIBE_SECRET'] },
};

const EVERY_SWITCH = { OPENAI_ENABLED: 'true', PAYMENTS_ENABLED: 'true', SMTP_ENABLED: 'true', UNSUBSCRIBE_LINKS_ENABLED: 'true' };
/** The functions that have a secret bound, with their secrets. */
const bound = (endpoints: Record<string, Endpoint>) =>
  Object.fromEntries(
    Object.entries(endpoints)
      .map(([id, endpoint]) => [id, shapeOf(id, endpoint).secrets] as const)
      .filter(([, secrets]) => secrets.length > 0),
  );

describe('the deploy manifest (firebase deploy discovery of functions/lib)', () => {
  it("deploys on firebase.json's nodejs22 runtime, whatever functions/package.json's engines accept locally", async () => {
    expect((await delegateFor()).runtime).toBe('nodejs22');
    expect(JSON.parse(readFileSync(join(FUNCTIONS_DIR, 'package.json'), 'utf8'))).toMatchObject({ engines: { node: '>=20' } });
  });

  it('deploys every function in us-central1 with its trigger, memory, timeout, concurrency, ceiling and exactly its secrets', async () => {
    const endpoints = await deployed(EVERY_SWITCH);
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(SHAPE).sort());
    for (const [id, shape] of Object.entries(SHAPE)) {
      expect(shapeOf(id, endpoints[id])).toEqual({ id, region: 'us-central1', ...shape });
    }
  }, 60_000);

  it('deploys with no secret bound when OpenAI and payments are off (the committed functions/.env)', async () => {
    const endpoints = await deployed();
    expect(Object.entries(endpoints).map(([id, endpoint]) => [id, shapeOf(id, endpoint).secrets])).toEqual(
      Object.keys(endpoints).map((id) => [id, []]),
    );
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(SHAPE).sort());
  }, 60_000);

  it('binds the SMTP URL only to the functions that send mail, and the unsubscribe key only where links are made or read', async () => {
    expect(bound(await deployed({ SMTP_ENABLED: 'true', UNSUBSCRIBE_LINKS_ENABLED: 'true' }))).toEqual({
      api: ['MAIL_UNSUBSCRIBE_SECRET'],
      deliverMail: ['SMTP_URL'],
      sweepMail: ['SMTP_URL'],
      followerDigest: ['MAIL_UNSUBSCRIBE_SECRET'],
      mailWaitingMessages: ['MAIL_UNSUBSCRIBE_SECRET'],
    });
    expect(bound(await deployed({ SMTP_ENABLED: 'true' }))).toEqual({ deliverMail: ['SMTP_URL'], sweepMail: ['SMTP_URL'] });
  }, 60_000);

  it('refuses a secret written in the .env files, where every function would get it as a plain variable', async () => {
    // The functions' process writes why to stderr, which firebase-tools logs as errors.
    const logged = vi.spyOn(firebaseLogger, 'error').mockImplementation(() => firebaseLogger);
    try {
      await expect(deployed({ SMTP_URL: 'smtp://mailer:hunter2@smtp.example.com:587' })).rejects.toThrow(
        'Functions codebase could not be analyzed',
      );
      expect(logged.mock.calls.flat().join('')).toContain('SMTP_URL must not be in functions/.env files');
    } finally {
      logged.mockRestore();
    }
  }, 60_000);

  it("takes each function's instance ceiling from its param, and every function has one", async () => {
    const endpoints = await deployed({
      API_MAX_INSTANCES: '3',
      WEBHOOK_MAX_INSTANCES: '2',
      GENERATE_MAX_INSTANCES: '1',
      CUTOUT_MAX_INSTANCES: '4',
    });
    expect(
      [endpoints.api, endpoints.stripeWebhook, endpoints.generate, endpoints.makeCutout].map((endpoint) => endpoint?.maxInstances),
    ).toEqual([3, 2, 1, 4]);
    expect(Object.entries(endpoints).filter(([, endpoint]) => typeof endpoint.maxInstances !== 'number')).toEqual([]);
  }, 60_000);
});
