import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedCache } from './shared-cache.js';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server whose app answers `/<cache-control>?...` with that Cache-Control header and counts its calls. */
async function serve(options: { now?: () => Date; maxBodyBytes?: number } = {}) {
  let calls = 0;
  const app = (req: IncomingMessage, res: ServerResponse) => {
    calls += 1;
    const url = new URL(req.url ?? '/', 'http://x');
    const status = Number(url.searchParams.get('status') ?? 200);
    const size = Number(url.searchParams.get('size') ?? 10);
    // As express does: headers set one by one, then the body.
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', decodeURIComponent(url.pathname.slice(1)));
    res.end(JSON.stringify({ call: calls, pad: 'x'.repeat(size) }));
  };
  const server = createServer(sharedCache(app, options));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    return {
      status: response.status,
      body: (await response.json()) as { call: number },
      cacheControl: response.headers.get('cache-control'),
    };
  };
  return { get, calls: () => calls };
}

const PUBLIC = `/${encodeURIComponent('public, max-age=60')}`;

describe('sharedCache', () => {
  it('replays a public answer without running the app again, for anyone', async () => {
    const { get, calls } = await serve();
    const first = await get(`${PUBLIC}?page=1`);
    const again = await get(`${PUBLIC}?page=1`, { authorization: 'Bearer someone' });
    expect(again).toEqual(first);
    expect(again.cacheControl).toBe('public, max-age=60');
    expect(calls()).toBe(1);
    expect((await get(`${PUBLIC}?page=2`)).body.call).toBe(2);
  });

  it('keeps an answer no longer than its max-age', async () => {
    let time = 0;
    const { get, calls } = await serve({ now: () => new Date(time) });
    await get(`/${encodeURIComponent('public, max-age=5')}`);
    time = 4_000;
    await get(`/${encodeURIComponent('public, max-age=5')}`);
    expect(calls()).toBe(1);
    time = 5_001;
    await get(`/${encodeURIComponent('public, max-age=5')}`);
    expect(calls()).toBe(2);
  });

  it('never keeps private, uncacheable, failed or large answers', async () => {
    const { get, calls } = await serve({ maxBodyBytes: 1000 });
    for (const path of [
      `/${encodeURIComponent('private, max-age=60')}`,
      `/${encodeURIComponent('no-store')}`,
      `${PUBLIC}?status=404`,
      `${PUBLIC}?size=5000`,
    ]) {
      await get(path);
      await get(path);
    }
    expect(calls()).toBe(8);
  });
});
