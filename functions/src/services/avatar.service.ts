import {
  AVATAR_MAX_BYTES,
  AVATAR_NOT_IMAGE,
  AVATAR_TOO_LARGE,
  AVATAR_TOO_MANY_PIXELS,
  AVATAR_TOO_MANY_PIXELS_WHOLE,
  type AvatarResponse,
} from '../contracts/accounts.js';
import { blobUrl, contentKey } from '../domain/blob-keys.js';
import { AppError, badRequest } from '../domain/errors.js';
import type { AvatarImages, AvatarProblem } from '../ports/avatar-images.port.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { Identity } from '../ports/sessions.port.js';
import type { UsersRepository } from '../ports/users.port.js';

export interface AvatarDeps {
  users: UsersRepository;
  blobs: BlobStore;
  avatars: AvatarImages;
}

export const avatarTooLarge = () => new AppError('too-large', AVATAR_TOO_LARGE, 413);

const PROBLEMS: Record<AvatarProblem, AppError> = {
  'not-image': badRequest(AVATAR_NOT_IMAGE),
  'too-many-pixels': new AppError('too-large', AVATAR_TOO_MANY_PIXELS, 413),
  'too-many-pixels-whole': new AppError('too-large', AVATAR_TOO_MANY_PIXELS_WHOLE, 413),
};

/**
 * PUT /api/profile-image: the caller's new avatar. The bytes decide whether it is a picture (not the Content-Type),
 * and its header whether it is within the pixel caps (413 before decoding when not);
 * it is stored resized as a content-addressed file and the profile points at it. The profile holds the file's key,
 * never the image.
 */
export async function uploadAvatar(deps: AvatarDeps, identity: Identity, upload: Buffer): Promise<AvatarResponse> {
  if (upload.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  const avatar = upload.length ? await deps.avatars.square(upload) : { problem: 'not-image' as const };
  if ('problem' in avatar) throw PROBLEMS[avatar.problem];
  const path = contentKey('avatars', avatar.data, avatar.contentType);
  await deps.blobs.put(path, avatar.data, avatar.contentType);
  await deps.users.setImage(identity.uid, identity.email, path);
  return { image: blobUrl(path) };
}
