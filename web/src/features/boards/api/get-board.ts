import type { Board } from '@contracts/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

/** GET /api/boards/:id. */
function getBoard(id: string, signal?: AbortSignal): Promise<Board> {
  return api<Board>(`boards/${encodeURIComponent(id)}`, { signal });
}

const boardQueryOptions = (id: string) => queryOptions({ queryKey: boardKeys.detail(id), queryFn: ({ signal }) => getBoard(id, signal) });

type BoardState = { state: 'loading' } | { state: 'ready'; board: Board } | { state: 'missing' } | { state: 'error'; message: string };

/** The board named in the address. An owner's change (visibility, layout) updates the cached board. */
export function useBoard(id: string | undefined): BoardState {
  const query = useQuery({ ...boardQueryOptions(id ?? ''), enabled: Boolean(id) });
  if (!id) return { state: 'missing' };
  if (query.data) return { state: 'ready', board: query.data };
  if (query.error instanceof ApiError && query.error.status === 404) return { state: 'missing' };
  if (query.error) return { state: 'error', message: `Error: ${query.error.message}` };
  return { state: 'loading' };
}
