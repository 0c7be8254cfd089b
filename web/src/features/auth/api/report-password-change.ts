import { api } from '../../../lib/api-client';

/**
 * POST /api/password-changed, with the session the change just started: the server mails the member's address a notice
 * of the change. The change is made whatever this answers, so a failure here is not the member's to see.
 */
export async function reportPasswordChange(): Promise<void> {
  await api('password-changed', { method: 'POST', quiet: true }).catch(() => undefined);
}
