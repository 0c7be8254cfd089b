import type { BoardVisibility, SaveBoardResponse } from '@contracts/boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

/** POST /api/save-products: the spec's one-board array; the server takes everything but the id and visibility from the generation. */
function saveBoard(generationId: string, visibility: BoardVisibility): Promise<SaveBoardResponse> {
  return api<SaveBoardResponse>('save-products/', { body: [{ generationId, visibility }] });
}

/** Idle → saving → idle, in all cases (spec section 4); the error stays shown until the next try. The lists refresh. */
export function useSaveBoard() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ generationId, visibility }: { generationId: string; visibility: BoardVisibility }) =>
      saveBoard(generationId, visibility),
    onSuccess: () => client.invalidateQueries({ queryKey: boardKeys.lists }),
    onError: (error) => console.error('Board save failed', error),
  });
  return {
    /** Resolves the saved board, or null when the save failed. */
    save: (generationId: string, visibility: BoardVisibility) => mutation.mutateAsync({ generationId, visibility }).catch(() => null),
    saving: mutation.isPending,
    error: mutation.error ? `The board could not be saved: ${mutation.error.message}` : null,
  };
}
