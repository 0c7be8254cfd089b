import type { AccountForm, ProfileForm } from '@contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { profileKey } from './get-profile';

type SaveProfileBody = (AccountForm & Partial<ProfileForm> & { email?: string }) | ProfileForm;

/** PUT /api/save-profile: the Edit Profile fields alone, or the billing address (with them when the user comes from there). */
async function saveProfile(body: SaveProfileBody): Promise<void> {
  await api<unknown>('save-profile', { method: 'PUT', body });
}

/** Saves the profile; every screen showing it (the top bar's initial, the forms) asks for it again. */
export function useSaveProfile(meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    meta,
    onSuccess: () => client.invalidateQueries({ queryKey: profileKey }),
  });
}
