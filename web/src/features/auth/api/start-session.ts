import type { LoginResponse } from '@contracts/session';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { setSessionToken } from '../../../lib/session';
import { providerSignOut } from '../lib/provider';

/** The server's `code` for an ID token from a sign-in too long ago: the web then signs in afresh. */
export const SIGN_IN_TOO_OLD = 'sign-in-too-old';

/** POST /api/login: exchanges the provider's ID token for the product session token and stores it as `jwt`. */
export async function startSession(idToken: string): Promise<void> {
  const { token } = await api<z.infer<typeof LoginResponse>>('login', { body: { idToken } });
  setSessionToken(token);
  await providerSignOut();
}
