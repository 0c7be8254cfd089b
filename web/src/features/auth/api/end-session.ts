import { api } from '../../../lib/api-client';
import { currentSessionToken, setSessionToken } from '../../../lib/session';

/**
 * Sign-out: forgets the session here at once and asks the server (POST /api/logout) to revoke it, so that a copy of
 * the token stops working too. The request outlives a page change; an already ended session has nothing to revoke.
 */
export async function endSession(): Promise<void> {
  const token = currentSessionToken();
  setSessionToken(null);
  if (!token) return;
  await api('logout', { method: 'POST', token, keepalive: true, quiet: true }).catch(() => undefined);
}
