import type { UnsavedGenerations } from '@contracts/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { boardKeys } from './board-keys';

/** GET /api/unsaved-generations: the signed-in user's boards of the last week that were made and not saved. */
function getUnsavedGenerations(signal?: AbortSignal): Promise<UnsavedGenerations> {
  return api<UnsavedGenerations>('unsaved-generations', { signal });
}

/** Under the board lists' key, so that a save (which invalidates them) takes the saved board off the strip. */
const unsavedGenerationsQueryOptions = () =>
  queryOptions({
    queryKey: [...boardKeys.lists, 'unsaved'] as const,
    queryFn: ({ signal }) => getUnsavedGenerations(signal),
    enabled: whenSignedIn,
  });

export function useUnsavedGenerations() {
  return useQuery(unsavedGenerationsQueryOptions());
}
