// Composition: the only place that chooses adapters. Heavy modules load lazily, inside the functions that need them.
import type { Express } from 'express';
import type { RequestHandler } from './http/app.js';
import { defineBoolean, defineInt, defineSecret } from 'firebase-functions/params';
import { onRequest, type HttpsOptions } from 'firebase-functions/v2/https';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule, type ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched, type TaskQueueOptions } from 'firebase-functions/v2/tasks';
import { readDeployFlags, type Config } from './config.js';
import { MAX_CUTOUT_ATTEMPTS } from './domain/cutout-job.js';
import { UPLOAD_PLAN } from './upload-plan.js';
import type { ApiDeps } from './http/app.js';
import type { AppCheckVerifier } from './ports/app-check.port.js';
import type { BlobStore } from './ports/blob-store.port.js';
import type { Calendar } from './ports/calendar.port.js';
import type { GenerationsRepository } from './ports/generations.port.js';
import type { BoardGenerator } from './ports/generator.port.js';
import type { ProductsRepository } from './ports/products.port.js';
import type { GenerationDeps } from './services/generation.deps.js';
import type { MakeCutoutDeps } from './services/make-cutout.service.js';
import type { DeliverMailDeps } from './services/deliver-mail.service.js';
import type { SendMailDeps } from './services/send-mail.service.js';

const REGION = 'us-central1';

/*
 * Deploy settings, as firebase-functions params: `firebase deploy` reads them from functions/.env (committed defaults)
 * and functions/.env.<project-id> (the operator's), and asks for none of them. The two switches decide, when the deploy
 * loads this file, which secrets are bound: a secret bound to a function must exist in Secret Manager before the deploy,
 * so a project without OpenAI or Stripe deploys with them off. Each secret is bound only where its code reads it.
 */
defineBoolean('OPENAI_ENABLED', { default: false, description: 'Bind OPENAI_API_KEY to generate (boards made by OpenAI).' });
defineBoolean('PAYMENTS_ENABLED', { default: false, description: 'Bind the Stripe secrets (Gold and Platinum by Checkout).' });
const enabled = readDeployFlags();
const OPENAI_SECRETS = enabled.openai ? [defineSecret('OPENAI_API_KEY')] : [];
const CHECKOUT_SECRETS = enabled.payments ? [defineSecret('STRIPE_SECRET_KEY')] : [];
const WEBHOOK_SECRETS = enabled.payments ? [defineSecret('STRIPE_WEBHOOK_SECRET')] : [];

/** A ceiling on instances per function (and so on cost under a flood); each is a param with a default in functions/.env. */
const maxInstances = (name: string, fallback: number, description: string) => defineInt(name, { default: fallback, description });
const API_MAX_INSTANCES = maxInstances('API_MAX_INSTANCES', 20, 'Most instances of the light API (80 requests each).');
const WEBHOOK_MAX_INSTANCES = maxInstances('WEBHOOK_MAX_INSTANCES', 5, 'Most instances of the Stripe webhook.');
const GENERATE_MAX_INSTANCES = maxInstances('GENERATE_MAX_INSTANCES', 10, 'Most instances of generate (2 GiB, 4 generations each).');
const CUTOUT_MAX_INSTANCES = maxInstances('CUTOUT_MAX_INSTANCES', 2, 'Most instances of the cutout worker (2 GiB, one cutout each).');

