import type { Board } from '@contracts/boards';
import { useInfiniteQuery } from '@tanstack/react-query';
import { galleryQueryOptions, memberBoardsQueryOptions, myBoardsQueryOptions, type GalleryFilters } from '../api/get-boards';
import { mergeById } from '../model/board-view';

export interface BoardPages {
  boards: Board[];
  loading: boolean;
  error: string | null;
  /** False once a page came back shorter than the page size (or the server said there is no next page). */
  hasMore: boolean;
  loadMore: () => void;
}

type BoardList = 'gallery' | 'mine' | { member: string } | { gallery: GalleryFilters };

function options(which: BoardList) {
  if (which === 'gallery') return galleryQueryOptions();
  if (which === 'mine') return myBoardsQueryOptions();
  return 'member' in which ? memberBoardsQueryOptions(which.member) : galleryQueryOptions(which.gallery);
}

/**
 * Pages of boards (the gallery with its filters, the signed-in user's, or a member's public ones): Load More appends
 * the next page, skipping ids already shown.
 */
export function useBoardPages(which: BoardList): BoardPages {
  const query = useInfiniteQuery(options(which));
  const boards = (query.data?.pages ?? []).reduce<Board[]>((shown, page) => mergeById(shown, page.boards), []);
  return {
    boards,
    loading: query.isPending ? query.fetchStatus !== 'idle' : query.isFetchingNextPage,
    error: query.error ? `Error: ${query.error.message}` : null,
    hasMore: query.hasNextPage && !query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
  };
}
