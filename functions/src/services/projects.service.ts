import { boardName } from '../contracts/board-name.js';
import { randomUUID } from 'node:crypto';
import {
  CONCEPT_SOURCE_INVALID,
  FINAL_NEEDS_PLAN,
  LIKED_BOARD_INVALID,
  PHOTO_BOARD_INVALID,
  PROJECT_NOT_FOUND,
  PROJECT_STEP_LABELS,
  type BriefOptions,
  type DesignerProjects,
  type Project,
  type ProjectBoardCard,
  type ProjectBrief,
} from '../contracts/projects.js';
import { MAX_BOARDS_PAGE_SIZE } from '../contracts/boards.js';
import { pictureIdOf, roomPhotoUrl } from '../domain/board-pictures.js';
import { copyOfBoard, type BoardRecord } from '../domain/boards.js';
import type { DesignerRates } from '../contracts/membership-tiers.js';
import { projectEarning } from '../domain/earnings.js';
import { publicName } from '../contracts/public-name.js';
import { canView, isBoardId } from '../domain/board-access.js';
import { toBoardView } from '../domain/board-view.js';
import { badRequest, forbidden, notFound } from '../domain/errors.js';
import { DESIGNER_SUSPENDED } from '../contracts/designer-roles.js';
import { opensProjectPicture, projectPictureUrl, projectShows, type ProjectPictureKind } from '../domain/engagement-pictures.js';
import { freshLive } from '../domain/live-boards.js';
import {
  addConcept,
  askRevision,
  asDesigner,
  checkConceptRoom,
  choose,
  conceptsReady,
  deliver,
  newProject,
  rate,
  sideOf,
  take,
  type ProjectRecord,
} from '../domain/projects.js';
import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { Likes } from '../ports/likes.port.js';
import type { LiveBoards } from '../ports/live-boards.port.js';
import type { ProjectsRepository } from '../ports/projects.port.js';
import type { Identity } from '../ports/sessions.port.js';
import { endConceptCoEditing } from './steps/live-boards.js';
import type { NotificationsDeps } from './steps/notifications.js';
import type { SendMailDeps } from './steps/send-mail.js';
import { tellParties } from './steps/service-events.js';
import { projectLogs } from './projects.logs.js';
import { nowOf } from './steps/clock.js';

export interface ProjectsDeps extends NotificationsDeps {
  projects: ProjectsRepository;
  designers: Pick<DesignersRepository, 'get' | 'addRating' | 'isSuspended'>;
  boards: BoardsRepository;
  liveBoards: LiveBoards;
  likes: Pick<Likes, 'likedBy'>;
  mail?: SendMailDeps;
  /** What the designer earns when the member closes the project (the table's, unless the operator set others). */
  rates?: DesignerRates;
}

/** Lists show the newest (the queue: the oldest) this many projects. */
const PROJECTS_LISTED = 20;

async function boardsById(deps: ProjectsDeps, ids: string[]): Promise<Map<string, BoardRecord>> {
  const records = await Promise.all([...new Set(ids)].map((id) => (isBoardId(id) ? deps.boards.get(id) : null)));
  return new Map(records.filter((record): record is BoardRecord => record !== null && !record.hidden).map((record) => [record.id, record]));
}

/** The name a designer goes by: their designer profile's (a public name), never their member name or e-mail. */
async function designerName(deps: ProjectsDeps, uid: string): Promise<string> {
  return (await deps.designers.get(uid))?.name || 'A Roomboard designer';
}

/**
 * The project as `viewerUid` sees it: the boards it names as cards, photos, timeline. The member (and any owner of a
 * board) sees their pictures with their own key; a designer sees public pictures as everyone does, and the member's
 * private pictures and room photos only through the project, with keys made for them and the project's stage
 * (domain/engagement-pictures.ts): never a key of the board's, so nothing opens once the work is not theirs and open.
 */
