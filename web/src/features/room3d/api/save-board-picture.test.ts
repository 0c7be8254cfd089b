// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { setSessionToken } from '../../../lib/session';
import { saveBoardPicture } from './save-board-picture';

describe('saveBoardPicture (the board picture contract)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionToken(null);
  });

  it('POSTs the PNG itself to /api/boards/:id/picture?source=capture as the owner, and answers the new picture and history', async () => {
    setSessionToken('owner-session');
    const answer = {
      image_url: '/images/boards/b 1/picture-2.jpg',
      pictures: [
        { id: 'p2', url: '/images/boards/b 1/picture-2.jpg', source: 'capture', createdAt: '2026-11-23T17:00:00.000Z', current: true },
        { id: 'p1', url: '/images/boards/b 1/picture-1.jpg', source: 'generated', createdAt: '2026-11-22T10:00:00.000Z', current: false },
      ],
    };
    const fetch = vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

    await expect(saveBoardPicture('b 1', png)).resolves.toEqual(answer);

    const [url, init] = fetch.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/api/boards/b%201/picture?source=capture');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(png);
    expect(init.headers['content-type']).toBe('image/png');
    expect(init.headers.authorization).toBe('Bearer owner-session');
  });

  it("a refused picture comes back as the server's own message", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ error: 'The picture must be at least 256 px on each side.' }), { status: 400 }),
    );
    const error = await saveBoardPicture('b1', new Blob(['x'], { type: 'image/png' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The picture must be at least 256 px on each side.');
    expect((error as ApiError).status).toBe(400);
  });
});
