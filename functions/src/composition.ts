// Composition: the only place that chooses adapters, building each function's app or deps from a configuration (or
// from the app or database a tool or test holds). No side effects on import: heavy modules load lazily, inside the functions
// that need them. The triggers (index.ts), the tools and the tests import it; no tool imports an adapter (lint).
import type { Express } from 'express';
import type { Config } from './config.js';
import type { ApiDeps, RequestHandler } from './http/app.js';
import type { PayoutsDeps } from './http/routes/earnings.routes.js';
import type { App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import type { AppCheckVerifier } from './ports/app-check.port.js';
import type { AuditLog } from './ports/audit-log.port.js';
import type { ServiceFigures } from './ports/service-figures.port.js';
import type { BlobStore } from './ports/blob-store.port.js';
import type { CutoutMaker } from './ports/cutouts.port.js';
import type { GenerationsRepository } from './ports/generations.port.js';
import type { BoardGenerator } from './ports/generator.port.js';
import type { PaletteReader } from './ports/palette.port.js';
import type { ProductsRepository } from './ports/products.port.js';
import type { AccountRoles } from './ports/roles.port.js';
import type { DeliverMailDeps } from './services/deliver-mail.service.js';
import type { ExportAccountDeps } from './services/export-account.service.js';
import type { GenerationDeps } from './services/steps/generation.js';
import type { MakeCutoutDeps } from './services/make-cutout.service.js';
import type { RevokeDesignerDeps } from './services/roles.service.js';
import type { SendMailDeps } from './services/steps/send-mail.js';
import { UPLOAD_PLAN } from './upload-plan.js';

export const REGION = 'us-central1';

/** The task function that makes cutouts; its queue has the same name. */
export const CUTOUT_WORKER = 'makeCutout';
/** The task function that builds data exports (Download my data); its queue has the same name. */
export const EXPORT_WORKER = 'exportAccountData';

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

/** Builds the light API from a configuration; `api` (index.ts) and the tests' embedded backend both use it. */
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
    ...(await composeDataExports(config)),
    ...(await composeProjects(config)),
    ...(await composeReviews(config)),
    ...(await composeDrafts(config)),
    ...(await composeDesigners(config)),
    appCheck: await composeAppCheck(config),
    mail: await composeMail(config),
    consultations: await composeConsultations(config),
    shells: hostingPageShells({ origin: config.appOrigin }),
    auditLog: await composeAuditLog(config),
    applications: await composeDesignerApplications(config),
    rates: config.designerRates,
    payouts: await composePayouts(config),
    figures: await composeServiceFigures(config),
    ...overrides,
  });
}

/** The operator's counters (`stats/service/...`), written by the stores whose changes they count; /admin reads them. */
export async function composeServiceFigures(config: Config): Promise<ServiceFigures> {
  const [{ getFirestore }, { firestoreServiceFigures }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/service-figures.firestore.js'),
  ]);
  return firestoreServiceFigures(getFirestore(await adminApp(config)));
}

/**
 * The designers' ledger (`earnings`, `payouts`), their Connect accounts (`payoutAccounts`), Stripe Connect when keys
 * are configured, and what the sweep holds consultations with; the API, `payDesigners` (index.ts) and tests use it.
 */
export async function composePayouts(config: Config): Promise<PayoutsDeps> {
  const [{ getFirestore }, { firestoreEarnings }, { firestorePayoutAccounts }, { stripePayouts }, { firestoreConsultations }] =
    await Promise.all([
      import('firebase-admin/firestore'),
      import('./adapters/firestore/earnings.firestore.js'),
      import('./adapters/firestore/payout-accounts.firestore.js'),
      import('./adapters/stripe/stripe.payouts.js'),
      import('./adapters/firestore/consultations.firestore.js'),
    ]);
  const db = getFirestore(await adminApp(config));
  const { users } = await composeAccounts(config);
  const { designers } = await composeDesigners(config);
  return {
    earnings: firestoreEarnings(db),
    payoutAccounts: firestorePayoutAccounts(db),
    payouts: config.stripe ? stripePayouts(config.stripe) : null,
    consultations: firestoreConsultations(db),
    users,
    designers,
    appOrigin: config.appOrigin,
    rates: config.designerRates,
    auditLog: await composeAuditLog(config),
  };
}

/** The audit log (`auditLog/{id}`): every admin action appends one line; the admin page reads it. */
export async function composeAuditLog(config: Config): Promise<AuditLog> {
  const [{ getFirestore }, { firestoreAuditLog }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/audit-log.firestore.js'),
  ]);
  return firestoreAuditLog(getFirestore(await adminApp(config)));
}

/** Members' applications to design for Roomboard (`designerApplications/{id}`, `designerApplicants/{uid}`). */
export async function composeDesignerApplications(config: Config) {
  const [{ getFirestore }, { firestoreDesignerApplications }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/designer-applications.firestore.js'),
  ]);
  return firestoreDesignerApplications(getFirestore(await adminApp(config)));
}

