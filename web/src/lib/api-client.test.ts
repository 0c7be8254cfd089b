// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setApiNavigator } from './api-client';

const isHandled = (error: unknown) => error instanceof ApiError && error.handled;
import { noticesAtom } from './notify';
import { currentSessionToken, setSessionToken, store } from './session';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const notices = () => store.get(noticesAtom).map((notice) => notice.message);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the call should fail'),
    (error: unknown) => error,
  );

describe('the API client', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    setApiNavigator(navigate);
    setSessionToken('session');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
    store.set(noticesAtom, []);
    setSessionToken(null);
  });

  it('sends the stored token as a bearer header and answers the body', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await api('boards/b1')).toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledWith(
      '/api/boards/b1',
      expect.objectContaining({ method: 'GET', headers: expect.objectContaining({ authorization: 'Bearer session' }) }),
    );
  });

  it("handles the server's code 'session-expired' in one place: drops the token, alerts, goes to /loginPage", async () => {
    answer(401, { error: 'Token has expired', code: 'session-expired', message: 'Token has expired' });
    const error = await failure(api('membership'));
    expect(error).toBeInstanceOf(ApiError);
    expect(isHandled(error)).toBe(true);
    expect((error as ApiError).code).toBe('session-expired');
    expect(currentSessionToken()).toBeNull();
    expect(notices()).toEqual(['Session expired. Please log in again.']);
    expect(navigate).toHaveBeenCalledWith('/loginPage', { returnHere: true });
  });

  it('tells the user once when parallel calls meet the same expired session', async () => {
    answer(401, { error: 'Token has expired', code: 'session-expired', message: 'Token has expired' });
    const errors = await Promise.all([failure(api('membership')), failure(api('get-profile'))]);
    expect(errors.map(isHandled)).toEqual([true, true]);
    expect(notices()).toEqual(['Session expired. Please log in again.']);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('signs out with a message when the server refuses the stored session for another reason', async () => {
    answer(401, { error: 'Please Login.', code: 'unauthenticated' });
    const error = await failure(api('get-profile'));
    expect(isHandled(error)).toBe(true);
    expect(currentSessionToken()).toBeNull();
    expect(notices()).toEqual(['You have been signed out. Please log in again.']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a refused token the caller passed itself (a sign-up with a new ID token) to that caller', async () => {
    answer(401, { error: 'Please Login.', code: 'unauthenticated' });
    const error = await failure(api('sign_up', { body: {}, token: 'id-token' }));
    expect(isHandled(error)).toBe(false);
    expect(currentSessionToken()).toBe('session');
    expect(notices()).toEqual([]);
  });

  it('keys on the code, not on the message text: another 401 is left to the caller', async () => {
    answer(401, { error: 'Token has expired', code: 'sign-in-too-old' });
    const error = await failure(api('membership'));
    expect(isHandled(error)).toBe(false);
    expect((error as ApiError).status).toBe(401);
    expect(currentSessionToken()).toBe('session');
    expect(notices()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("alerts 'You are not authorized to perform this task' on a 403", async () => {
    answer(403, { error: 'You are not authorized to perform this task', code: 'forbidden' });
    const error = await failure(api('boards/b1', { method: 'DELETE' }));
    expect(isHandled(error)).toBe(true);
    expect(notices()).toEqual(['You are not authorized to perform this task']);
    expect(currentSessionToken()).toBe('session');
  });

  it("throws other failures with the server's error text, unhandled", async () => {
    answer(400, { error: 'Choose between 1 and 10 products.', code: 'invalid' });
    const error = (await failure(api('generate-description/', { body: {} }))) as ApiError;
    expect([error.status, error.message, error.code, error.handled]).toEqual([400, 'Choose between 1 and 10 products.', 'invalid', false]);
    expect(notices()).toEqual([]);
  });
});
