import type { Board } from '@contracts/boards';
import type { RoomLayout } from '@contracts/designer';
import { api } from '../../../lib/api-client';

/** PUT /api/boards/:id/layout (owner only): the room designer's layout, restored on reload. */
export function saveBoardLayout(id: string, layout: RoomLayout, { keepalive = false } = {}): Promise<Board> {
  return api<Board>(`boards/${encodeURIComponent(id)}/layout`, { method: 'PUT', body: layout, keepalive });
}
