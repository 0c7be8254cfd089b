// @vitest-environment happy-dom
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setApiNavigator } from './api-client';
import { notifyFailure, type ErrorMeta } from './error-policy';
import { noticesAtom } from './notify';
import { createQueryClient } from './react-query';
import { currentSessionToken, setSessionToken, store } from './session';

/** Every API call answers `status` with `body`; the calls are counted. */
function answer(status: number, body: Record<string, unknown>) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const notices = () => store.get(noticesAtom).map((notice) => notice.message);

/** A write through the query client, as a screen's mutation hook sends it; settles either way. */
function write(client: QueryClient, meta?: ErrorMeta) {
  const observer = new MutationObserver(client, { mutationFn: () => api('boards/b1', { method: 'DELETE' }), meta });
  return observer.mutate().catch(() => undefined);
}

/** A read through the query client (not asked again, so the test does not wait for retries). */
function read(client: QueryClient, meta?: ErrorMeta) {
  return client
    .fetchQuery({ queryKey: ['boards', 'detail', 'b1'], queryFn: () => api('boards/b1'), meta, retry: false })
    .catch(() => undefined);
}

describe('the error policy, at the query client', () => {
  const navigate = vi.fn();
  const onFailure = vi.fn();
  let client: QueryClient;
  beforeEach(() => {
    client = createQueryClient();
    setApiNavigator(navigate);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
    onFailure.mockReset();
    store.set(noticesAtom, []);
    setSessionToken(null);
  });

  it('tells an expired session once, for a write and two reads together, and never hands it to the screen', async () => {
    setSessionToken('session');
    answer(401, { error: 'Token has expired', code: 'session-expired' });
    await Promise.all([write(client, { onFailure }), read(client, { onFailure }), read(client, { onFailure: notifyFailure })]);
    expect(notices()).toEqual(['Session expired. Please log in again.']);
    expect(navigate.mock.calls).toEqual([['/loginPage', { returnHere: true }]]);
    expect(currentSessionToken()).toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("answers a 403 with 'You are not authorized to perform this task' alone, not the screen's notice as well", async () => {
    setSessionToken('session');
    answer(403, { error: 'You are not authorized to perform this task', code: 'forbidden' });
    await write(client, { onFailure: notifyFailure });
    expect(notices()).toEqual(['You are not authorized to perform this task']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("answers a visitor's 401 where an account is needed with 'Please Login.' and home, for a read and for a write", async () => {
    answer(401, { error: 'Please Login.', code: 'unauthenticated' });
    await read(client, { signInRequired: true, onFailure });
    expect(notices()).toEqual(['Please Login.']);
    expect(navigate.mock.calls).toEqual([['/', undefined]]);
    store.set(noticesAtom, []);
    await write(client, { signInRequired: true, onFailure });
    expect(notices()).toEqual(['Please Login.']);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("tells a refused write (a rate limit) once in the screen's words, or as 'Error: ' and the server's message", async () => {
    setSessionToken('session');
    const fetch = answer(429, { error: 'Too many boards today. Try again tomorrow.', code: 'rate-limited' });
    await write(client, { onFailure });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ status: 429, message: 'Too many boards today. Try again tomorrow.' });
    expect(notices()).toEqual([]);
    await write(client, { onFailure: notifyFailure });
    expect(notices()).toEqual(['Error: Too many boards today. Try again tomorrow.']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says nothing of a failure whose screen shows it in place (no onFailure), nor of a read that failed', async () => {
    setSessionToken('session');
    answer(409, { error: 'That user name is taken.', code: 'conflict' });
    await write(client);
    await read(client);
    expect(notices()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(client.getMutationCache().getAll()[0]?.state.error).toMatchObject({ status: 409, message: 'That user name is taken.' });
  });
});
