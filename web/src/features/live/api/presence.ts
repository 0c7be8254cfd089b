import { api } from '../../../lib/api-client';

/** POST /api/boards/:id/presence: the caller is on the board (said again every PRESENCE_HEARTBEAT_MS). */
export function sendHeartbeat(boardId: string): Promise<void> {
  return api<void>(`boards/${encodeURIComponent(boardId)}/presence`, { method: 'POST', quiet: true });
}

/** DELETE /api/boards/:id/presence: the caller left (also as the page closes). */
export function sendLeave(boardId: string): Promise<void> {
  return api<void>(`boards/${encodeURIComponent(boardId)}/presence`, { method: 'DELETE', quiet: true, keepalive: true });
}
