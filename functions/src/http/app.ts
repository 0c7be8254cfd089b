import express, { Router, type Express } from 'express';
import type { Config } from '../config.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { DesignerRates } from '../contracts/membership-tiers.js';
import { earningsRoutes, type PayoutsDeps } from './routes/earnings.routes.js';
import type { ServiceFigures } from '../ports/service-figures.port.js';
import type { AppCheckVerifier } from '../ports/app-check.port.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { Consultations } from '../ports/consultations.port.js';
import type { Calendar } from '../ports/calendar.port.js';
import type { Comments } from '../ports/comments.port.js';
import type { Follows } from '../ports/follows.port.js';
import type { Likes } from '../ports/likes.port.js';
import type { Reports } from '../ports/reports.port.js';
import type { AllowanceLedger } from '../ports/allowances.port.js';
import type { AccountData } from '../ports/account-data.port.js';
import type { AccountExports } from '../ports/account-exports.port.js';
import type { ExportQueue } from '../ports/export-queue.port.js';
import type { DesignerWork } from '../ports/designer-work.port.js';
import type { DesignerApplications } from '../ports/designer-applications.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { ContactMessages } from '../ports/contact-messages.port.js';
import type { FileReferences } from '../ports/file-references.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { LiveBoards } from '../ports/live-boards.port.js';
import type { Threads } from '../ports/messages.port.js';
import type { NewsletterList } from '../ports/newsletter.port.js';
import type { Drafts } from '../ports/drafts.port.js';
import type { Notifications } from '../ports/notifications.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import type { ProjectsRepository } from '../ports/projects.port.js';
import type { RateLimits } from '../ports/rate-limits.port.js';
import type { ReviewsRepository } from '../ports/reviews.port.js';
import type { AccountRoles } from '../ports/roles.port.js';
import type { Sessions } from '../ports/sessions.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import type { Bylines } from '../ports/bylines.port.js';
import type { PageShells } from '../ports/page-shells.port.js';
import type { CheckoutDeps } from '../services/checkout.service.js';
import type { SendMailDeps } from '../services/steps/send-mail.js';
import { jsonBody } from './body.js';
import { TRUSTED_HOPS_SETTING } from './client-address.js';
import { perIpReadCap } from './per-ip-read-cap.js';
import { sharedCache } from './shared-cache.js';
import { errorHandler, notFoundHandler } from './errors.js';
import { accountRoutes } from './routes/account.routes.js';
import { accountsRoutes } from './routes/accounts.routes.js';
import { adminRoutes } from './routes/admin.routes.js';
import { communityRoutes } from './routes/community.routes.js';
import { boardPicturesRoutes } from './routes/board-pictures.routes.js';
import { boardsRoutes } from './routes/boards.routes.js';
import { boardPageRoutes } from './routes/board-share.routes.js';
import { consultationsRoutes } from './routes/consultations.routes.js';
import { contactRoutes } from './routes/contact.routes.js';
import { designerPageRoutes } from './routes/designer-pages.routes.js';
import { designerApplicationsRoutes } from './routes/designer-applications.routes.js';
import { designersRoutes } from './routes/designers.routes.js';
import { draftsRoutes } from './routes/drafts.routes.js';
import { filesRoutes } from './routes/files.routes.js';
import { generationsRoutes } from './routes/generation.routes.js';
import { healthRoutes } from './routes/health.routes.js';
import { emailVerificationRoutes } from './routes/email-verification.routes.js';
import { liveRoutes } from './routes/live.routes.js';
import { messagesRoutes } from './routes/messages.routes.js';
import { notificationsRoutes } from './routes/notifications.routes.js';
import { mailRoutes } from './routes/mail.routes.js';
import { productsRoutes } from './routes/products.routes.js';
import { projectsRoutes } from './routes/projects.routes.js';
import { reviewsRoutes } from './routes/reviews.routes.js';
import { serviceConsoleRoutes } from './routes/service-console.routes.js';
import { sessionRoutes } from './routes/session.routes.js';
import { stripeRoutes } from './routes/stripe.routes.js';

