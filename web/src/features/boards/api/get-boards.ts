import type { BoardsPage } from '@contracts/boards';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { boardKeys } from './board-keys';

const PAGE_SIZE = 3;

interface PageRequest {
  page: number;
  /** The last answer's `next`; when given, the server starts after it (about PAGE_SIZE reads however deep). */
  cursor?: string | null;
  signal?: AbortSignal;
}

/** The gallery's order, feed and filters; absent or empty values are left out of the address (the spec's plain call). */
export interface GalleryFilters {
  sort?: 'newest' | 'liked';
  feed?: 'all' | 'following';
  function?: string;
  style?: string;
  q?: string;
}

function query({ page, cursor }: PageRequest, filters: GalleryFilters = {}): string {
  const params = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  for (const [name, value] of Object.entries(filters)) {
    if (value && value !== 'newest' && value !== 'all') params.set(name, String(value));
  }
  return params.toString();
}

/** GET /api/get_products_all/: the community gallery, newest first unless the filters say otherwise. */
function getGallery(request: PageRequest, filters?: GalleryFilters): Promise<BoardsPage> {
  return api<BoardsPage>(`get_products_all/?${query(request, filters)}`, { signal: request.signal });
}

/** GET /api/users/:uid/boards: a member's public boards, newest first. */
function getMemberBoards(uid: string, request: PageRequest): Promise<BoardsPage> {
  return api<BoardsPage>(`users/${encodeURIComponent(uid)}/boards?${query(request)}`, { signal: request.signal });
}

/** GET /api/get_products_by_email/: the signed-in user's boards (the server takes the user from the session). */
function getMyBoards(request: PageRequest): Promise<BoardsPage> {
  return api<BoardsPage>(`get_products_by_email/?${query(request)}`, { signal: request.signal });
}

/** Page 1, then the next page by the server's cursor; none once a page comes back short or without a cursor. */
function boardPagesOptions(key: readonly unknown[], fetchPage: (request: PageRequest) => Promise<BoardsPage>) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchPage({ ...pageParam, signal }),
    initialPageParam: { page: 1, cursor: null } as { page: number; cursor: string | null },
    getNextPageParam: (last, _all, param) =>
      last.boards.length >= PAGE_SIZE && last.next !== null ? { page: param.page + 1, cursor: last.next } : undefined,
  });
}

/** The plain gallery keeps its key (and the prerendered page's early request); a filtered one has its own. */
export const galleryQueryOptions = (filters?: GalleryFilters) => {
  const shown = Object.entries(filters ?? {}).filter(([, value]) => value && value !== 'newest' && value !== 'all');
  const key = shown.length ? [...boardKeys.list('gallery'), Object.fromEntries(shown)] : boardKeys.list('gallery');
  return boardPagesOptions(key, (request) => getGallery(request, filters));
};

export const myBoardsQueryOptions = () => ({ ...boardPagesOptions(boardKeys.list('mine'), getMyBoards), enabled: whenSignedIn });

export const memberBoardsQueryOptions = (uid: string) =>
  boardPagesOptions([...boardKeys.lists, 'member', uid], (request) => getMemberBoards(uid, request));
