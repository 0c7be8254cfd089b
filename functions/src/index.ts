// The Cloud Functions: their deploy settings and triggers. What they run is built by composition.ts, on first use.
import type { Express } from 'express';
import { defineBoolean, defineInt } from 'firebase-functions/params';
import { onRequest, type HttpsOptions } from 'firebase-functions/v2/https';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule, type ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched, type TaskQueueOptions } from 'firebase-functions/v2/tasks';
import {
  composeApi,
  composeCutoutWorker,
  composeDelivery,
  composeExportWorker,
  composeFollowerDigest,
  composeGenerate,
  composeMembershipSweep,
  composePayouts,
  composeMessageMail,
  composeNotifications,
  composeReminders,
  composeWebhook,
  REGION,
} from './composition.js';
import { deploySecrets, readDeployFlags, type Config } from './config.js';
import { MAX_EXPORT_ATTEMPTS } from './domain/account-export.js';
import { MAX_CUTOUT_ATTEMPTS } from './domain/cutout-job.js';
import type { RequestHandler } from './http/app.js';
import type { MakeCutoutDeps } from './services/make-cutout.service.js';
import type { DeliverMailDeps } from './services/deliver-mail.service.js';
import type { ExportAccountDeps } from './services/export-account.service.js';
import { UPLOAD_PLAN } from './upload-plan.js';
/*
 * Deploy settings, as firebase-functions params: `firebase deploy` reads them from functions/.env (committed defaults)
 * and functions/.env.<project-id> (the operator's), and asks for none of them. The switches decide, when the deploy
 * loads this file, which secrets are bound: a secret bound to a function must exist in Secret Manager before the deploy,
 * so a project without OpenAI, Stripe or SMTP deploys with them off. Each secret is bound only where its code reads it
 * (config.ts, deploySecrets).
 */
defineBoolean('OPENAI_ENABLED', { default: false, description: 'Bind OPENAI_API_KEY to generate (boards made by OpenAI).' });
defineBoolean('PAYMENTS_ENABLED', { default: false, description: 'Bind the Stripe secrets (Gold and Platinum by Checkout).' });
defineBoolean('SMTP_ENABLED', { default: false, description: 'Bind SMTP_URL to deliverMail and sweepMail (mail sent over SMTP).' });
defineBoolean('UNSUBSCRIBE_LINKS_ENABLED', {
  default: false,
  description: 'Bind MAIL_UNSUBSCRIBE_SECRET where unsubscribe links are made or checked (mails a member may turn off).',
});
const SECRETS = deploySecrets(readDeployFlags());

/** A ceiling on instances per function (and so on cost under a flood); each is a param with a default in functions/.env. */
const maxInstances = (name: string, fallback: number, description: string) => defineInt(name, { default: fallback, description });
const API_MAX_INSTANCES = maxInstances('API_MAX_INSTANCES', 20, 'Most instances of the light API (80 requests each).');
const WEBHOOK_MAX_INSTANCES = maxInstances('WEBHOOK_MAX_INSTANCES', 5, 'Most instances of the Stripe webhook.');
const GENERATE_MAX_INSTANCES = maxInstances('GENERATE_MAX_INSTANCES', 10, 'Most instances of generate (2 GiB, 4 generations each).');
const CUTOUT_MAX_INSTANCES = maxInstances('CUTOUT_MAX_INSTANCES', 2, 'Most instances of the cutout worker (2 GiB, one cutout each).');
const EXPORT_MAX_INSTANCES = maxInstances(
  'EXPORT_MAX_INSTANCES',
  2,
  'Most instances of the data export worker (512 MiB, one export each).',
);

/** The deploy shape of each function; functions/src/deploy.api.test.ts reads it back from the deploy manifest. */
const API_OPTIONS: HttpsOptions = {
  region: REGION,
  memory: '512MiB',
  timeoutSeconds: 60,
  concurrency: 80,
  maxInstances: API_MAX_INSTANCES,
  secrets: [...SECRETS.checkout, ...SECRETS.unsubscribe],
};
const WEBHOOK_OPTIONS: HttpsOptions = {
  region: REGION,
  memory: '256MiB',
  timeoutSeconds: 60,
  concurrency: 40,
  maxInstances: WEBHOOK_MAX_INSTANCES,
  secrets: SECRETS.webhook,
};
const GENERATE_OPTIONS: HttpsOptions = {
  region: REGION,
  // Every upload is here (upload-plan.ts): its memory and concurrency are the plan's.
  memory: UPLOAD_PLAN.memory,
  cpu: 2,
  timeoutSeconds: 300,
  concurrency: UPLOAD_PLAN.concurrency,
  maxInstances: GENERATE_MAX_INSTANCES,
  secrets: SECRETS.openai,
};

