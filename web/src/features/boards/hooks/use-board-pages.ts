import type { Board, BoardsPage } from '@contracts/boards';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE, type PageRequest } from '../api/get-boards';
import { mergeById } from '../model/board-view';

export interface BoardPages {
  boards: Board[];
  loading: boolean;
  error: string | null;
  /** False once a page came back shorter than the page size (or the server said there is no next page). */
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * Pages of boards: page 1 on mount, then Load More appends the next page (by the server's cursor), skipping ids
 * already shown. `enabled` false (e.g. signed out) loads nothing.
 */
export function useBoardPages(fetchPage: (request: PageRequest) => Promise<BoardsPage>, enabled = true): BoardPages {
  const [boards, setBoards] = useState<Board[]>([]);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const next = useRef<{ page: number; cursor: string | null }>({ page: 1, cursor: null });
  const abort = useRef<AbortController | null>(null);

  const load = useCallback(
    (page: number, cursor: string | null) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setLoading(true);
      setError(null);
      fetchPage({ page, cursor, signal: controller.signal }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          setBoards((shown) => (page === 1 ? mergeById([], answer.boards) : mergeById(shown, answer.boards)));
          next.current = { page: page + 1, cursor: answer.next };
          setHasMore(answer.boards.length >= PAGE_SIZE && answer.next !== null);
          setLoading(false);
        },
        (caught: unknown) => {
          if (controller.signal.aborted) return;
          setError(`Error: ${caught instanceof Error ? caught.message : String(caught)}`);
          setLoading(false);
        },
      );
    },
    [fetchPage],
  );

  useEffect(() => {
    if (!enabled) return;
    load(1, null);
    return () => abort.current?.abort();
  }, [enabled, load]);

  const loadMore = useCallback(() => load(next.current.page, next.current.cursor), [load]);
  return { boards, loading, error, hasMore, loadMore };
}
