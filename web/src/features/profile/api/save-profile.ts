import type { AccountForm, ProfileForm } from '@contracts/accounts';
import { api } from '../../../lib/api-client';

/** PUT /api/save-profile: the billing address, with the Edit Profile fields when the user comes from there. */
export async function saveProfile(body: AccountForm & Partial<ProfileForm> & { email?: string }): Promise<void> {
  await api<unknown>('save-profile', { method: 'PUT', body });
}
