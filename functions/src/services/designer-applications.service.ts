import { ROOM_STYLES, type RoomStyle } from '../contracts/choices.js';
import {
  APPLICATION_MESSAGES,
  type AdminApplications,
  type ApplicationStatus,
  type DesignerApplicationView,
  type MyDesignerApplication,
  type PortfolioUpload,
} from '../contracts/designer-application-rules.js';
import type { DesignerApplicationForm, PortfolioItem } from '../contracts/designer-applications.js';
import { PICTURE_MAX_BYTES } from '../contracts/board-pictures.js';
import { blobUrl, contentKey } from '../domain/blob-keys.js';
import { isBoardId } from '../domain/board-access.js';
import { pictureProblemError } from '../domain/board-pictures.js';
import {
  approveApplication as approve,
  checkCanApply,
  declineApplication as decline,
  type ApplicationRecord,
  type PortfolioPicture,
} from '../domain/designer-applications.js';
import { AppError, badRequest, conflict } from '../domain/errors.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { DesignerApplications } from '../ports/designer-applications.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { PictureImages } from '../ports/picture-images.port.js';
import type { AccountRoles } from '../ports/roles.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { ROOM_PHOTO_PROBLEMS, roomPhotoTooLarge } from './steps/board-pictures.js';
import { applicationLogs } from './designer-applications.logs.js';
import { mailApplicationApproved, mailApplicationDeclined } from './steps/mail-notices.js';
import { grantRole } from './steps/roles.js';
import type { SendMailDeps } from './steps/send-mail.js';
import { nowOf } from './steps/clock.js';

export interface ApplicationsDeps {
  applications: DesignerApplications;
  blobs: Pick<BlobStore, 'get' | 'put'>;
  boards: Pick<BoardsRepository, 'get'>;
  roles: AccountRoles;
  designers: Pick<DesignersRepository, 'save' | 'setRevoked'>;
  users: Pick<UsersRepository, 'get'>;
  mail: SendMailDeps;
  auditLog: AuditLog;
  now?: () => Date;
}

/** Who applies, from the verified session (and Firebase Auth, for a verification made after the session started). */
export interface Applicant {
  uid: string;
  email: string | null;
  emailVerified: () => Promise<boolean>;
}

export interface PortfolioUploadDeps {
  blobs: Pick<BlobStore, 'put'>;
  pictureImages: Pick<PictureImages, 'roomPhoto'>;
}

const PORTFOLIO_FOLDER = 'portfolio';

function toApplicationView(record: ApplicationRecord): DesignerApplicationView {
  return {
    id: record.id,
    status: record.status,
    name: record.name,
    bio: record.bio,
    styles: record.styles,
    time_zone: record.timeZone,
    meeting_url: record.meetingUrl,
    portfolio: record.portfolio.map((picture) => ({ url: blobUrl(picture.path), board_id: picture.boardId })),
    created_at: record.createdAt.toISOString(),
    decided_at: record.decidedAt?.toISOString() ?? null,
    reason: record.reason,
  };
}

/**
 * POST /api/designer-applications/pictures (on the generate function, with the other uploads): a portfolio picture,
 * read like a room photo (JPEG, PNG, HEIC; turned upright, resized, without its metadata) and kept as a public,
 * content-addressed file. The form sends back its key.
 */
export async function uploadPortfolioPicture(deps: PortfolioUploadDeps, uid: string, upload: Buffer): Promise<PortfolioUpload> {
  if (upload.length > PICTURE_MAX_BYTES) throw roomPhotoTooLarge();
  const picture = await deps.pictureImages.roomPhoto(upload);
  if ('problem' in picture) throw pictureProblemError(picture.problem, ROOM_PHOTO_PROBLEMS);
  const path = contentKey(PORTFOLIO_FOLDER, picture.data, picture.contentType);
  await deps.blobs.put(path, picture.data, picture.contentType);
  applicationLogs.pictureUploaded(uid, path);
  return { path, url: blobUrl(path) };
}

/**
 * The application's pictures as files: an upload must be one the store holds; a board must be one of the member's own
 * public boards, whose picture is copied into the portfolio (so the application keeps it if the board changes).
 */
async function portfolioOf(deps: ApplicationsDeps, uid: string, items: PortfolioItem[]): Promise<PortfolioPicture[]> {
  const pictures: PortfolioPicture[] = [];
  for (const item of items) {
    if (item.kind === 'upload') {
      if (!(await deps.blobs.get(item.path))) throw badRequest(APPLICATION_MESSAGES.pictureUnknown);
      pictures.push({ path: item.path, boardId: null });
      continue;
    }
    const board = isBoardId(item.boardId) ? await deps.boards.get(item.boardId) : null;
    const shown = board && board.ownerUid === uid && board.visibility === 'public' && !board.hidden;
    const blob = shown && board.imagePath ? await deps.blobs.get(board.imagePath) : null;
    if (!blob) throw badRequest(APPLICATION_MESSAGES.boardUnavailable);
    const path = contentKey(PORTFOLIO_FOLDER, blob.data, blob.contentType);
    await deps.blobs.put(path, blob.data, blob.contentType);
    pictures.push({ path, boardId: item.boardId });
  }
  if (new Set(pictures.map((picture) => picture.path)).size !== pictures.length) throw badRequest(APPLICATION_MESSAGES.pictureTwice);
  return pictures;
}

