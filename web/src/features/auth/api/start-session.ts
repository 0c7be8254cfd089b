import type { LoginResponse } from '@contracts/session';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { setSessionToken } from '../../../lib/session';
import { providerSignOut } from '../lib/provider';

/** POST /api/login: exchanges the provider's ID token for the product session token and stores it as `jwt`. */
export async function startSession(idToken: string): Promise<void> {
  const { token } = await api<z.infer<typeof LoginResponse>>('login', { body: { idToken } });
  setSessionToken(token);
  await providerSignOut();
}
