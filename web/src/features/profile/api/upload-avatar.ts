import type { AvatarResponse } from '@contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKey, type Profile } from './get-profile';

/** PUT /api/profile-image: the chosen file as the body; the server checks it, resizes it and answers its URL. */
function uploadAvatar(file: File): Promise<AvatarResponse> {
  return api<AvatarResponse>('profile-image', { method: 'PUT', body: file });
}

/** Uploads the avatar; the cached profile shows it at once (the page and the top bar's circle). */
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ image }) => {
      client.setQueryData<Profile | null>(profileKey, (profile) => (profile ? { ...profile, image } : profile));
      return client.invalidateQueries({ queryKey: profileKey });
    },
  });
}
