import type { Board, BoardVisibility } from '@contracts/boards';
import { api } from '../../../lib/api-client';

/** PATCH /api/boards/:id {visibility} (owner only): public boards show in Inspirations, private ones only to the owner. */
export function setBoardVisibility(id: string, visibility: BoardVisibility): Promise<Board> {
  return api<Board>(`boards/${encodeURIComponent(id)}`, { method: 'PATCH', body: { visibility } });
}
