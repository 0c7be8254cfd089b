import {
  CUTOUTS_MISSING,
  type GenerateDescriptionRequest,
  type GenerateDescriptionResponse,
  type Generation,
  type GenerationProgress,
} from '@contracts/generation';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, ApiError, isHandled } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { queryClient } from '../../../lib/react-query';
import { currentSessionToken } from '../../../lib/session';
import type { RoomFunction, RoomStyle } from '../model/steps';
import { generationKey } from './get-generation';
import { getGenerationProgress, pollGenerationProgress, progressRank } from './get-generation-progress';

export const PLEASE_LOGIN = 'Please Login.';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Writes a board (title, description, palette, cutouts) from the chosen products. The server trusts only their ids.
 * It answers the whole generation beyond the spec's fields: the board screen then shows it without asking again.
 */
export async function generateDescription(request: GenerateDescriptionRequest): Promise<GenerateDescriptionResponse> {
  const response = await api<GenerateDescriptionResponse & Partial<Generation>>('generate-description/', { method: 'POST', body: request });
  if (!Array.isArray(response.background_removed_images) || response.background_removed_images.length === 0)
    throw new Error(CUTOUTS_MISSING);
  if (Array.isArray(response.products) && response.function_name !== undefined)
    queryClient.setQueryData(generationKey(response.id), response as Generation);
  return response;
}

/** What a board is made from: the room choice and the chosen products. */
export interface BoardInput {
  function_name: RoomFunction;
  size: string;
  style: RoomStyle;
  products: ReadonlyArray<{ id: string; Title: string }>;
}

export interface BoardGenerator {
  /** Makes a board and opens it; resolves true when the board page was reached. */
  start: (input: BoardInput) => Promise<boolean>;
  running: boolean;
  progress: GenerationProgress | null;
}

/**
 * Generation as the spec runs it: not signed in → 'Please Login.' and home; otherwise a full-page loader
 * that polls the server's progress while the board is written, then /BoardDetail?id=. Failures alert
 * 'Error: ' and the message. The loading state always ends.
 */
export function useGenerateBoard(): BoardGenerator {
  const navigate = useNavigate();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<GenerationProgress | null>(null);

  const start = useCallback(
    async (input: BoardInput) => {
      if (!currentSessionToken()) {
        notify(PLEASE_LOGIN, 'error');
        void navigate('/');
        return false;
      }
      const generationId = crypto.randomUUID();
      setProgress(null);
      setRunning(true);
      let heard = false;
      const show = (next: GenerationProgress) => {
        heard = true;
        setProgress((shown) => (shown && progressRank(shown) >= progressRank(next) ? shown : next));
      };
      const stopPolling = pollGenerationProgress(generationId, show);
      try {
        await generateDescription({
          generationId,
          function_name: input.function_name,
          size: input.size,
          style: input.style,
          selections: input.products.map((product) => product.Title).filter((title) => title.trim() !== ''),
          selectedProducts: input.products.map((product) => ({ id: product.id })),
        });
        stopPolling();
        // A fast board can be written before the first report arrives: then show where the server is before leaving.
        if (!heard) {
          await Promise.race([getGenerationProgress(generationId).then(show, () => {}), pause(4000)]);
          await pause(300);
        }
        void navigate(`/BoardDetail?id=${encodeURIComponent(generationId)}`);
        return true;
      } catch (error) {
        if (isHandled(error)) return false;
        if (error instanceof ApiError && error.status === 401) {
          notify(PLEASE_LOGIN, 'error');
          void navigate('/');
        } else notify(`Error: ${error instanceof Error ? error.message : String(error)}`, 'error');
        return false;
      } finally {
        stopPolling();
        setRunning(false);
      }
    },
    [navigate],
  );

  return { start, running, progress };
}
