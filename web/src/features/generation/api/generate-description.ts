import { CUTOUTS_MISSING } from '@contracts/choices';
import type { GenerateDescriptionRequest, GenerateDescriptionResponse, Generation, GenerationProgress } from '@contracts/generation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, ApiError } from '../../../lib/api-client';
import { notifyFailure, pleaseLogin } from '../../../lib/error-policy';
import { currentSessionToken } from '../../../lib/session';
import type { RoomFunction, RoomStyle } from '../model/steps';
import { generationKey } from './get-generation';
import { generationImageQueryOptions } from './generate-image';
import { pollGenerationProgress, progressRank } from './get-generation-progress';

/**
 * Writes a board (title, description, palette, cutouts) from the chosen products. The server trusts only their ids.
 * It answers the whole generation beyond the spec's fields: the board screen then shows it without asking again.
 */
async function generateDescription(request: GenerateDescriptionRequest): Promise<GenerateDescriptionResponse & Partial<Generation>> {
  const response = await api<GenerateDescriptionResponse & Partial<Generation>>('generate-description/', {
    method: 'POST',
    body: request,
    appCheck: true,
  });
  if (!Array.isArray(response.background_removed_images) || response.background_removed_images.length === 0)
    throw new Error(CUTOUTS_MISSING);
  return response;
}

/** Whether generate-description answered the whole generation (the board screen's fields), not only the spec's. */
const isWholeGeneration = (response: GenerateDescriptionResponse & Partial<Generation>): response is Generation =>
  Array.isArray(response.products) && typeof response.function_name === 'string' && response.image_url !== undefined;

/** What a board is made from: the room choice and the chosen products. */
export interface BoardInput {
  function_name: RoomFunction;
  size: string;
  style: RoomStyle;
  products: ReadonlyArray<{ id: string; Title: string }>;
}

/**
 * Why the server would not make a board now, shown by the Loader until the user goes back: a limit or the day's budget
 * (429, `retryAfter` seconds), an e-mail still to verify, or a request App Check refused.
 */
export interface GenerationRefusal {
  code: 'rate-limited' | 'email-unverified' | 'app-check';
  message: string;
  retryAfter?: number;
}

interface BoardGenerator {
  /** Makes a board and opens it; resolves true when the board page was reached. */
  start: (input: BoardInput) => Promise<boolean>;
  running: boolean;
  progress: GenerationProgress | null;
  refusal: GenerationRefusal | null;
  /** Asks again with the last input (after the user verified their e-mail). */
  retry: () => Promise<boolean>;
  /** Closes the Loader's refusal: back to the page. */
  dismiss: () => void;
}

function refusalOf(error: unknown): GenerationRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const { code, retryAfter } = error.body;
  const known =
    error.status === 429 ? 'rate-limited' : error.status === 403 && (code === 'email-unverified' || code === 'app-check') ? code : null;
  if (!known) return null;
  return {
    code: known,
    message: error.message,
    ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
  };
}

/**
 * Generation as the spec runs it: not signed in → 'Please Login.' and home; otherwise a full-page loader
 * that polls the server's progress while the board is written, then /BoardDetail?id=. Failures alert
 * 'Error: ' and the message, except a refusal (a limit, the day's budget, an e-mail to verify), which the Loader shows
 * in place until the user goes back. The loading state always ends.
 */
export function useGenerateBoard(): BoardGenerator {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const [refusal, setRefusal] = useState<GenerationRefusal | null>(null);
  const [lastInput, setLastInput] = useState<BoardInput | null>(null);
  const generate = useMutation({
    mutationFn: generateDescription,
    meta: {
      signInRequired: true,
      // A refusal stays on the Loader until the user goes back; any other failure is the notice 'Error: <message>'.
      onFailure: (error) => {
        const refused = refusalOf(error);
        if (refused) setRefusal(refused);
        else notifyFailure(error);
      },
    },
  });
  const { mutateAsync: describe } = generate;

  const start = useCallback(
    async (input: BoardInput) => {
      if (!currentSessionToken()) {
        pleaseLogin();
        return false;
      }
      const generationId = crypto.randomUUID();
      setProgress(null);
      setRefusal(null);
      setLastInput(input);
      setRunning(true);
      const show = (next: GenerationProgress) => {
        setProgress((shown) => (shown && progressRank(shown) >= progressRank(next) ? shown : next));
      };
      const stopPolling = pollGenerationProgress(generationId, show);
      try {
        const board = await describe({
          generationId,
          function_name: input.function_name,
          size: input.size,
          style: input.style,
          selections: input.products.map((product) => product.Title).filter((title) => title.trim() !== ''),
          selectedProducts: input.products.map((product) => ({ id: product.id })),
        });
        // The board screen shows this answer from the cache instead of asking for the generation again.
        if (isWholeGeneration(board)) client.setQueryData(generationKey(generationId), board);
        stopPolling();
        // The picture is painted while the board screen opens (it shares the one call through the cache).
        if (!board.image_url) void client.prefetchQuery(generationImageQueryOptions(generationId));
        void navigate(`/BoardDetail?id=${encodeURIComponent(generationId)}`);
        return true;
      } catch {
        // Told by the error policy (the mutation's meta above).
        return false;
      } finally {
        stopPolling();
        setRunning(false);
      }
    },
    [navigate, client, describe],
  );

  const retry = useCallback(() => (lastInput ? start(lastInput) : Promise.resolve(false)), [lastInput, start]);
  const dismiss = useCallback(() => setRefusal(null), []);
  return { start, running, progress, refusal, retry, dismiss };
}
