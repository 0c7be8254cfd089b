import type { Board } from '@contracts/boards';
import type { RoomLayout } from '@contracts/designer';
import type { LayoutEdits } from '@contracts/live-layout';
import { api } from '../../../lib/api-client';

/** PUT /api/boards/:id/layout with what this save edited and the versions it was based on (owner and co-editors). */
export function saveLiveLayout(boardId: string, layout: RoomLayout, base: LayoutEdits, { keepalive = false } = {}): Promise<Board> {
  return api<Board>(`boards/${encodeURIComponent(boardId)}/layout`, { method: 'PUT', body: { ...layout, base }, keepalive });
}
