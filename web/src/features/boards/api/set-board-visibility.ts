import type { Board, BoardVisibility } from '@contracts/boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/error-policy';
import { boardKeys } from './board-keys';

/** PATCH /api/boards/:id {visibility} (owner only): public boards show in Inspirations, private ones only to the owner. */
function setBoardVisibility(id: string, visibility: BoardVisibility): Promise<Board> {
  return api<Board>(`boards/${encodeURIComponent(id)}`, { method: 'PATCH', body: { visibility } });
}

/** The board shown takes the server's answer; the lists (the gallery gains or loses it) are asked again. */
export function useSetBoardVisibility() {
  const client = useQueryClient();
  return useMutation({
    meta: { onFailure: notifyFailure },
    mutationFn: ({ id, visibility }: { id: string; visibility: BoardVisibility }) => setBoardVisibility(id, visibility),
    onSuccess: (board) => {
      client.setQueryData(boardKeys.detail(board.id), board);
      return client.invalidateQueries({ queryKey: boardKeys.lists });
    },
  });
}
