import type { Board } from '@contracts/boards';
import { useInfiniteQuery } from '@tanstack/react-query';
import { galleryQueryOptions, myBoardsQueryOptions } from '../api/get-boards';
import { mergeById } from '../model/board-view';

export interface BoardPages {
  boards: Board[];
  loading: boolean;
  error: string | null;
  /** False once a page came back shorter than the page size (or the server said there is no next page). */
  hasMore: boolean;
  loadMore: () => void;
}

/** Pages of boards (the gallery, or the signed-in user's): Load More appends the next page, skipping ids already shown. */
export function useBoardPages(which: 'gallery' | 'mine'): BoardPages {
  const query = useInfiniteQuery(which === 'gallery' ? galleryQueryOptions() : myBoardsQueryOptions());
  const boards = (query.data?.pages ?? []).reduce<Board[]>((shown, page) => mergeById(shown, page.boards), []);
  return {
    boards,
    loading: query.isPending ? query.fetchStatus !== 'idle' : query.isFetchingNextPage,
    error: query.error ? `Error: ${query.error.message}` : null,
    hasMore: query.hasNextPage && !query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
  };
}