/** The deploy shape of each function; functions/src/deploy.api.test.ts reads it back from the deploy manifest. */
const API_OPTIONS: HttpsOptions = {
  region: REGION,
  memory: '512MiB',
  timeoutSeconds: 60,
  concurrency: 80,
  maxInstances: API_MAX_INSTANCES,
  secrets: CHECKOUT_SECRETS,
};
const WEBHOOK_OPTIONS: HttpsOptions = {
  region: REGION,
  memory: '256MiB',
  timeoutSeconds: 60,
  concurrency: 40,
  maxInstances: WEBHOOK_MAX_INSTANCES,
  secrets: WEBHOOK_SECRETS,
};
const GENERATE_OPTIONS: HttpsOptions = {
  region: REGION,
  // Every upload is here (upload-plan.ts): its memory and concurrency are the plan's.
  memory: UPLOAD_PLAN.memory,
  cpu: 2,
  timeoutSeconds: 300,
  concurrency: UPLOAD_PLAN.concurrency,
  maxInstances: GENERATE_MAX_INSTANCES,
  secrets: OPENAI_SECRETS,
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

/** The task function that makes cutouts; its queue has the same name. */
const CUTOUT_WORKER = 'makeCutout';
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

export async function composeBlobs(config: Config): Promise<BlobStore> {
  if (config.blobs.kind === 'local') {
    const { localFolderBlobStore } = await import('./adapters/blobs/local-folder.blob-store.js');
    return localFolderBlobStore(config.blobs.dir);
  }
  const { cloudStorageBlobStore } = await import('./adapters/blobs/cloud-storage.blob-store.js');
  return cloudStorageBlobStore(await adminApp(config), config.blobs.bucket);
}

export async function adminApp(config: Config) {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  // On the emulator the service account is named, or each Cloud Tasks enqueue asks a metadata server that is not there.
  const emulated = config.firestore === 'emulator' ? { serviceAccountId: 'emulated-service-acct@email.com' } : {};
  // The default app: a named one (a test's App Check stand-in) is not it.
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp({ projectId: config.projectId, ...emulated });
}

/** App Check when the configuration turns it on (never on the emulator); tests hand in a fake instead. */
export async function composeAppCheck(config: Config): Promise<AppCheckVerifier | null> {
  if (!config.appCheck) return null;
  const { firebaseAppCheck } = await import('./adapters/app-check/firebase.app-check.js');
  return firebaseAppCheck(await adminApp(config));
}

/** The upload limits: decoding slots and sharp threads (upload-plan.ts), and uploads a member a minute. */
async function uploadLimits(config: Config, plan: { slots: number; threads: number }) {
  const [{ semaphore }, { perUserCap }, { UPLOADS_LIMITED }] = await Promise.all([
    import('./domain/semaphore.js'),
    import('./http/per-user-cap.js'),
    import('./contracts/uploads.js'),
  ]);
  return {
    sharp: { threads: plan.threads, decoding: semaphore(plan.slots) },
    cap: perUserCap({ limit: config.uploadsPerMinute, windowMs: 60_000, message: UPLOADS_LIMITED }),
  };
}

/** Builds the light API from a configuration; `api` below and the tests' embedded backend both use it. */
export async function composeApi(config: Config, overrides: Partial<ApiDeps> = {}): Promise<RequestHandler> {
  const [{ createApiApp }, { firebaseSessions }, { hostingPageShells }] = await Promise.all([
    import('./http/app.js'),
    import('./adapters/auth/firebase.sessions.js'),
    import('./adapters/hosting/page-shells.hosting.js'),
  ]);
  const app = await adminApp(config);
  const catalogue = await composeCatalogue(config);
  // Products pages are public and the same for everyone: the light API keeps them for a minute.
  return createApiApp({
    config,
    blobs: await composeBlobs(config),
    sessions: firebaseSessions(app),
    ...catalogue,
    membership: await composeMembership(config),
    ...(await composeAccounts(config)),
    ...(await composeBoards(config)),
    ...(await composeCommunity(config)),
    ...(await composeNotifications(config)),
    threads: await composeThreads(config),
    ...(await composeProjects(config)),
    ...(await composeReviews(config)),
    ...(await composeDesigners(config)),
    appCheck: await composeAppCheck(config),
    mail: await composeMail(config),
    consultations: await composeConsultations(config),
    shells: hostingPageShells({ origin: config.appOrigin }),
    ...overrides,
  });
}

/** Consultations: availability and bookings (with their allowance and slot locks), designers, .ics invitations. */
export async function composeConsultations(config: Config) {
  const [{ getFirestore }, { firestoreBookings }, { firestoreDesigners }, { icalCalendar }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/bookings.firestore.js'),
    import('./adapters/firestore/designers.firestore.js'),
    import('./adapters/calendar/ical-generator.calendar.js'),
  ]);
  const db = getFirestore(await adminApp(config));
  return { bookings: firestoreBookings(db), designers: firestoreDesigners(db), calendar: icalCalendar() };
}

