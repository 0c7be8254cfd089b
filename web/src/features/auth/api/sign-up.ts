import type { SignUpRequest } from '@contracts/accounts';
import { api } from '../../../lib/api-client';

/** POST /api/sign_up: writes the profile of the account just created on the provider, proven by its ID token. */
export async function signUp(idToken: string, body: SignUpRequest): Promise<void> {
  await api<unknown>('sign_up', { body, token: idToken });
}