/** Consultations: availability and consultations (with their allowance and slot locks), designers, .ics invitations. */
export async function composeConsultations(config: Config) {
  const [{ getFirestore }, { firestoreConsultations }, { firestoreDesigners }, { icalCalendar }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/consultations.firestore.js'),
    import('./adapters/firestore/designers.firestore.js'),
    import('./adapters/calendar/ical-generator.calendar.js'),
  ]);
  const db = getFirestore(await adminApp(config));
  return { consultations: firestoreConsultations(db), designers: firestoreDesigners(db), calendar: icalCalendar() };
}

/** The consultation reminders' deps; `remindConsultations` (index.ts) and the API tests use them. */
export async function composeReminders(config: Config) {
  const { consultations, calendar } = await composeConsultations(config);
  return { consultations, mail: { ...(await composeMail(config)), calendar } };
}

/**
 * The outbox (`mail/{id}`), the recipients' preferences, their sign-in addresses (Firebase Auth: where mail goes) and the
 * invited addresses' records, for the use cases that send mail.
 */
export async function composeMail(config: Config): Promise<SendMailDeps> {
  const [{ getFirestore }, { firestoreMail }, { firestoreMailRecipients }, { firestoreMailAddresses }, { firebaseSessions }] =
    await Promise.all([
      import('firebase-admin/firestore'),
      import('./adapters/firestore/mail.firestore.js'),
      import('./adapters/firestore/mail-recipients.firestore.js'),
      import('./adapters/firestore/mail-addresses.firestore.js'),
      import('./adapters/auth/firebase.sessions.js'),
    ]);
  const app = await adminApp(config);
  const db = getFirestore(app);
  return {
    outbox: firestoreMail(db),
    recipients: firestoreMailRecipients(db),
    accounts: firebaseSessions(app),
    addresses: firestoreMailAddresses(db),
    unsubscribeSecret: config.mail.unsubscribeSecret,
    appOrigin: config.appOrigin,
  };
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

/**
 * Profiles (with the bylines their names are copied to, and what names a member across collections), the contact inbox
 * and the newsletter list (with their rate limits), in Firestore.
 */
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

/** Design projects, in Firestore. */
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

/** Drafts of work being written, in Firestore. */
export async function composeDrafts(config: Config) {
  const [{ getFirestore }, { firestoreDrafts }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/drafts.firestore.js'),
  ]);
  return { drafts: firestoreDrafts(getFirestore(await adminApp(config))) };
}

/**
 * Designers' profiles, the allowances ledger, designers' engagements (released when the role is revoked), in Firestore,
 * and the accounts' roles (Firebase Auth claims).
 */
export async function composeDesigners(config: Config) {
  const [{ getFirestore }, { firestoreDesigners }, { firestoreAllowances }, { firestoreDesignerWork }, { firebaseRoles }] =
    await Promise.all([
      import('firebase-admin/firestore'),
      import('./adapters/firestore/designers.firestore.js'),
      import('./adapters/firestore/allowances.firestore.js'),
      import('./adapters/firestore/designer-work.firestore.js'),
      import('./adapters/auth/firebase.roles.js'),
    ]);
  const app = await adminApp(config);
  const db = getFirestore(app);
  return {
    designers: firestoreDesigners(db),
    allowances: firestoreAllowances(db),
    work: firestoreDesignerWork(db),
    roles: firebaseRoles(app),
  };
}

/** The accounts' roles (Firebase Auth claims) of an initialised app, for the tools' and tests' grants. */
export async function composeAccountRoles(app: App): Promise<AccountRoles> {
  const { firebaseRoles } = await import('./adapters/auth/firebase.roles.js');
  return firebaseRoles(app);
}

/** What granting and revoking roles reach (steps/roles.ts, roles.service.ts); `npm run admin:grant` and the tests use it. */
export async function composeRoles(config: Config): Promise<RevokeDesignerDeps> {
  const { designers, work, roles } = await composeDesigners(config);
  const { consultations, mail } = await composeReminders(config);
  const { liveBoards } = await composeBoards(config);
  const { users } = await composeAccounts(config);
  return {
    roles,
    designers,
    work,
    liveBoards,
    consultations,
    mail,
    users,
    ...(await composeNotifications(config)),
    auditLog: await composeAuditLog(config),
  };
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

/** Builds the Stripe webhook's app; `stripeWebhook` (index.ts) and the webhook API tests both use it. */
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
    ...(await composeLedger(config)),
  });
}

/** The webhook's part of payouts: Connect accounts (account.updated) and the ledger (reversals of a refunded period). */
async function composeLedger(config: Config) {
  const [{ getFirestore }, { firestoreEarnings }, { firestorePayoutAccounts }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/earnings.firestore.js'),
    import('./adapters/firestore/payout-accounts.firestore.js'),
  ]);
  const db = getFirestore(await adminApp(config));
  return { earnings: firestoreEarnings(db), payoutAccounts: firestorePayoutAccounts(db) };
}

