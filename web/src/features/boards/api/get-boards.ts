import type { BoardsPage } from '@contracts/boards';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { boardKeys } from './board-keys';

export const PAGE_SIZE = 3;

export interface PageRequest {
  page: number;
  /** The last answer's `next`; when given, the server starts after it (about PAGE_SIZE reads however deep). */
  cursor?: string | null;
  signal?: AbortSignal;
}

function query({ page, cursor }: PageRequest): string {
  const params = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** GET /api/get_products_all/: the community gallery, newest first. */
export function getGallery(request: PageRequest): Promise<BoardsPage> {
  return api<BoardsPage>(`get_products_all/?${query(request)}`, { signal: request.signal });
}

/** GET /api/get_products_by_email/: the signed-in user's boards (the server takes the user from the session). */
export function getMyBoards(request: PageRequest): Promise<BoardsPage> {
  return api<BoardsPage>(`get_products_by_email/?${query(request)}`, { signal: request.signal });
}

/** Page 1, then the next page by the server's cursor; none once a page comes back short or without a cursor. */
function boardPagesOptions(which: 'gallery' | 'mine', fetchPage: (request: PageRequest) => Promise<BoardsPage>) {
  return infiniteQueryOptions({
    queryKey: boardKeys.list(which),
    queryFn: ({ pageParam, signal }) => fetchPage({ ...pageParam, signal }),
    initialPageParam: { page: 1, cursor: null } as { page: number; cursor: string | null },
    getNextPageParam: (last, _all, param) =>
      last.boards.length >= PAGE_SIZE && last.next !== null ? { page: param.page + 1, cursor: last.next } : undefined,
  });
}

export const galleryQueryOptions = () => boardPagesOptions('gallery', getGallery);

export const myBoardsQueryOptions = () => ({ ...boardPagesOptions('mine', getMyBoards), enabled: whenSignedIn });
