import type { ProfileResponse } from '@contracts/accounts';
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { ApiError, api } from '../../../lib/api-client';
import { sessionTokenAtom, setSessionToken } from '../../../lib/session';

export type Profile = ProfileResponse;

/** GET /api/get-profile. */
export function getProfile(): Promise<Profile> {
  return api<Profile>('get-profile');
}

const profileVersionAtom = atom(0);

/**
 * The signed-in user's profile, fetched once per page load (and again after a sign-in or a save); null when signed out.
 * A plain 401 (revoked or unknown session) means 'not logged in': the stale token is dropped. An expired one is handled
 * by the API client (notice, /loginPage).
 */
export const profileAtom = atom(async (get): Promise<Profile | null> => {
  get(profileVersionAtom);
  if (!get(sessionTokenAtom)) return null;
  try {
    return await getProfile();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.body.message !== 'Token has expired') setSessionToken(null);
    return null;
  }
});

/** Makes the next read of profileAtom fetch again. */
export const refreshProfileAtom = atom(null, (_get, set) => set(profileVersionAtom, (version) => version + 1));

/** profileAtom without suspending: undefined until the first answer, then the latest profile (or null). */
export const currentProfileAtom = unwrap(profileAtom, (previous) => previous);
