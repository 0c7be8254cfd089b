import type { ProfileResponse } from '@contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ApiError, api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { sessionTokenAtom } from '../../../lib/session';

export type Profile = ProfileResponse;

/** GET /api/get-profile. */
function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api<Profile>('get-profile', { signal });
}

export const profileKey = ['profile'] as const;

/**
 * The signed-in user's profile; null when it cannot be had (the spec's 401 'not logged in'). The API client has
 * already signed out an expired or refused session, with a message.
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: async ({ signal }): Promise<Profile | null> => {
      try {
        return await getProfile(signal);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        return null;
      }
    },
    enabled: whenSignedIn,
  });

/** The profile: undefined until the first answer, null when signed out or when there is none. */
export function useProfile(): Profile | null | undefined {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const query = useQuery(profileQueryOptions());
  if (!signedIn) return null;
  if (query.isPending) return undefined;
  return query.data ?? null;
}
