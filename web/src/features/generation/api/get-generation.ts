import type { Generation } from '@contracts/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

export const PLEASE_LOGIN = 'Please Login.';

/** GET /api/generations/:id: a generated board (not yet saved), for the board page, its reloads and the save screen. */
export function getGeneration(id: string, signal?: AbortSignal): Promise<Generation> {
  return api<Generation>(`generations/${encodeURIComponent(id)}`, { signal });
}

export const generationKey = (id: string) => ['generations', id] as const;

export const generationQueryOptions = (id: string) =>
  queryOptions({ queryKey: generationKey(id), queryFn: ({ signal }) => getGeneration(id, signal) });

export type GenerationState = { state: 'loading' } | { state: 'ready'; generation: Generation } | { state: 'error'; message: string };

/** Loads the board named in the address; a signed-out visitor is sent home with 'Please Login.'. */
export function useGeneration(id: string | null): GenerationState {
  const navigate = useNavigate();
  const query = useQuery({ ...generationQueryOptions(id ?? ''), enabled: Boolean(id) });
  const signedOut = query.error instanceof ApiError && query.error.status === 401 && !query.error.handled;
  useEffect(() => {
    if (!signedOut) return;
    notify(PLEASE_LOGIN, 'error');
    void navigate('/');
  }, [signedOut, navigate]);

  if (!id) return { state: 'error', message: 'No board yet.' };
  if (query.data) return { state: 'ready', generation: query.data };
  if (query.error && !signedOut) return { state: 'error', message: `Error: ${query.error.message}` };
  return { state: 'loading' };
}