async function projectView(deps: ProjectsDeps, record: ProjectRecord, viewerUid: string, role: 'member' | 'designer'): Promise<Project> {
  const { brief } = record;
  const boards = await boardsById(deps, [...brief.photoBoardIds, ...brief.likedBoardIds, ...record.conceptBoardIds]);
  const pictureOf = (board: BoardRecord): string | null => {
    if (role === 'member' || board.ownerUid === viewerUid) return toBoardView(board, viewerUid).image_url;
    if (board.visibility === 'public') return toBoardView(board, null).image_url;
    return board.imagePath ? projectPictureUrl(record, board.id, 'picture', board.imageKey, viewerUid, pictureIdOf(board.imagePath)) : null;
  };
  const photoOf = (board: BoardRecord, photo: NonNullable<BoardRecord['roomPhoto']>): string | null =>
    role === 'member' || board.ownerUid === viewerUid
      ? roomPhotoUrl(board.id, photo, board.imageKey)
      : projectPictureUrl(record, board.id, 'room-photo', board.imageKey, viewerUid, pictureIdOf(photo.path));
  const card = (id: string): ProjectBoardCard[] => {
    const board = boards.get(id);
    if (!board) return [];
    return [{ id, title: boardName(board), imageUrl: pictureOf(board), byDesigner: board.byDesigner?.name ?? null }];
  };
  return {
    id: record.id,
    status: record.status,
    statusLabel: PROJECT_STEP_LABELS[record.status],
    memberName: record.memberName,
    designer: record.designerUid ? { id: record.designerUid, name: record.designerName ?? '' } : null,
    brief: {
      rooms: brief.rooms,
      photos: brief.photoBoardIds.flatMap((id) => {
        const board = boards.get(id);
        const photo = board?.roomPhoto;
        const url = board && photo ? photoOf(board, photo) : null;
        return photo && url ? [{ boardId: id, url, width: photo.width, height: photo.height }] : [];
      }),
      layout: brief.layout,
      budgetUsd: brief.budgetUsd,
      likedBoards: brief.likedBoardIds.flatMap(card),
      notes: brief.notes,
    },
    concepts: record.conceptBoardIds.flatMap(card),
    chosenBoardId: record.chosenBoardId,
    deliveryNote: record.deliveryNote,
    revisionNote: record.revisionNote,
    rating: record.rating,
    timeline: record.timeline.map((entry) => ({
      status: entry.status,
      label: PROJECT_STEP_LABELS[entry.status],
      at: entry.at.toISOString(),
    })),
    createdAt: record.createdAt.toISOString(),
    takenAt: record.takenAt?.toISOString() ?? null,
    dueAt: record.dueAt?.toISOString() ?? null,
    role,
  };
}

/** Room photos from the member's own boards that have one; liked boards that exist, are visible and the member likes. */
async function checkBrief(deps: ProjectsDeps, uid: string, brief: ProjectBrief): Promise<void> {
  const boards = await boardsById(deps, [...brief.photoBoardIds, ...brief.likedBoardIds]);
  if (brief.photoBoardIds.some((id) => boards.get(id)?.ownerUid !== uid || !boards.get(id)?.roomPhoto))
    throw badRequest(PHOTO_BOARD_INVALID);
  if (!brief.likedBoardIds.length) return;
  const liked = await deps.likes.likedBy(uid, brief.likedBoardIds);
  const visible = (id: string) => {
    const board = boards.get(id);
    return board !== undefined && canView(board, uid);
  };
  if (brief.likedBoardIds.some((id) => !visible(id) || !liked.has(id))) throw badRequest(LIKED_BOARD_INVALID);
}

/**
 * GET /api/projects/brief-options: among the member's newest boards those with a room photo, and among the newest and
 * the most liked Inspirations those the member likes (Roomboard keeps no list of a member's likes).
 */
export async function briefOptions(deps: ProjectsDeps, uid: string): Promise<BriefOptions> {
  const size = MAX_BOARDS_PAGE_SIZE;
  const [own, newest, liked] = await Promise.all([
    deps.boards.listByOwner(uid, { offset: 0 }, size),
    deps.boards.listPublic({ offset: 0 }, size),
    deps.boards.listPublic({ offset: 0 }, size, { sort: 'liked' }),
  ]);
  const gallery = new Map([...newest.boards, ...liked.boards].map((board) => [board.id, board]));
  const likes = await deps.likes.likedBy(uid, [...gallery.keys()].slice(0, size));
  const likedMore = await deps.likes.likedBy(uid, [...gallery.keys()].slice(size));
  const card = (board: BoardRecord): ProjectBoardCard => ({
    id: board.id,
    title: boardName(board),
    imageUrl: toBoardView(board, uid).image_url,
    byDesigner: board.byDesigner?.name ?? null,
  });
  return {
    photoBoards: own.boards.filter((board) => board.roomPhoto).map(card),
    likedBoards: [...gallery.values()].filter((board) => likes.has(board.id) || likedMore.has(board.id)).map(card),
  };
}