/** One sweep at a time, hourly (a run is a few queries and one transaction per lapsed membership). */
const SWEEP_OPTIONS: ScheduleOptions = {
  region: REGION,
  schedule: 'every 60 minutes',
  memory: '256MiB',
  timeoutSeconds: 300,
  concurrency: 1,
  maxInstances: 1,
};

/**
 * One background removal at a time per instance (imgly takes about 1 GB and both cores); a failing task is
 * delivered MAX_CUTOUT_ATTEMPTS (domain/cutout-job.ts) times in all, backing off, and no more tasks run at once
 * than there are instances.
 */
const CUTOUT_OPTIONS: TaskQueueOptions = {
  region: REGION,
  memory: '2GiB',
  cpu: 1,
  timeoutSeconds: 300,
  concurrency: 1,
  maxInstances: CUTOUT_MAX_INSTANCES,
  retryConfig: { maxAttempts: MAX_CUTOUT_ATTEMPTS, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
  rateLimits: { maxConcurrentDispatches: CUTOUT_MAX_INSTANCES },
};

/**
 * Download my data: one export at a time per instance, streamed from the blob store into a zip in the blob store (a
 * picture at a time in memory: bench/export-memory.mjs), up to 30 minutes for the largest accounts; a failed run is
 * delivered again MAX_EXPORT_ATTEMPTS times in all.
 */
const EXPORT_OPTIONS: TaskQueueOptions = {
  region: REGION,
  memory: '512MiB',
  cpu: 1,
  timeoutSeconds: 1800,
  concurrency: 1,
  maxInstances: EXPORT_MAX_INSTANCES,
  retryConfig: { maxAttempts: MAX_EXPORT_ATTEMPTS, minBackoffSeconds: 30, maxBackoffSeconds: 600 },
  rateLimits: { maxConcurrentDispatches: EXPORT_MAX_INSTANCES },
};

async function loadConfig(): Promise<Config> {
  const { readConfig } = await import('./config.js');
  return readConfig();
}

let apiApp: Promise<RequestHandler> | undefined;

export const api = onRequest(API_OPTIONS, async (req, res) => {
  apiApp ??= loadConfig().then(composeApi);
  (await apiApp)(req, res);
});

let webhookApp: Promise<Express> | undefined;

export const stripeWebhook = onRequest(WEBHOOK_OPTIONS, async (req, res) => {
  webhookApp ??= loadConfig().then(composeWebhook);
  (await webhookApp)(req, res);
});

let generateApp: Promise<Express> | undefined;

/**
 * Board generation and every upload: slow and memory-hungry (sharp, libheif, OpenAI), so apart from the light API.
 * Background removal is makeCutout's.
 */
export const generate = onRequest(GENERATE_OPTIONS, async (req, res) => {
  generateApp ??= loadConfig().then((config) => composeGenerate(config));
  (await generateApp)(req, res);
});

let cutoutWorker: Promise<MakeCutoutDeps> | undefined;

/**
 * The cutout worker: one product's background removal per task, one task at a time per instance. A failed run
 * throws while it has attempts left, so the queue delivers it again after a back-off; the job state is in the product.
 */
export const makeCutout = onTaskDispatched(CUTOUT_OPTIONS, async (request) => {
  const { handleCutoutTask } = await import('./services/make-cutout.service.js');
  cutoutWorker ??= loadConfig().then(composeCutoutWorker);
  await handleCutoutTask(await cutoutWorker, request.data);
});

let exportWorker: Promise<ExportAccountDeps> | undefined;

/** The data export worker: builds one member's zip per task (`accountExports/{uid}` holds the job's state). */
export const exportAccountData = onTaskDispatched(EXPORT_OPTIONS, async (request) => {
  const { handleExportTask } = await import('./services/export-account.service.js');
  exportWorker ??= loadConfig().then(composeExportWorker);
  await handleExportTask(await exportWorker, request.data);
});

/**
 * Hourly: ends past-due plans whose grace period is over and one-time memberships 30 days after purchase. Idempotent
 * (each end is a transaction that checks again); never fires on the emulator, where tests call the sweep directly.
 */
export const endLapsedMemberships = onSchedule(SWEEP_OPTIONS, async () => {
  const { endLapsedMemberships: sweep } = await import('./services/membership-sweep.service.js');
  await sweep(await loadConfig().then(composeMembershipSweep));
});

/**
 * On the 1st of each month: the designers' payouts for the month before (one transfer per designer and period, with
 * its idempotency key; held where payouts are not enabled). Idempotent; tests and `POST /api/admin/payouts/run` call
 * `payDesigners` directly. Binds the Stripe key like the API (transfers are made with it).
 */
export const payDesigners = onSchedule(
  { ...SWEEP_OPTIONS, secrets: SECRETS.checkout, schedule: '0 6 1 * *', timeZone: 'UTC', timeoutSeconds: 540 },
  async () => {
    const { payDesigners: sweep } = await import('./services/pay-designers.service.js');
    await sweep(await loadConfig().then(composePayouts));
  },
);

/** Once a day: every member keeps their newest 200 notifications, none older than 90 days (an idempotent sweep). */
export const pruneNotifications = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'UTC', region: REGION, memory: '256MiB', timeoutSeconds: 540, concurrency: 1, maxInstances: 1 },
  async () => {
    const { pruneNotifications: prune } = await import('./services/notifications.service.js');
    await prune(await composeNotifications(await loadConfig()));
  },
);

