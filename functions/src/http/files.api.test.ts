import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKey } from '../domain/blob-keys.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';

describe('GET /api/files/*', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend.close());

  it('serves a catalogue file with a year-long immutable cache', async () => {
    const data = Buffer.from('89504e470d0a1a0a', 'hex');
    const key = contentKey('cutouts', data, 'image/png');
    await backend.blobs.put(key, data, 'image/png');
    const response = await fetch(`${backend.url}/api/files/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(data);
  });

  it("does not serve a board's picture by its key: only the routes that check the board do", async () => {
    const data = Buffer.from('a board picture');
    const key = contentKey('boards', data, 'image/png');
    await backend.blobs.put(key, data, 'image/png');
    expect((await call(backend, `files/${key}`)).status).toBe(404);
  });

  it('answers 404 for a missing file and for a path outside the store', async () => {
    expect((await call(backend, `files/cutouts/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await call(backend, 'files/..%2F..%2Fetc/passwd')).status).toBe(404);
  });
});