/** The consultation reminders' deps; `remindConsultations` below and the API tests use them. */
export async function composeReminders(config: Config) {
  const { bookings, calendar } = await composeConsultations(config);
  return { bookings, mail: { ...(await composeMail(config)), calendar } };
}

/** The outbox (`mail/{id}`) and the recipients' addresses and preferences, for the use cases that send mail. */
export async function composeMail(config: Config): Promise<SendMailDeps> {
  const [{ getFirestore }, { firestoreMail }, { firestoreMailRecipients }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/mail.firestore.js'),
    import('./adapters/firestore/mail-recipients.firestore.js'),
  ]);
  const db = getFirestore(await adminApp(config));
  return {
    outbox: firestoreMail(db),
    recipients: firestoreMailRecipients(db),
    unsubscribeSecret: config.mail.unsubscribeSecret,
    appOrigin: config.appOrigin,
  };
}

/** The booking mails' deps: the outbox and .ics invitations. Nothing uses it yet (consultation bookings come later). */
export async function composeBookingMail(config: Config): Promise<SendMailDeps & { calendar: Calendar }> {
  const { icalCalendar } = await import('./adapters/calendar/ical-generator.calendar.js');
  return { ...(await composeMail(config)), calendar: icalCalendar() };
}

/** The delivery: `mail/{id}` documents sent with nodemailer over SMTP_URL; the trigger, the sweep and tests use it. */
export async function composeDelivery(config: Config): Promise<DeliverMailDeps> {
  const [{ getFirestore }, { firestoreMail }, { nodemailerTransport }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/mail.firestore.js'),
    import('./adapters/smtp/nodemailer.mail-transport.js'),
  ]);
  return {
    deliveries: firestoreMail(getFirestore(await adminApp(config))),
    transport: config.mail.smtpUrl ? nodemailerTransport(config.mail.smtpUrl, config.mail.from) : null,
    policy: config.mail.policy,
  };
}

/** Profiles, the contact inbox and the newsletter list (with their rate limits), in Firestore. */
export async function composeAccounts(config: Config) {
  const [
    { getFirestore },
    { firestoreUsers },
    { firestoreContactMessages },
    { firestoreNewsletter },
    { firestoreRateLimits },
    { firestoreBylines },
  ] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/users.firestore.js'),
    import('./adapters/firestore/contact-messages.firestore.js'),
    import('./adapters/firestore/newsletter.firestore.js'),
    import('./adapters/firestore/rate-limits.firestore.js'),
    import('./adapters/firestore/bylines.firestore.js'),
  ]);
  const { firestoreAccountData } = await import('./adapters/firestore/account-data.firestore.js');
  const db = getFirestore(await adminApp(config));
  return {
    accountData: firestoreAccountData(db),
    users: firestoreUsers(db),
    bylines: firestoreBylines(db),
    contactMessages: firestoreContactMessages(db),
    newsletter: firestoreNewsletter(db),
    rateLimits: firestoreRateLimits(db),
    formLimits: config.formLimits,
  };
}

/** Saved boards, the reference checks before their files are deleted, and boards edited together, in Firestore. */
export async function composeBoards(config: Config) {
  const [{ getFirestore }, { firestoreBoards }, { firestoreFileReferences }, { firestoreLiveBoards }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/boards.firestore.js'),
    import('./adapters/firestore/file-references.firestore.js'),
    import('./adapters/firestore/live-boards.firestore.js'),
  ]);
  const db = getFirestore(await adminApp(config));
  return { boards: firestoreBoards(db), fileReferences: firestoreFileReferences(db), liveBoards: firestoreLiveBoards(db) };
}

/** Follows, likes (with their sharded counters), comments and reports, in Firestore. */
export async function composeCommunity(config: Config) {
  const [{ getFirestore }, { firestoreFollows }, { firestoreLikes }, { firestoreComments }, { firestoreReports }, { cachedFollowees }] =
    await Promise.all([
      import('firebase-admin/firestore'),
      import('./adapters/firestore/follows.firestore.js'),
      import('./adapters/firestore/likes.firestore.js'),
      import('./adapters/firestore/comments.firestore.js'),
      import('./adapters/firestore/reports.firestore.js'),
      import('./services/follows.service.js'),
    ]);
  const db = getFirestore(await adminApp(config));
  return {
    follows: cachedFollowees(firestoreFollows(db)),
    likes: firestoreLikes(db),
    comments: firestoreComments(db),
    reports: firestoreReports(db),
  };
}

