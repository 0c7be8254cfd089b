import type { Board } from '@contracts/boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/error-policy';
import { boardKeys } from './board-keys';

/**
 * PUT /api/boards/:id/products (owner only): the board's products from now on, in order; the server makes the board
 * again from them (picture, words, palette) and answers it. `generationId` names the new generation, so that its
 * progress can be followed while the call runs. `swap`: a designer's swap, accepted; the board keeps its title,
 * description and room, and the new product stands where the old one stood.
 */
export function editBoardProducts(id: string, productIds: string[], generationId: string, swap = false): Promise<Board> {
  return api<Board>(`boards/${encodeURIComponent(id)}/products`, {
    method: 'PUT',
    body: swap ? { productIds, generationId, swap } : { productIds, generationId },
    appCheck: true,
  });
}

/** The board shown takes the server's answer; the lists (whose cards show its picture and title) are asked again. */
export function useEditBoardProducts() {
  const client = useQueryClient();
  return useMutation({
    meta: { onFailure: notifyFailure },
    mutationFn: ({ id, productIds, generationId }: { id: string; productIds: string[]; generationId: string }) =>
      editBoardProducts(id, productIds, generationId),
    onSuccess: (board) => {
      client.setQueryData(boardKeys.detail(board.id), board);
      return client.invalidateQueries({ queryKey: boardKeys.lists });
    },
  });
}
