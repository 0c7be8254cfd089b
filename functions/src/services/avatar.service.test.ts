import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_NOT_IMAGE, AVATAR_TOO_LARGE } from '../contracts/accounts.js';
import type { AvatarImages } from '../ports/avatar-images.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { memoryBlobs } from '../testing/memory-repositories.js';
import { uploadAvatar } from './avatar.service.js';

function fakes(readable: boolean) {
  const blobs = memoryBlobs();
  const images = new Map<string, string>();
  const users = { setImage: async (uid: string, _email: string | null, path: string) => void images.set(uid, path) } as UsersRepository;
  const avatars: AvatarImages = {
    square: async (upload) =>
      readable ? { data: Buffer.concat([upload, Buffer.from('!')]), contentType: 'image/webp' } : { problem: 'not-image' },
  };
  return { deps: { blobs, users, avatars }, files: blobs.files, images };
}

const ann = { uid: 'ann', email: 'ann@example.com', emailVerified: true };

describe('uploadAvatar', () => {
  it('stores the squared picture as a file and points the profile at it', async () => {
    const { deps, files, images } = fakes(true);
    const { image } = await uploadAvatar(deps, ann, Buffer.from('picture'));
    const path = images.get('ann')!;
    expect(image).toBe(`/api/files/${path}`);
    expect(path).toMatch(/^avatars\/[a-f0-9]{32}\.webp$/);
    expect(files.get(path)?.data.toString()).toBe('picture!');
  });

  it('refuses bytes that are not a picture, an empty upload and one over 5 MB, writing nothing', async () => {
    const unreadable = fakes(false);
    await expect(uploadAvatar(unreadable.deps, ann, Buffer.from('text'))).rejects.toMatchObject({ status: 400, message: AVATAR_NOT_IMAGE });
    const readable = fakes(true);
    await expect(uploadAvatar(readable.deps, ann, Buffer.alloc(0))).rejects.toMatchObject({ status: 400, message: AVATAR_NOT_IMAGE });
    await expect(uploadAvatar(readable.deps, ann, Buffer.alloc(AVATAR_MAX_BYTES + 1))).rejects.toMatchObject({
      status: 413,
      message: AVATAR_TOO_LARGE,
    });
    expect([unreadable.files.size, unreadable.images.size, readable.files.size, readable.images.size]).toEqual([0, 0, 0, 0]);
  });
});