/** POST /api/projects (Platinum): the brief, checked, then written with one use of the 'projects' allowance. */
export async function createProject(deps: ProjectsDeps, uid: string, brief: ProjectBrief): Promise<Project> {
  const now = nowOf(deps);
  await checkBrief(deps, uid, brief);
  const name = publicName(await deps.users.get(uid));
  const record = await deps.projects.create(uid, (periodKey) => newProject({ uid, name }, brief, periodKey, now), now);
  projectLogs.created(uid, record.id);
  await tellParties(deps, 'project.brief-sent', record);
  return projectView(deps, record, uid, 'member');
}

/** GET /api/projects: the member's projects, newest first. */
export async function listMemberProjects(deps: ProjectsDeps, uid: string): Promise<{ projects: Project[] }> {
  const records = await deps.projects.listByMember(uid, PROJECTS_LISTED);
  return { projects: await Promise.all(records.map((record) => projectView(deps, record, uid, 'member'))) };
}

/** GET /api/projects/:id: for the member, its designer and, while it is open, any designer; 404 for everyone else. */
export async function getProject(deps: ProjectsDeps, identity: Identity, id: string): Promise<Project> {
  const { record, role } = sideOf(await deps.projects.get(id), identity.uid, identity.designer === true);
  return projectView(deps, record, identity.uid, role);
}

/**
 * GET /api/projects/:id/boards/:boardId/{picture,room-photo}?designer=&key=: a picture the project shows a designer (a
 * brief's room photo, a liked board's or a concept's picture), for the designer the key was made for, while the project
 * shows it to them (an open brief, or theirs and not closed) and their role holds; 404 to everyone else.
 */
export async function projectPicture(
  deps: Pick<ProjectsDeps, 'projects' | 'boards'> & { designers: Pick<DesignersRepository, 'isRevoked'>; blobs: Pick<BlobStore, 'get'> },
  request: { id: string; boardId: string; kind: ProjectPictureKind; designerUid: string | null; key: string | null },
): Promise<StoredBlob> {
  const { id, boardId, kind, designerUid, key } = request;
  const project = designerUid && key ? await deps.projects.get(id) : null;
  const board = project && projectShows(project, boardId, kind) && isBoardId(boardId) ? await deps.boards.get(boardId) : null;
  const path = board && !board.hidden ? (kind === 'room-photo' ? board.roomPhoto?.path : board.imagePath) : null;
  const opens = path && opensProjectPicture(project!, boardId, kind, board!.imageKey, designerUid!, key);
  const blob = opens && !(await deps.designers.isRevoked(designerUid!)) ? await deps.blobs.get(path) : null;
  if (!blob) throw notFound();
  return blob;
}

/** GET /api/designer/projects: the open briefs (oldest first) and the caller's projects. */
export async function designerProjects(deps: ProjectsDeps, uid: string): Promise<DesignerProjects> {
  const [open, mine] = await Promise.all([deps.projects.listOpen(PROJECTS_LISTED), deps.projects.listByDesigner(uid, PROJECTS_LISTED)]);
  const views = (records: ProjectRecord[]) => Promise.all(records.map((record) => projectView(deps, record, uid, 'designer')));
  return { open: await views(open.filter((record) => record.memberUid !== uid)), mine: await views(mine) };
}

/** POST /api/projects/:id/take: one designer takes an open project, in a transaction (a second take: 409). */
export async function takeProject(deps: ProjectsDeps, uid: string, id: string): Promise<Project> {
  const now = nowOf(deps);
  // A suspended designer keeps the projects they have and takes no new one.
  if (await deps.designers.isSuspended(uid)) throw forbidden(DESIGNER_SUSPENDED);
  const designer = { uid, name: await designerName(deps, uid) };
  const record = await deps.projects.change(id, (stored) => take(stored, designer, now));
  projectLogs.taken(uid, id);
  await tellParties(deps, 'project.taken', record);
  return projectView(deps, record, uid, 'designer');
}

/**
 * POST /api/projects/:id/concepts {boardId}: one of the designer's own saved boards (made with the wizard) becomes a
 * concept board in the member's account: a private copy owned by the member, marked by the designer, with the designer
 * as its co-editor (live co-editing). Without a plan of its own it takes the brief's room. The project's transaction
 * counts it (at most three); when that refuses, the copy goes again.
 */