/** The membership sweep's deps; `endLapsedMemberships` (index.ts) and the API tests use them. */
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
 * Builds the generate function's app (generation, the edit of a saved board's products, which makes it again,
 * photoreal pictures, share images and every upload); `generate` (index.ts) and the API tests use it.
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
    { portfolioUploadsRoutes },
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
    import('./http/routes/designer-applications.routes.js'),
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
      .use(
        shareImageRoutes(
          { boards, blobs: deps.blobs, shareImages: sharpShareImages() },
          { readsPerIpPerMinute: config.anonymousReadsPerIpPerMinute },
        ),
      )
      .use(uploadsRoutes({ ...deps, ...pictures, users, avatars, sessions, uploadsCap: uploads.cap }))
      .use(portfolioUploadsRoutes({ blobs: deps.blobs, pictureImages: pictures.pictureImages, sessions, uploadsCap: uploads.cap }))
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

/** The cutout worker's use case deps: background removal loads here and in no other function. */
export async function composeCutoutWorker(config: Config): Promise<MakeCutoutDeps> {
  const { products } = await composeCatalogue(config);
  return { products, blobs: await composeBlobs(config), cutouts: await composeCutouts(config.cutoutMaker) };
}

/** Background removal by name: imgly (onnxruntime and sharp, loaded on the first cut) or the backdrop cut; the tools name imgly. */
export async function composeCutouts(kind: Config['cutoutMaker']): Promise<CutoutMaker> {
  return kind === 'backdrop'
    ? (await import('./adapters/cutouts/backdrop.cutouts.js')).backdropCutouts()
    : (await import('./adapters/cutouts/imgly.cutouts.js')).imglyCutouts({ model: 'medium' });
}

/** Download my data: the export jobs in Firestore and the worker's queue on Cloud Tasks. */
export async function composeDataExports(config: Config) {
  const [{ getFirestore }, { firestoreAccountExports }, { cloudTasksExportQueue }] = await Promise.all([
    import('firebase-admin/firestore'),
    import('./adapters/firestore/account-exports.firestore.js'),
    import('./adapters/tasks/cloud-tasks.export-queue.js'),
  ]);
  const app = await adminApp(config);
  return { accountExports: firestoreAccountExports(getFirestore(app)), exportQueue: cloudTasksExportQueue(app, EXPORT_WORKER, REGION) };
}

/** The export worker's use case deps: what names the member, their boards and threads, the files, the zip writer and the mail. */
export async function composeExportWorker(config: Config): Promise<ExportAccountDeps> {
  const { fflateArchives } = await import('./adapters/zip/fflate.archives.js');
  const { accountData, users } = await composeAccounts(config);
  return {
    accountData,
    users,
    boards: (await composeBoards(config)).boards,
    threads: await composeThreads(config),
    blobs: await composeBlobs(config),
    archives: fflateArchives(),
    accountExports: (await composeDataExports(config)).accountExports,
    mail: await composeMail(config),
  };
}

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

/** The batched mail of new messages' deps: the threads and the outbox. */
export async function composeMessageMail(config: Config) {
  return { threads: await composeThreads(config), mail: await composeMail(config), messageMailIntervalMs: config.messageMailIntervalMs };
}

/** The offline studio generator and the sharp palette, whatever the configuration says: the demo seed and the bench. */
export async function composeStudio(): Promise<{ generator: BoardGenerator; palette: PaletteReader }> {
  const [{ studioGenerator }, { sharpPalette }] = await Promise.all([
    import('./adapters/generator/studio.generator.js'),
    import('./adapters/palette/sharp.palette.js'),
  ]);
  return { generator: studioGenerator(), palette: sharpPalette() };
}

/** The boards' stores on a database the caller holds: `npm run boards:repair-private` and the tests that run it. */
export async function composeBoardRepairs(db: Firestore) {
  const [{ firestoreBoards }, { firestoreFileReferences }, { firestoreLiveBoards }, { firestoreDesignerWork }] = await Promise.all([
    import('./adapters/firestore/boards.firestore.js'),
    import('./adapters/firestore/file-references.firestore.js'),
    import('./adapters/firestore/live-boards.firestore.js'),
    import('./adapters/firestore/designer-work.firestore.js'),
  ]);
  return {
    boards: firestoreBoards(db),
    fileReferences: firestoreFileReferences(db),
    liveBoards: firestoreLiveBoards(db),
    work: firestoreDesignerWork(db),
  };
}

/** `npm run stats:rebuild` on a database the caller holds: the operator's totals set from the memberships as they are. */
export async function composeTotalsRebuild(db: Firestore) {
  const { rebuildMembershipTotals } = await import('./adapters/firestore/memberships.firestore.js');
  return () => rebuildMembershipTotals(db);
}
