// @vitest-environment happy-dom
// The live listener's sign-in, with the Firebase SDK (Google's) faked at its edge: it signs in with the API's token,
// names the account its claim names, and ends its sign-in and its listeners with the session.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';

const firebase = vi.hoisted(() => ({
  signInWithCustomToken: vi.fn(),
  signOut: vi.fn(async () => {}),
  onSnapshot: vi.fn(),
  unsubscribe: vi.fn(),
}));

vi.mock('../../../config/env', () => ({
  env: { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_AUTH_DOMAIN: 'example.firebaseapp.com', VITE_FIREBASE_PROJECT_ID: 'demo' },
}));
vi.mock('../../../lib/live-token', () => ({ getLiveToken: async () => 'custom-token' }));
vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({ name: 'live' }) }));
vi.mock('firebase/auth', () => ({
  connectAuthEmulator: () => {},
  initializeAuth: () => ({ name: 'live-auth' }),
  inMemoryPersistence: {},
  signInWithCustomToken: firebase.signInWithCustomToken,
  signOut: firebase.signOut,
}));
vi.mock('firebase/firestore', () => ({
  connectFirestoreEmulator: () => {},
  doc: (_db: unknown, ...path: string[]) => path.join('/'),
  initializeFirestore: () => ({}),
  onSnapshot: firebase.onSnapshot,
}));

const { listenToLiveLayout } = await import('./live-listener');

beforeEach(() => {
  setSessionToken('session-of-ada');
  vi.clearAllMocks();
  firebase.signInWithCustomToken.mockResolvedValue({
    user: { uid: 'live:ada-uid', getIdTokenResult: async () => ({ claims: { liveUid: 'ada-uid' } }) },
  });
  firebase.onSnapshot.mockReturnValue(firebase.unsubscribe);
});

describe('the live listener', () => {
  it("signs in with the API's token and names the account of its claim, not the identity it signs in as", async () => {
    const connection = await listenToLiveLayout(
      'board-1',
      () => {},
      () => {},
    );
    expect(firebase.signInWithCustomToken).toHaveBeenCalledWith({ name: 'live-auth' }, 'custom-token');
    expect(firebase.onSnapshot.mock.calls[0]?.[0]).toBe('liveLayouts/board-1');
    expect(connection.uid).toBe('ada-uid');
    connection.stop();
  });

  it('signs out and stops listening when the user signs out', async () => {
    await listenToLiveLayout(
      'board-1',
      () => {},
      () => {},
    );
    expect(firebase.signOut).not.toHaveBeenCalled();
    setSessionToken(null);
    expect(firebase.unsubscribe).toHaveBeenCalledTimes(1);
    expect(firebase.signOut).toHaveBeenCalledWith({ name: 'live-auth' });
  });

  it('does not stop a listener twice when its page stops it after the sign-out', async () => {
    const connection = await listenToLiveLayout(
      'board-1',
      () => {},
      () => {},
    );
    setSessionToken(null);
    connection.stop();
    expect(firebase.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