export async function addConceptBoard(deps: ProjectsDeps, identity: Identity, id: string, sourceId: string): Promise<Project> {
  const now = nowOf(deps);
  const project = asDesigner(await deps.projects.get(id), identity.uid);
  checkConceptRoom(project);
  const source = isBoardId(sourceId) ? await deps.boards.get(sourceId) : null;
  if (!source || source.hidden || source.ownerUid !== identity.uid) throw badRequest(CONCEPT_SOURCE_INVALID);
  const name = await designerName(deps, identity.uid);
  const copy = copyOfBoard(source, { uid: project.memberUid, name: project.memberName }, randomUUID(), now);
  const room = project.brief.layout && {
    width: project.brief.layout.width,
    length: project.brief.layout.length,
    shape: project.brief.layout.shape,
    items: [],
  };
  const concept = { ...copy, layout: copy.layout ?? room ?? null, copiedFrom: null, byDesigner: { uid: identity.uid, name } };
  const boardId = await deps.boards.insert(concept);
  try {
    await deps.liveBoards.change(boardId, (board, live) => {
      const state = live ?? freshLive(board!);
      const editor = { uid: identity.uid, email: identity.email?.toLowerCase() ?? '', name };
      return { live: { ...state, editorUids: [...state.editorUids, identity.uid], editors: [...state.editors, editor] }, result: null };
    });
    const record = await deps.projects.change(id, (stored) => addConcept(stored, identity.uid, boardId));
    projectLogs.conceptAdded(identity.uid, id, boardId);
    await tellParties(deps, 'project.concept-added', record);
    return await projectView(deps, record, identity.uid, 'designer');
  } catch (error) {
    await deps.boards.delete(boardId);
    throw error;
  }
}

/** POST /api/projects/:id/concepts-ready: the designer sends the concepts; the member is told in the app and by mail. */
export async function sendConcepts(deps: ProjectsDeps, uid: string, id: string): Promise<Project> {
  const now = nowOf(deps);
  const record = await deps.projects.change(id, (stored) => conceptsReady(stored, uid, now));
  await tellParties(deps, 'project.concepts-ready', record);
  return projectView(deps, record, uid, 'designer');
}

/** POST /api/projects/:id/choose {boardId}: the member chooses one concept, once; the designer is told in the app and by mail. */
export async function chooseConcept(deps: ProjectsDeps, uid: string, id: string, boardId: string): Promise<Project> {
  const now = nowOf(deps);
  const record = await deps.projects.change(id, (stored) => choose(stored, uid, boardId, now));
  await tellParties(deps, 'project.concept-chosen', record);
  return projectView(deps, record, uid, 'member');
}

/**
 * POST /api/projects/:id/deliver: the chosen board, refined through live co-editing, is the final board; it must have
 * the room laid out on its plan (its 3D view and shopping list come from the same board).
 */
export async function deliverFinal(deps: ProjectsDeps, uid: string, id: string, note: string): Promise<Project> {
  const now = nowOf(deps);
  const project = deliver(await deps.projects.get(id), uid, note, now);
  const chosen = project.chosenBoardId ? await deps.boards.get(project.chosenBoardId) : null;
  if (!chosen || chosen.hidden || !chosen.layout?.items.length) throw badRequest(FINAL_NEEDS_PLAN);
  const record = await deps.projects.change(id, (stored) => deliver(stored, uid, note, now));
  await tellParties(deps, record.status === 'revised' ? 'project.revised' : 'project.delivered', record);
  return projectView(deps, record, uid, 'designer');
}

/** POST /api/projects/:id/revision {note}: the member's one round of changes; the designer is told in the app and by mail. */
export async function requestRevision(deps: ProjectsDeps, uid: string, id: string, note: string): Promise<Project> {
  const now = nowOf(deps);
  const record = await deps.projects.change(id, (stored) => askRevision(stored, uid, note, now));
  await tellParties(deps, 'project.revision-asked', record);
  return projectView(deps, record, uid, 'member');
}

/**
 * POST /api/projects/:id/rate {rating}: closes the project; the rating joins the designer's average. The work is over:
 * the designer no longer co-edits its concept boards (the member keeps them, and the co-editors they invited).
 */
export async function rateProject(deps: ProjectsDeps, uid: string, id: string, rating: number): Promise<Project> {
  const now = nowOf(deps);
  const record = await deps.projects.change(
    id,
    (stored) => rate(stored, uid, rating, now),
    (before, after) => projectEarning(before, after, now, deps.rates),
  );
  if (!record.designerUid) throw notFound(PROJECT_NOT_FOUND);
  await deps.designers.addRating(record.designerUid, rating);
  await endConceptCoEditing(deps, record.designerUid, record.conceptBoardIds);
  projectLogs.rated(uid, id, rating);
  await tellParties(deps, 'project.rated', record);
  return projectView(deps, record, uid, 'member');
}
