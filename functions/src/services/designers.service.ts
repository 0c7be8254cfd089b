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
import { notFound } from '../domain/errors.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { UsersRepository } from '../ports/users.port.js';

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
      title: record.generatedTitle || record.functionName || 'Board',
      imageUrl: view.image_url as string,
      likes: record.likeCount ?? 0,
    }));
  return { designer, sampleBoards };
}
