import type { Board } from '@contracts/boards';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';

/** GET /api/boards/:id. */
export function getBoard(id: string, signal?: AbortSignal): Promise<Board> {
  return api<Board>(`boards/${encodeURIComponent(id)}`, { signal });
}

export type BoardState =
  { state: 'loading' } | { state: 'ready'; board: Board } | { state: 'missing' } | { state: 'error'; message: string };

/** The board named in the address; `replace` swaps in the board an owner action answered. */
export function useBoard(id: string | undefined) {
  const [result, setResult] = useState<{ id: string; value: BoardState } | null>(null);
  useEffect(() => {
    if (!id) return;
    const abort = new AbortController();
    getBoard(id, abort.signal).then(
      (board) => setResult({ id, value: { state: 'ready', board } }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const value: BoardState =
          error instanceof ApiError && error.status === 404
            ? { state: 'missing' }
            : { state: 'error', message: `Error: ${error instanceof Error ? error.message : String(error)}` };
        setResult({ id, value });
      },
    );
    return () => abort.abort();
  }, [id]);
  const replace = useCallback((board: Board) => setResult({ id: board.id, value: { state: 'ready', board } }), []);
  const state: BoardState = !id ? { state: 'missing' } : result?.id === id ? result.value : { state: 'loading' };
  return { ...state, replace } as BoardState & { replace: (board: Board) => void };
}
