// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { queryClient, retryRead, whenSignedIn } from './react-query';
import { setSessionToken } from './session';

const failed = (status: number) => new ApiError(status, 'failed', {});

describe('the query cache', () => {
  afterEach(() => {
    setSessionToken(null);
    queryClient.clear();
  });

  it('asks a read again after a network failure, a 5xx or a 429, twice at most', () => {
    expect([new TypeError('Failed to fetch'), failed(500), failed(503), failed(429)].map((error) => retryRead(0, error))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(retryRead(1, failed(503))).toBe(true);
    expect(retryRead(2, failed(503))).toBe(false);
  });

  it('takes any other answer as final (a 404 stays a 404)', () => {
    expect([400, 401, 403, 404].map((status) => retryRead(0, failed(status)))).toEqual([false, false, false, false]);
  });

  it('never retries a write', () => {
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it("drops every cached answer when the session changes, so the next user never sees the last one's data", () => {
    setSessionToken('first-user');
    queryClient.setQueryData(['profile'], { firstName: 'Ada' });
    queryClient.setQueryData(['boards', 'list', 'mine'], { pages: [] });
    setSessionToken('second-user');
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(queryClient.getQueryData(['boards', 'list', 'mine'])).toBeUndefined();
  });

  it("enables the signed-in user's own reads only while a session exists, read at fetch time", () => {
    expect(whenSignedIn()).toBe(false);
    setSessionToken('session');
    expect(whenSignedIn()).toBe(true);
  });
});