async function holdsDesignerRole(deps: Pick<ApplicationsDeps, 'roles'>, uid: string): Promise<boolean> {
  const [account] = await deps.roles.accounts([uid]);
  return Boolean(account?.roles.includes('designer'));
}

/**
 * POST /api/designer-applications: a member with a verified address applies (403 `email-unverified` otherwise); one
 * application at a time (409 while one waits; again after a decline); a designer already is 409 too.
 */
export async function applyToDesign(
  deps: ApplicationsDeps,
  applicant: Applicant,
  form: DesignerApplicationForm,
): Promise<DesignerApplicationView> {
  if (!(await applicant.emailVerified()))
    throw new AppError('email-unverified', APPLICATION_MESSAGES.unverified, 403, applicant.email ? { email: applicant.email } : {});
  if (await holdsDesignerRole(deps, applicant.uid)) throw conflict(APPLICATION_MESSAGES.alreadyDesigner);
  // Refused early (before copying pictures) while one waits; the transaction below decides.
  checkCanApply(await deps.applications.latest(applicant.uid));
  const portfolio = await portfolioOf(deps, applicant.uid, form.portfolio);
  const record = await deps.applications.submit(
    {
      uid: applicant.uid,
      email: applicant.email,
      name: form.name,
      bio: form.bio,
      styles: form.styles,
      timeZone: form.timeZone,
      meetingUrl: form.meetingUrl,
      portfolio,
      createdAt: nowOf(deps),
    },
    checkCanApply,
  );
  applicationLogs.applied(applicant.uid, record.id);
  return toApplicationView(record);
}

/** GET /api/designer-applications/mine: the member's latest application, and whether they may apply. */
export async function myApplication(deps: ApplicationsDeps, applicant: Applicant): Promise<MyDesignerApplication> {
  const [latest, verified, designer] = await Promise.all([
    deps.applications.latest(applicant.uid),
    applicant.emailVerified(),
    holdsDesignerRole(deps, applicant.uid),
  ]);
  return { application: latest ? toApplicationView(latest) : null, email_verified: verified, designer };
}

/** How many applications the admin page lists at once. */
const APPLICATIONS_LISTED = 50;

/** GET /api/admin/applications?status=: oldest first, with each applicant's sign-in address. */
export async function adminApplications(deps: ApplicationsDeps, status: ApplicationStatus): Promise<AdminApplications> {
  const records = await deps.applications.list(status, APPLICATIONS_LISTED);
  const accounts = new Map((await deps.roles.accounts(records.map((record) => record.uid))).map((account) => [account.uid, account]));
  return {
    applications: records.map((record) => ({
      ...toApplicationView(record),
      applicant: { uid: record.uid, email: accounts.get(record.uid)?.email ?? record.email },
    })),
  };
}

const styles = (values: string[]): RoomStyle[] =>
  values.filter((value): value is RoomStyle => (ROOM_STYLES as readonly string[]).includes(value));

/**
 * POST /api/admin/applications/:id/approve: the application turns approved in a transaction (a second approval, or one
 * at the same time, is 409 and grants nothing); then the designer role is granted as `npm run admin:grant` grants it,
 * the profile is published from the application (their avatar as its photo), the welcome mail is queued, and one audit
 * line is written.
 */
export async function approveDesignerApplication(deps: ApplicationsDeps, adminUid: string, id: string): Promise<DesignerApplicationView> {
  const record = await deps.applications.decide(id, (application) => approve(application, adminUid, nowOf(deps)));
  await grantRole(deps, record.uid, 'designer', { adminUid });
  const user = await deps.users.get(record.uid);
  const profile = {
    name: record.name,
    bio: record.bio,
    styles: styles(record.styles),
    meetingUrl: record.meetingUrl,
    timeZone: record.timeZone,
  };
  await deps.designers.save(record.uid, profile, user?.imagePath ? blobUrl(user.imagePath) : null);
  await mailApplicationApproved(deps.mail, { uid: record.uid, applicationId: record.id, name: record.name });
  applicationLogs.decided(adminUid, record.id, record.uid, true);
  await deps.auditLog.append({
    at: nowOf(deps),
    actorUid: adminUid,
    action: 'approve-application',
    target: { kind: 'application', id: record.id },
    reason: null,
    details: { member: record.uid, name: record.name },
  });
  return toApplicationView(record);
}

/**
 * POST /api/admin/applications/:id/decline {reason}: the application turns declined in a transaction (409 once
 * decided), the member is mailed the reason and may apply again; one audit line.
 */
export async function declineDesignerApplication(
  deps: ApplicationsDeps,
  adminUid: string,
  id: string,
  reason: string,
): Promise<DesignerApplicationView> {
  const record = await deps.applications.decide(id, (application) => decline(application, adminUid, reason, nowOf(deps)));
  await mailApplicationDeclined(deps.mail, { uid: record.uid, applicationId: record.id, reason });
  applicationLogs.decided(adminUid, record.id, record.uid, false);
  await deps.auditLog.append({
    at: nowOf(deps),
    actorUid: adminUid,
    action: 'decline-application',
    target: { kind: 'application', id: record.id },
    reason,
    details: { member: record.uid, name: record.name },
  });
  return toApplicationView(record);
}