/** Design projects and the designers' profiles, in Firestore. */
export async function composeProjects(config: Config) {
  const [{ getFirestore }, { firestoreProjects }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/projects.firestore.js'),
  ]);
  return { projects: firestoreProjects(getFirestore(await adminApp(config))) };
}

/** Members' notifications and their unread counts, in Firestore. */
export async function composeNotifications(config: Config) {
  const [{ getFirestore }, { firestoreNotifications }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/notifications.firestore.js'),
  ]);
  return { notifications: firestoreNotifications(getFirestore(await adminApp(config))) };
}

/** Message threads and their mail digests, in Firestore. */
export async function composeThreads(config: Config) {
  const [{ getFirestore }, { firestoreThreads }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/messages.firestore.js'),
  ]);
  return firestoreThreads(getFirestore(await adminApp(config)));
}

/** Board reviews (with the allowance they use), in Firestore. */
export async function composeReviews(config: Config) {
  const [{ getFirestore }, { firestoreReviews }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/reviews.firestore.js'),
  ]);
  return { reviews: firestoreReviews(getFirestore(await adminApp(config))) };
}

/** Designers' profiles, the allowances ledger and designers' engagements (released when the role is revoked), in Firestore. */
export async function composeDesigners(config: Config) {
  const [{ getFirestore }, { firestoreDesigners }, { firestoreAllowances }, { firestoreDesignerWork }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/designers.firestore.js'),
    import('./adapters/firestore/allowances.firestore.js'),
    import('./adapters/firestore/designer-work.firestore.js'),
  ]);
  const db = getFirestore(await adminApp(config));
  return { designers: firestoreDesigners(db), allowances: firestoreAllowances(db), work: firestoreDesignerWork(db) };
}

/** Memberships in Firestore; Stripe Checkout when keys are configured (the SDK itself loads on the first checkout). */
export async function composeMembership(config: Config) {
  const [{ getFirestore }, { firestoreMemberships }, { stripeCheckout }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/memberships.firestore.js'),
    import('./adapters/stripe/stripe.payments.js'),
  ]);
  return {
    memberships: firestoreMemberships(getFirestore(await adminApp(config))),
    checkout: config.stripe ? stripeCheckout(config.stripe) : null,
    appOrigin: config.appOrigin,
  };
}

/** Builds the Stripe webhook's app; `stripeWebhook` below and the webhook API tests both use it. */
export async function composeWebhook(config: Config): Promise<Express> {
  const [{ createWebhookApp }, { getFirestore }, { firestoreMemberships }, { stripeWebhookVerifier }] = await Promise.all([
    import('./http/stripe-webhook.app.js'),
    import('firebase-admin/firestore'),
    import('./adapters/firestore/memberships.firestore.js'),
    import('./adapters/stripe/stripe.payments.js'),
  ]);
  return createWebhookApp({
    verifier: config.stripeWebhookSecret ? stripeWebhookVerifier(config.stripeWebhookSecret) : null,
    memberships: firestoreMemberships(getFirestore(await adminApp(config))),
    livemode: config.stripeMode === 'live',
    graceMs: config.subscriptionGraceMs,
    mail: await composeMail(config),
  });
}

/** The membership sweep's deps; `endLapsedMemberships` below and the API tests use them. */
export async function composeMembershipSweep(config: Config) {
  const [{ getFirestore }, { firestoreMemberships }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/memberships.firestore.js'),
  ]);
  return { memberships: firestoreMemberships(getFirestore(await adminApp(config))) };
}

/** The catalogue and the generation jobs (with their rate limits), in Firestore. */
export async function composeCatalogue(config: Config): Promise<{ products: ProductsRepository; generations: GenerationsRepository }> {
  const [{ getFirestore }, { firestoreProducts }, { firestoreGenerations }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/products.firestore.js'),
    import('./adapters/firestore/generations.firestore.js'),
  ]);
  const db = getFirestore(await adminApp(config));
  return { products: firestoreProducts(db), generations: firestoreGenerations(db) };
}