export interface ApiDeps {
  config: Config;
  blobs: BlobStore;
  sessions: Sessions;
  products: ProductsRepository;
  generations: GenerationsRepository;
  users: UsersRepository;
  /** Where a member's public name is credited (boards, comments), rewritten when it changes. */
  bylines: Bylines;
  contactMessages: ContactMessages;
  newsletter: NewsletterList;
  boards: BoardsRepository;
  fileReferences: FileReferences;
  liveBoards: LiveBoards;
  membership: CheckoutDeps;
  rateLimits: RateLimits;
  formLimits: { perAddress: number; perIp: number };
  /** Null: App Check is off. */
  appCheck: AppCheckVerifier | null;
  follows: Follows;
  likes: Likes;
  comments: Comments;
  reports: Reports;
  /** The outbox and recipients: mail queued by use cases, preferences and one-click unsubscribe. */
  mail: SendMailDeps;
  notifications: Notifications;
  /** Messages between members and designers (threads on reviews, consultations and projects). */
  threads: Threads;
  /** Design projects (`projects/{id}`). */
  projects: ProjectsRepository;
  /** Board reviews (`reviews/{id}`). */
  reviews: ReviewsRepository;
  /** Drafts of reviews, notes and briefs being written (`drafts/{uid}_{kind}_{id}`). */
  drafts: Drafts;
  /** Designers' public profiles, and what each member's plan has left this period. */
  designers: DesignersRepository;
  allowances: AllowanceLedger;
  /** What names a member: read for Download my data, swept by Delete my account. */
  accountData: AccountData;
  /** Download my data: each member's export job, and the queue of the worker that builds it. */
  accountExports: AccountExports;
  exportQueue: ExportQueue;
  /** A designer's claimed work, returned to the queue when their account goes or their role is revoked. */
  work: DesignerWork;
  /** Roles as the accounts' claims: the admin page revokes designers. */
  roles: AccountRoles;
  /** Consultations: availability and consultations, and the .ics invitations. */
  consultations: { consultations: Consultations; calendar: Calendar };
  /** The web app's page shells, for the board page a link preview reads (GET /UserBoard/<id>). */
  shells: PageShells;
  /** Every admin action's line (who, when, what, why), shown on the admin page. */
  auditLog: AuditLog;
  /** "Design for Roomboard": members' applications to become designers, decided by admins. */
  applications: DesignerApplications;
  /** What designers earn per piece of work, written to the ledger as the work is finished. */
  rates: DesignerRates;
  /** The designers' ledger, payout accounts, Stripe Connect and the payout sweep. */
  payouts: PayoutsDeps;
  /** The operator's counters: figures and the designers' scorecards. */
  figures: ServiceFigures;
}

export type RequestHandler = ReturnType<typeof sharedCache>;

/** The light API: everything under /api but generation, uploads and the Stripe webhook, behind the shared cache. */
export function createApiApp(deps: ApiDeps): RequestHandler {
  const api = Router();
  const readCap = perIpReadCap({ limit: deps.config.anonymousReadsPerIpPerMinute, windowMs: 60_000 });
  api.use(readCap);
  api.use(healthRoutes(deps.config));
  api.use(filesRoutes(deps.blobs));
  api.use(sessionRoutes({ sessions: deps.sessions, mail: deps.mail }));
  api.use(productsRoutes(deps.products));
  api.use(generationsRoutes(deps));
  api.use(accountsRoutes(deps));
  api.use(
    accountRoutes({
      ...deps,
      memberships: deps.membership.memberships,
      checkout: deps.membership.checkout,
      consultations: deps.consultations.consultations,
    }),
  );
  api.use(contactRoutes(deps));
  api.use(communityRoutes(deps));
  api.use(
    adminRoutes({
      ...deps,
      consultations: deps.consultations.consultations,
      mail: { ...deps.mail, calendar: deps.consultations.calendar },
    }),
  );
  api.use(designerApplicationsRoutes(deps));
  api.use(reviewsRoutes({ ...deps, memberships: deps.membership.memberships }));
  api.use(
    serviceConsoleRoutes({
      ...deps,
      memberships: deps.membership.memberships,
      checkout: deps.membership.checkout,
      consultations: deps.consultations.consultations,
      earnings: deps.payouts.earnings,
      mail: { ...deps.mail, calendar: deps.consultations.calendar },
    }),
  );
  api.use(boardsRoutes(deps));
  api.use(liveRoutes(deps));
  api.use(emailVerificationRoutes(deps));
  api.use(notificationsRoutes(deps));
  api.use(draftsRoutes(deps));
  api.use(designersRoutes(deps));
  api.use(messagesRoutes({ ...deps, messageMailIntervalMs: deps.config.messageMailIntervalMs }));
  api.use(boardPicturesRoutes(deps));
  api.use(stripeRoutes(deps.sessions, deps.membership));
  api.use(mailRoutes({ ...deps.mail, sessions: deps.sessions }));
  api.use(projectsRoutes(deps));
  api.use(earningsRoutes(deps));
  api.use(
    consultationsRoutes({
      ...deps,
      ...deps.consultations,
      memberships: deps.membership.memberships,
      mail: { ...deps.mail, ...deps.consultations },
    }),
  );
  // The pages a function serves (the board page, the designers') read too: counted with the API's anonymous reads.
  const pages = Router().use(
    boardPageRoutes({ boards: deps.boards, shells: deps.shells, appOrigin: deps.config.appOrigin }, readCap),
    designerPageRoutes(deps, readCap),
  );
  return sharedCache(wrap(api, deps.config.trustProxyHops, pages));
}

/**
 * Shared HTTP framing: JSON bodies with a size limit, /api prefix, JSON errors. Per-IP limits key on the address the
 * `trustProxyHops`-th proxy appended to X-Forwarded-For, read from the right (`clientAddressOf`), never one the client
 * wrote in front of it; `req.ip` says the same.
 */
export function wrap(api: Router, trustProxyHops: number, pages?: Router): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxyHops);
  app.set(TRUSTED_HOPS_SETTING, trustProxyHops);
  app.use(jsonBody);
  // Pages a function serves (the board page, for link previews): outside /api, as Hosting rewrites them.
  if (pages) app.use(pages);
  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
