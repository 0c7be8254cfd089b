import type { Board } from '@contracts/boards';
import type { RoomLayout } from '@contracts/designer';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardKeys } from './board-keys';

/** PUT /api/boards/:id/layout (owner only): the room designer's layout, restored on reload. */
export function saveBoardLayout(id: string, layout: RoomLayout, { keepalive = false } = {}): Promise<Board> {
  return api<Board>(`boards/${encodeURIComponent(id)}/layout`, { method: 'PUT', body: layout, keepalive });
}

/**
 * Saves the layout and keeps the cached board in step, so that coming back to it shows the saved room. The designer
 * debounces and retries its own saves (and sends the last one as the page closes), so this is a plain call.
 */
export function useSaveBoardLayout(id: string) {
  const client = useQueryClient();
  return async (layout: RoomLayout, options?: { keepalive?: boolean }) => {
    const board = await saveBoardLayout(id, layout, options);
    client.setQueryData(boardKeys.detail(board.id), board);
  };
}