/** The generator from config: OpenAI when a key is set, otherwise the offline studio. */
export async function composeGenerator(config: Config): Promise<BoardGenerator> {
  if (config.generator.kind === 'openai') {
    const { openaiGenerator } = await import('./adapters/generator/openai.generator.js');
    return openaiGenerator(config.generator);
  }
  const { studioGenerator } = await import('./adapters/generator/studio.generator.js');
  return studioGenerator();
}

/**
 * Builds the generate function's app (generation, the edit of a saved board's products, which makes it again, and
 * every upload);
 * `generate` below and the API tests use it.
 */
export async function composeGenerate(
  config: Config,
  overrides: Partial<GenerationDeps & { appCheck: AppCheckVerifier | null }> = {},
): Promise<Express> {
  const [
    { wrap },
    { generateRoutes },
    { boardProductsRoutes },
    { photorealRoutes },
    { uploadsRoutes },
    { messageUploadsRoutes },
    { firebaseSessions },
    { cloudTasksCutoutQueue },
    { sharpPalette },
    { sharpPictureImages },
    { sharpAvatarImages },
    { sharpShareImages },
    { shareImageRoutes },
    uploads,
  ] = await Promise.all([
    import('./http/app.js'),
    import('./http/routes/generation.routes.js'),
    import('./http/routes/boards.routes.js'),
    import('./http/routes/photoreal.routes.js'),
    import('./http/routes/uploads.routes.js'),
    import('./http/routes/messages.routes.js'),
    import('./adapters/auth/firebase.sessions.js'),
    import('./adapters/tasks/cloud-tasks.cutout-queue.js'),
    import('./adapters/palette/sharp.palette.js'),
    import('./adapters/images/sharp.picture-images.js'),
    import('./adapters/images/sharp.avatar-images.js'),
    import('./adapters/images/sharp.share-images.js'),
    import('./http/routes/board-share.routes.js'),
    uploadLimits(config, UPLOAD_PLAN),
  ]);
  const deps: GenerationDeps & { appCheck: AppCheckVerifier | null } = {
    ...(await composeCatalogue(config)),
    blobs: await composeBlobs(config),
    generator: await composeGenerator(config),
    cutoutQueue: cloudTasksCutoutQueue(await adminApp(config), CUTOUT_WORKER, REGION),
    palette: sharpPalette(),
    generationsPerHour: config.generationsPerHour,
    cutoutWaitMs: config.cutoutWaitMs,
    generationsPerDay: config.generationsPerDay,
    paidBudget: config.paidBudget,
    imageShares: config.imageShares,
    memberships: (await composeMembership(config)).memberships,
    appCheck: await composeAppCheck(config),
    ...overrides,
  };
  const sessions = firebaseSessions(await adminApp(config));
  // An edit of a saved board's products makes the board again: generation work, so here and not on the light API.
  // Photoreal pictures (OpenAI) are heavy too, and every upload is here (its body in memory: upload-plan.ts).
  const { boards, fileReferences } = await composeBoards(config);
  const pictures = { boards, fileReferences, pictureImages: sharpPictureImages(uploads.sharp) };
  const { users } = await composeAccounts(config);
  const avatars = sharpAvatarImages(uploads.sharp);
  return wrap(
    generateRoutes({ ...deps, sessions })
      .use(boardProductsRoutes({ ...deps, sessions, boards, fileReferences }))
      .use(photorealRoutes({ ...deps, ...pictures, sessions }))
      // A public board's share image (its link preview's og:image), made with sharp on its first request.
      .use(shareImageRoutes({ boards, blobs: deps.blobs, shareImages: sharpShareImages() }))
      .use(uploadsRoutes({ ...deps, ...pictures, users, avatars, sessions, uploadsCap: uploads.cap }))
      .use(
        messageUploadsRoutes({ ...deps, ...(await composeMessagePictures(config)), ...pictures, users, sessions, uploadsCap: uploads.cap }),
      ),
    config.trustProxyHops,
  );
}

