import type { BoardsPage } from '@contracts/boards';
import { api } from '../../../lib/api-client';

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
