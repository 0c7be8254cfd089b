import type { Generation } from '@contracts/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

/** GET /api/generations/:id: a generated board (not yet saved), for the board page, its reloads and the save screen. */
function getGeneration(id: string, signal?: AbortSignal): Promise<Generation> {
  return api<Generation>(`generations/${encodeURIComponent(id)}`, { signal });
}

export const generationKey = (id: string) => ['generations', id] as const;

const generationQueryOptions = (id: string) =>
  queryOptions({ queryKey: generationKey(id), queryFn: ({ signal }) => getGeneration(id, signal) });

type GenerationState = { state: 'loading' } | { state: 'ready'; generation: Generation } | { state: 'error'; message: string };

/** Loads the board named in the address; a signed-out visitor is sent home with 'Please Login.' (the error policy). */
export function useGeneration(id: string | null): GenerationState {
  const query = useQuery({ ...generationQueryOptions(id ?? ''), enabled: Boolean(id), meta: { signInRequired: true } });
  // On its way to another page (home, or /loginPage after an ended session).
  const signedOut = query.error instanceof ApiError && query.error.status === 401;

  if (!id) return { state: 'error', message: 'No board yet.' };
  if (query.data) return { state: 'ready', generation: query.data };
  if (query.error && !signedOut) return { state: 'error', message: `Error: ${query.error.message}` };
  return { state: 'loading' };
}