/** A picture in a message's deps, beside the picture pipeline: the threads, notifications and rate limits. */
async function composeMessagePictures(config: Config) {
  const { rateLimits } = await composeAccounts(config);
  return {
    threads: await composeThreads(config),
    ...(await composeNotifications(config)),
    rateLimits,
    messageMailIntervalMs: config.messageMailIntervalMs,
  };
}

/** The cutout worker's use case deps: background removal (imgly, onnxruntime, sharp) loads here and nowhere else. */
export async function composeCutoutWorker(config: Config): Promise<MakeCutoutDeps> {
  const { imglyCutouts } = await import('./adapters/cutouts/imgly.cutouts.js');
  const { products } = await composeCatalogue(config);
  return { products, blobs: await composeBlobs(config), cutouts: imglyCutouts({ model: 'medium' }) };
}

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

/**
 * Hourly: ends past-due plans whose grace period is over and one-time memberships 30 days after purchase. Idempotent
 * (each end is a transaction that checks again); never fires on the emulator, where tests call the sweep directly.
 */
export const endLapsedMemberships = onSchedule(SWEEP_OPTIONS, async () => {
  const { endLapsedMemberships: sweep } = await import('./services/membership-sweep.service.js');
  await sweep(await loadConfig().then(composeMembershipSweep));
});

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
export const deliverMail = onDocumentCreated({ ...MAIL_OPTIONS, document: 'mail/{id}', retry: false }, async (event) => {
  const { deliverMail: deliver } = await import('./services/deliver-mail.service.js');
  await deliver(await loadDelivery(), event.params.id);
});

/** Every minute: the retries that are due, and the mails whose deliverer stopped mid-send (ended, never sent twice). */
export const sweepMail = onSchedule({ ...MAIL_SWEEP_OPTIONS, schedule: 'every 1 minutes' }, async () => {
  const { sweepMail: sweep } = await import('./services/deliver-mail.service.js');
  await sweep(await loadDelivery());
});

/** The follower digest's deps: the outbox, new follows and the followers' names. */
export async function composeFollowerDigest(config: Config) {
  const [{ getFirestore }, { firestoreRecentFollows }, { firestoreUsers }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/mail-recipients.firestore.js'),
    import('./adapters/firestore/users.firestore.js'),
  ]);
  const db = getFirestore(await adminApp(config));
  return { ...(await composeMail(config)), recentFollows: firestoreRecentFollows(db), users: firestoreUsers(db) };
}

/** Each morning: one digest per member of yesterday's new followers (UTC), queued once per member and day. */
export const followerDigest = onSchedule({ ...MAIL_SWEEP_OPTIONS, schedule: 'every day 07:00', timeZone: 'UTC' }, async () => {
  const { mailFollowerDigests } = await import('./services/mail-notices.service.js');
  await mailFollowerDigests(await composeFollowerDigest(await loadConfig()), new Date());
});

/**
 * Every 15 minutes: the consultation reminders a day and an hour before (both sides). Idempotent: each reminder is
 * marked sent in a transaction before it is queued, and its mail id is its own; tests call the sweep directly.
 */
export const remindConsultations = onSchedule({ ...MAIL_SWEEP_OPTIONS, schedule: 'every 15 minutes' }, async () => {
  const { sweepReminders } = await import('./services/booking-reminders.service.js');
  await sweepReminders(await composeReminders(await loadConfig()), new Date());
});

/** The batched mail of new messages' deps: the threads and the outbox. */
export async function composeMessageMail(config: Config) {
  return { threads: await composeThreads(config), mail: await composeMail(config), messageMailIntervalMs: config.messageMailIntervalMs };
}

/**
 * Every 5 minutes: each member with unread messages waiting gets one mail of them, at most one per
 * MESSAGE_MAIL_INTERVAL_MINUTES (an idempotent sweep; tests call mailWaitingMessages directly).
 */
export const mailWaitingMessages = onSchedule({ ...MAIL_SWEEP_OPTIONS, schedule: 'every 5 minutes' }, async () => {
  const { mailWaitingMessages: sweep } = await import('./services/messages.service.js');
  await sweep(await composeMessageMail(await loadConfig()));
});
