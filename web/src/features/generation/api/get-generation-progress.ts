import { GENERATION_STEPS, type GenerationProgress } from '@contracts/generation';
import { api } from '../../../lib/api-client';

/** The progress of a generation now, as JSON (the progress endpoint without `Accept: text/event-stream`). */
export function getGenerationProgress(id: string, signal?: AbortSignal): Promise<GenerationProgress> {
  return api<GenerationProgress>(`generation-progress/${encodeURIComponent(id)}`, { signal });
}

/** How far a progress report is, so that a late answer never moves the Loader backwards. */
export function progressRank(progress: GenerationProgress): number {
  return GENERATION_STEPS.indexOf(progress.status) * 1000 + progress.cutoutsDone;
}

/**
 * Polls the progress while the board is written: Firebase Hosting rewrites buffer streamed responses, so
 * server-sent events may only arrive at the end. A 404 before the job exists is expected and skipped.
 * Returns the function that stops polling.
 */
export function pollGenerationProgress(id: string, onProgress: (progress: GenerationProgress) => void, everyMs = 300): () => void {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      onProgress(await getGenerationProgress(id, abort.signal));
    } catch {
      // not there yet, or a hiccup: the next tick asks again
    }
    if (!abort.signal.aborted) timer = setTimeout(tick, everyMs);
  };
  timer = setTimeout(tick, 100);
  return () => {
    abort.abort();
    clearTimeout(timer);
  };
}
