import type { ThreadKind } from '@contracts/messages';
import { api } from '../../../lib/api-client';

/** POST /api/threads/:kind/:id/read: the member has seen the thread (its notification is read too). */
export function markThreadRead(kind: ThreadKind, id: string): Promise<{ unread: number }> {
  return api<{ unread: number }>(`threads/${kind}/${encodeURIComponent(id)}/read`, { method: 'POST', quiet: true });
}
