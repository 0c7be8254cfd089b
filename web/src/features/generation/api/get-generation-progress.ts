import { GENERATION_STEPS } from '@contracts/choices';
import type { GenerationProgress } from '@contracts/generation';
import { api, ApiError } from '../../../lib/api-client';

/** The progress of a generation now: GET /api/generation-progress/:id on the light API, the session in the header. */
function getGenerationProgress(id: string, signal?: AbortSignal): Promise<GenerationProgress> {
  return api<GenerationProgress>(`generation-progress/${encodeURIComponent(id)}`, { signal });
}

/** How far a progress report is, so that a late answer never moves the Loader backwards. */
export function progressRank(progress: GenerationProgress): number {
  return GENERATION_STEPS.indexOf(progress.status) * 1000 + progress.cutoutsDone;
}

/** After a 429 (too many polls), the next poll waits this long; the Loader keeps the last progress meanwhile. */
const BACK_OFF_MS = 10_000;

/**
 * The Loader's one progress channel: polls while the board is written, one request at a time. A 404 before the job
 * exists is expected and skipped. Returns the function that stops polling.
 */
export function pollGenerationProgress(id: string, onProgress: (progress: GenerationProgress) => void, everyMs = 1000): () => void {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    let wait = everyMs;
    try {
      onProgress(await getGenerationProgress(id, abort.signal));
    } catch (error) {
      // not there yet, or a hiccup: the next tick asks again
      if (error instanceof ApiError && error.status === 429) wait = BACK_OFF_MS;
    }
    if (!abort.signal.aborted) timer = setTimeout(tick, wait);
  };
  timer = setTimeout(tick, 250);
  return () => {
    abort.abort();
    clearTimeout(timer);
  };
}
