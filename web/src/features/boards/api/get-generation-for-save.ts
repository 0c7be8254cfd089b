import type { Generation } from '@contracts/generation';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

/** GET /api/generations/:id: the generated board the save screen lists (its products and whether it has a picture). */
export function getGenerationForSave(id: string, signal?: AbortSignal): Promise<Generation> {
  return api<Generation>(`generations/${encodeURIComponent(id)}`, { signal });
}

export type GenerationForSave = { state: 'loading' } | { state: 'ready'; generation: Generation } | { state: 'error'; message: string };

export function useGenerationForSave(id: string | null): GenerationForSave {
  const [result, setResult] = useState<{ id: string; value: GenerationForSave } | null>(null);
  useEffect(() => {
    if (!id) return;
    const abort = new AbortController();
    getGenerationForSave(id, abort.signal).then(
      (generation) => setResult({ id, value: { state: 'ready', generation } }),
      (error: unknown) => {
        if (!abort.signal.aborted)
          setResult({ id, value: { state: 'error', message: `Error: ${error instanceof Error ? error.message : String(error)}` } });
      },
    );
    return () => abort.abort();
  }, [id]);
  if (!id) return { state: 'error', message: 'No board to save yet. Make a board first.' };
  return result?.id === id ? result.value : { state: 'loading' };
}
