import type { Board } from '@contracts/boards';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { liveKeys } from './live-keys';

/** GET /api/shared-boards: the boards the caller co-edits. */
function getSharedBoards(signal?: AbortSignal): Promise<{ boards: Board[] }> {
  return api<{ boards: Board[] }>('shared-boards', { signal });
}

export function useSharedBoards(enabled: boolean) {
  return useQuery({ queryKey: liveKeys.shared, queryFn: ({ signal }) => getSharedBoards(signal), enabled });
}
