import type { AvatarResponse } from '@contracts/accounts';
import { api } from '../../../lib/api-client';

/** PUT /api/profile-image: the chosen file as the body; the server checks it, resizes it and answers its URL. */
export function uploadAvatar(file: File): Promise<AvatarResponse> {
  return api<AvatarResponse>('profile-image', { method: 'PUT', body: file });
}
