import { api } from './api-client';

/** POST /api/live-token: a sign-in token for the Firebase web SDK, so that the rules know the listener's user. */
export async function getLiveToken(): Promise<string> {
  return (await api<{ token: string }>('live-token', { method: 'POST', quiet: true })).token;
}
