import { IMAGE_URL_MISSING } from '@contracts/choices';
import type { GenerateImageResponse, Generation } from '@contracts/generation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { generationKey } from './get-generation';

/** Paints the room of a generated board; answers the image's URL. */
async function generateImage(generationId: string): Promise<string> {
  const response = await api<Partial<GenerateImageResponse> & { imageUrl?: string }>('generate-image', {
    method: 'POST',
    body: { generationId },
    appCheck: true,
  });
  const url = response.image_url ?? response.imageUrl;
  if (!url) throw new Error(IMAGE_URL_MISSING);
  return url;
}

/** The picture of a generation, painted once: the cache shares the one call between mounts (StrictMode, back and forth). */
export const generationImageQueryOptions = (generationId: string) =>
  queryOptions({
    queryKey: [...generationKey(generationId), 'image'] as const,
    queryFn: async ({ client }) => {
      const url = await generateImage(generationId);
      // The cached generation now has its picture (the save screen reads it there), even when the page has moved on.
      client.setQueryData<Generation>(generationKey(generationId), (generation) => generation && { ...generation, image_url: url });
      return url;
    },
    // A paid write: asked again only when the user says so (Try again).
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

type BoardImage = { state: 'ready'; url: string } | { state: 'generating' } | { state: 'error'; message: string } | { state: 'none' };

/** The board's picture: the stored one, or generate-image once when there is none yet. `retry` asks again after a failure. */
export function useBoardImage(generationId: string | null, storedUrl: string | null | undefined): { image: BoardImage; retry: () => void } {
  const query = useQuery({ ...generationImageQueryOptions(generationId ?? ''), enabled: Boolean(generationId) && storedUrl === null });
  const url = query.data;

  let image: BoardImage;
  if (!generationId || storedUrl === undefined) image = { state: 'none' };
  else if (storedUrl) image = { state: 'ready', url: storedUrl };
  else if (url) image = { state: 'ready', url };
  else if (query.error && !query.isFetching) image = { state: 'error', message: `Error: ${query.error.message}` };
  else image = { state: 'generating' };
  return { image, retry: () => void query.refetch() };
}
