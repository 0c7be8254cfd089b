import { api } from '../../../lib/api-client';

/** DELETE /api/boards/:id (owner only). */
export async function deleteBoard(id: string): Promise<void> {
  await api<unknown>(`boards/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
