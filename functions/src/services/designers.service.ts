import { boardName } from '../contracts/board-name.js';
import { DESIGNERS_READ, designerDetailView, designerRead, designersView } from '../contracts/designer-views.js';
import {
  DESIGNER_NOT_FOUND,
  SAMPLE_BOARDS,
  type DesignerDetail,
  type DesignerProfile,
  type DesignerProfileForm,
  type DesignersList,
  type OwnDesignerProfile,
} from '../contracts/designers.js';
import { blobUrl } from '../domain/blob-keys.js';
import { isBoardId } from '../domain/board-access.js';
import { toBoardView } from '../domain/board-view.js';
import { isMemberId } from '../domain/community.js';
import { AppError, notFound } from '../domain/errors.js';
import { filledPage, unfilledPage } from '../domain/filled-pages.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { PageShells } from '../ports/page-shells.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import type { AllowanceLedger } from '../ports/allowances.port.js';
import type { AllowanceSummary } from '../contracts/membership.js';
import { nowOf } from './steps/clock.js';

export interface DesignersDeps {
  designers: DesignersRepository;
  users: Pick<UsersRepository, 'get'>;
  boards: Pick<BoardsRepository, 'listPublic'>;
}

/** The account's avatar, which is the designer's photo; null: initials. */
async function photoOf(deps: Pick<DesignersDeps, 'users'>, uid: string): Promise<string | null> {
  const user = await deps.users.get(uid);
  return user?.imagePath ? blobUrl(user.imagePath) : null;
}

/** PUT /api/designer/profile: the designer's own words, their account's avatar as the photo; shown on /designers. */
export async function saveDesignerProfile(
  deps: Pick<DesignersDeps, 'designers' | 'users'>,
  uid: string,
  form: DesignerProfileForm,
): Promise<DesignerProfile> {
  return deps.designers.save(uid, form, await photoOf(deps, uid));
}

/** GET /api/designer/profile: null until the designer first saves it, with the photo it will carry. */
export async function ownDesignerProfile(deps: Pick<DesignersDeps, 'designers' | 'users'>, uid: string): Promise<OwnDesignerProfile> {
  const [profile, photoUrl] = await Promise.all([deps.designers.get(uid), photoOf(deps, uid)]);
  return { profile, photoUrl };
}

/** GET /api/designers: the active designers, by name. */
export async function listDesigners(deps: Pick<DesignersDeps, 'designers'>): Promise<DesignersList> {
  return { designers: await deps.designers.list() };
}

/** GET /api/allowances: the caller's allowances in the period that holds now. */
export async function allowancesOf(
  deps: { allowances: Pick<AllowanceLedger, 'summary'>; now?: () => Date },
  uid: string,
): Promise<AllowanceSummary> {
  return deps.allowances.summary(uid, nowOf(deps));
}

/** GET /api/designers/:id: an active designer with their newest public boards; a hidden or unknown one is 404. */
export async function designerDetail(deps: DesignersDeps, uid: string): Promise<DesignerDetail> {
  const designer = isMemberId(uid) ? await deps.designers.get(uid) : null;
  if (!designer?.active) throw notFound(DESIGNER_NOT_FOUND);
  const page = await deps.boards.listPublic({ offset: 0 }, SAMPLE_BOARDS, { ownerUids: [uid] });
  const sampleBoards = page.boards
    .filter((record) => isBoardId(record.id))
    .map((record) => ({ record, view: toBoardView(record, null) }))
    .filter(({ view }) => view.image_url !== null)
    .map(({ record, view }) => ({
      id: record.id,
      title: boardName(record),
      imageUrl: view.image_url as string,
      likes: record.likeCount ?? 0,
    }));
  return { designer, sampleBoards };
}

export interface DesignerPagesDeps extends DesignersDeps {
  shells: Pick<PageShells, 'filledPage'>;
  now?: () => Date;
}

/** A page the function fills: its HTML, the headers Hosting sends with it, and its status. */
export interface FilledPageAnswer {
  html: string;
  headers: Record<string, string>;
  status: 200 | 404;
}

/**
 * GET /designers (firebase.json rewrites it to the api function): the page as built with the active designers in its
 * HTML, read now, so it is painted with them before any script runs and never shows a build's stale list.
 */
export async function designersPage(deps: DesignerPagesDeps): Promise<FilledPageAnswer> {
  const [shell, list] = await Promise.all([deps.shells.filledPage('designers'), listDesigners(deps)]);
  const reads = { at: nowOf(deps).getTime(), reads: { [DESIGNERS_READ]: list } };
  return { ...shell, html: filledPage(shell.html, { view: designersView(list), reads }), status: 200 };
}

/**
 * GET /designers/<id>: an active designer's page with their profile in its HTML, titled by their name, their portrait
 * fetched first; for a hidden or unknown designer, the page as built (the app shows its 404), answered 404.
 */
export async function designerPage(deps: DesignerPagesDeps, uid: string): Promise<FilledPageAnswer> {
  const [shell, detail] = await Promise.all([
    deps.shells.filledPage('designer'),
    designerDetail(deps, uid).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }),
  ]);
  if (!detail) return { ...shell, html: unfilledPage(shell.html), status: 404 };
  const reads = { at: nowOf(deps).getTime(), reads: { [designerRead(uid)]: detail } };
  const fill = { view: designerDetailView(detail), reads, title: `${detail.designer.name} · Roomboard`, picture: detail.designer.photoUrl };
  return { ...shell, html: filledPage(shell.html, fill), status: 200 };
}