const MAIL_MAX_INSTANCES = maxInstances('MAIL_MAX_INSTANCES', 5, 'Most instances of deliverMail (one SMTP send each at a time).');
/** A fraction of a CPU (256 MiB) serves one event at a time; sends are quick, so a few instances keep up. */
const MAIL_OPTIONS = { region: REGION, memory: '256MiB', timeoutSeconds: 60, concurrency: 1, maxInstances: MAIL_MAX_INSTANCES } as const;
/** The sweeps run one at a time: the schedule starts one per minute (or day), each done in seconds. */
const MAIL_SWEEP_OPTIONS = { ...MAIL_OPTIONS, maxInstances: 1 } as const;
let delivery: Promise<DeliverMailDeps> | undefined;
const loadDelivery = () => (delivery ??= loadConfig().then(composeDelivery));

/**
 * Sends each new `mail/{id}` (the Trigger Email way; an installed Trigger Email extension may do it instead). Not
 * retried by Cloud Functions: a failed send goes back to PENDING with a back-off, and sweepMail retries it.
 */
export const deliverMail = onDocumentCreated(
  { ...MAIL_OPTIONS, secrets: SECRETS.smtp, document: 'mail/{id}', retry: false },
  async (event) => {
    const { deliverMail: deliver } = await import('./services/deliver-mail.service.js');
    await deliver(await loadDelivery(), event.params.id);
  },
);

/** Every minute: the retries that are due, and the mails whose deliverer stopped mid-send (ended, never sent twice). */
export const sweepMail = onSchedule({ ...MAIL_SWEEP_OPTIONS, secrets: SECRETS.smtp, schedule: 'every 1 minutes' }, async () => {
  const { sweepMail: sweep } = await import('./services/deliver-mail.service.js');
  await sweep(await loadDelivery());
});

/** Each morning: one digest per member of yesterday's new followers (UTC), queued once per member and day. */
export const followerDigest = onSchedule(
  { ...MAIL_SWEEP_OPTIONS, secrets: SECRETS.unsubscribe, schedule: 'every day 07:00', timeZone: 'UTC' },
  async () => {
    const { mailFollowerDigests } = await import('./services/follower-digest.service.js');
    await mailFollowerDigests(await composeFollowerDigest(await loadConfig()));
  },
);

/**
 * Every 15 minutes: the consultation reminders a day and an hour before (both sides). Idempotent: each reminder is
 * marked sent in a transaction before it is queued, and its mail id is its own; tests call the sweep directly.
 */
export const remindConsultations = onSchedule({ ...MAIL_SWEEP_OPTIONS, schedule: 'every 15 minutes' }, async () => {
  const { sweepReminders } = await import('./services/consultation-reminders.service.js');
  await sweepReminders(await composeReminders(await loadConfig()));
});

/**
 * Every 5 minutes: each member with unread messages waiting gets one mail of them, at most one per
 * MESSAGE_MAIL_INTERVAL_MINUTES (an idempotent sweep; tests call mailWaitingMessages directly).
 */
export const mailWaitingMessages = onSchedule(
  { ...MAIL_SWEEP_OPTIONS, secrets: SECRETS.unsubscribe, schedule: 'every 5 minutes' },
  async () => {
    const { mailWaitingMessages: sweep } = await import('./services/messages.service.js');
    await sweep(await composeMessageMail(await loadConfig()));
  },
);
