import type { Generation } from '@contracts/generation';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { PLEASE_LOGIN, receivedGeneration } from './generate-description';

/** A generated board (not yet saved), for the board page and its reloads. */
export function getGeneration(id: string, signal?: AbortSignal): Promise<Generation> {
  return api<Generation>(`generations/${encodeURIComponent(id)}`, { signal });
}

export type GenerationState = { state: 'loading' } | { state: 'ready'; generation: Generation } | { state: 'error'; message: string };

/**
 * The board named in the address: the one the Loader just received, or else loaded (after a reload); a signed-out
 * visitor is sent home with 'Please Login.'.
 */
export function useGeneration(id: string | null): GenerationState {
  const navigate = useNavigate();
  const [result, setResult] = useState<{ id: string; value: GenerationState } | null>(null);

  useEffect(() => {
    if (!id || receivedGeneration(id)) return;
    const abort = new AbortController();
    getGeneration(id, abort.signal).then(
      (generation) => setResult({ id, value: { state: 'ready', generation } }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401 && error.body.message !== 'Token has expired') {
          notify(PLEASE_LOGIN, 'error');
          void navigate('/');
          return;
        }
        setResult({ id, value: { state: 'error', message: `Error: ${error instanceof Error ? error.message : String(error)}` } });
      },
    );
    return () => abort.abort();
  }, [id, navigate]);

  if (!id) return { state: 'error', message: 'No board yet.' };
  const known = receivedGeneration(id);
  if (known) return { state: 'ready', generation: known };
  return result && result.id === id ? result.value : { state: 'loading' };
}
