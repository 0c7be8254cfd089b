import { GenerationProgress } from '@contracts/generation';

/**
 * Follows a generation's progress: server-sent events from GET /api/generation-progress/:id.
 * EventSource cannot send headers, so the session token travels in the query, as the API asks.
 * Progress only decorates the loader: the generate call's answer decides the outcome, so a broken stream is ignored.
 * Returns the function that stops listening.
 */
export function followGenerationProgress(id: string, token: string, onProgress: (progress: GenerationProgress) => void): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(`/api/generation-progress/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`);
  const onEvent = (event: MessageEvent<string>) => {
    try {
      const parsed = GenerationProgress.safeParse(JSON.parse(event.data));
      if (parsed.success && parsed.data.id === id) onProgress(parsed.data);
    } catch {
      // a keep-alive or a line that is not JSON: nothing to show
    }
  };
  source.addEventListener('message', onEvent);
  source.addEventListener('progress', onEvent);
  return () => source.close();
}
