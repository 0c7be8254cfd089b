import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_NOT_IMAGE, AVATAR_TOO_LARGE, type ProfileResponse } from '../contracts/accounts.js';
import { adminApp } from '../composition.js';
import { createAccount, sessionFor, type TestUser } from '../testing/auth.js';
import { call, type TestBackend } from '../testing/backend.js';
import { startGenerateBackend } from '../testing/generate-backend.js';

/** PUT /api/profile-image with raw bytes, as the browser sends a chosen File. */
async function upload(backend: TestBackend, token: string | null, data: Buffer | string, contentType: string) {
  const response = await fetch(`${backend.url}/api/profile-image`, {
    method: 'PUT',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof data === 'string' ? data : new Uint8Array(data),
  });
  return { status: response.status, body: (await response.json()) as { image?: string; error?: string } };
}

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png', background = '#9A6A3D') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

describe('PUT /api/profile-image (the Edit Profile avatar)', () => {
  let backend: TestBackend;
  let user: TestUser;
  let token: string;
  beforeAll(async () => {
    // The light API and generate (which takes every upload) on one origin, routed as firebase.json does.
    backend = await startGenerateBackend();
    user = await createAccount();
    token = await sessionFor(backend, user);
  });
  afterAll(() => backend.close());

  it('answers 401 Please Login. without a session', async () => {
    expect(await upload(backend, null, await photo(64, 64), 'image/png')).toEqual({
      status: 401,
      body: expect.objectContaining({ error: 'Please Login.' }),
    });
  });

  it('stores the picture resized to a 256 px WebP file; the profile holds its path and answers its URL', async () => {
    const { status, body } = await upload(backend, token, await photo(1200, 800, 'jpeg'), 'image/jpeg');
    expect(status).toBe(200);
    expect(body.image).toMatch(/^\/api\/files\/avatars\/[a-f0-9]{32}\.webp$/);
    const file = await fetch(`${backend.url}${body.image}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const profile = await call<ProfileResponse>(backend, 'get-profile', { token });
    expect(profile.body.image).toBe(body.image);
    const document = (
      await getFirestore(await adminApp(backend.config))
        .doc(`users/${user.uid}`)
        .get()
    ).data()!;
    expect(document.imagePath).toBe(body.image!.replace('/api/files/', ''));
    expect(JSON.stringify(document).length).toBeLessThan(1000);

    const changed = await upload(backend, token, await photo(300, 300, 'png', '#2F7F7A'), 'image/png');
    expect(changed.status).toBe(200);
    expect(changed.body.image).not.toBe(body.image);
    expect((await call<ProfileResponse>(backend, 'get-profile', { token })).body.image).toBe(changed.body.image);
  });

  it('refuses what is not a picture with a clear message, whatever the Content-Type says', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    for (const [data, type] of [
      ['not a picture at all', 'image/png'],
      [svg, 'image/svg+xml'],
      ['', 'image/png'],
      [JSON.stringify({ image: 'data:image/png;base64,iVBORw0KGgo=' }), 'application/json'],
      [await photo(32, 32), 'application/octet-stream'],
    ] as const) {
      expect(await upload(backend, token, data, type), type).toEqual({
        status: 400,
        body: expect.objectContaining({ error: AVATAR_NOT_IMAGE }),
      });
    }
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { status, body } = await upload(backend, token, Buffer.alloc(AVATAR_MAX_BYTES + 1, 1), 'image/jpeg');
    expect([status, body.error]).toEqual([413, AVATAR_TOO_LARGE]);
  });
});
