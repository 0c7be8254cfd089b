import { IMAGE_URL_MISSING, type GenerateImageResponse } from '@contracts/generation';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

/** Paints the room of a generated board; answers the image's URL. */
export async function generateImage(generationId: string): Promise<string> {
  const response = await api<Partial<GenerateImageResponse> & { imageUrl?: string }>('generate-image', {
    method: 'POST',
    body: { generationId },
    appCheck: true,
  });
  const url = response.image_url ?? response.imageUrl;
  if (!url) throw new Error(IMAGE_URL_MISSING);
  return url;
}

/** One call per generation, even when the page mounts twice (StrictMode, back and forth): later callers share it. */
const started = new Map<string, Promise<string>>();

function generateOnce(generationId: string): Promise<string> {
  let call = started.get(generationId);
  if (!call) {
    call = generateImage(generationId);
    started.set(generationId, call);
    call.catch(() => started.delete(generationId));
  }
  return call;
}

export type BoardImage =
  { state: 'ready'; url: string } | { state: 'generating' } | { state: 'error'; message: string } | { state: 'none' };

/** The board's picture: the stored one, or generate-image once when there is none yet. `retry` asks again after a failure. */
export function useBoardImage(generationId: string | null, storedUrl: string | null | undefined): { image: BoardImage; retry: () => void } {
  const [result, setResult] = useState<{ id: string; attempt: number; image: BoardImage } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!generationId || storedUrl !== null) return;
    let live = true;
    generateOnce(generationId).then(
      (url) => live && setResult({ id: generationId, attempt, image: { state: 'ready', url } }),
      (error: unknown) =>
        live &&
        setResult({
          id: generationId,
          attempt,
          image: { state: 'error', message: `Error: ${error instanceof Error ? error.message : String(error)}` },
        }),
    );
    return () => {
      live = false;
    };
  }, [generationId, storedUrl, attempt]);

  let image: BoardImage;
  if (!generationId || storedUrl === undefined) image = { state: 'none' };
  else if (storedUrl) image = { state: 'ready', url: storedUrl };
  else if (result && result.id === generationId && result.attempt === attempt) image = result.image;
  else image = { state: 'generating' };
  return { image, retry: () => setAttempt((n) => n + 1) };
}
