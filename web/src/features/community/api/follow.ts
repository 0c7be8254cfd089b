import type { PeoplePage, UserSpace } from '@contracts/community';
import { infiniteQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/error-policy';
import { whenSignedIn } from '../../../lib/react-query';
import { communityKeys } from './community-keys';

/** GET /api/users/:uid ('me': the caller): a member's name, 'followers • following' counts, whether the caller follows them. */
function getUserSpace(uid: string, signal?: AbortSignal): Promise<UserSpace> {
  return api<UserSpace>(`users/${encodeURIComponent(uid)}`, { signal });
}

export function useUserSpace(uid: string | undefined) {
  return useQuery({
    queryKey: communityKeys.space(uid ?? ''),
    queryFn: ({ signal }) => getUserSpace(uid!, signal),
    // 'me' is the signed-in user: nothing to ask signed out.
    enabled: () => Boolean(uid) && (uid !== 'me' || whenSignedIn()),
  });
}

/** PUT (follow) or DELETE (unfollow) /api/users/:uid/follow; the member's space takes the answer. */
export function useFollow(uid: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { onFailure: notifyFailure },
    mutationFn: (follow: boolean) => api<UserSpace>(`users/${encodeURIComponent(uid)}/follow`, { method: follow ? 'PUT' : 'DELETE' }),
    onSuccess: (space) => {
      client.setQueryData(communityKeys.space(uid), space);
      return client.invalidateQueries({ queryKey: communityKeys.allPeople });
    },
  });
}

/** GET /api/users/:uid/followers and /following, paged by cursor. */
export const peopleQueryOptions = (uid: string, direction: 'followers' | 'following') =>
  infiniteQueryOptions({
    queryKey: communityKeys.people(uid, direction),
    queryFn: ({ pageParam, signal }) =>
      api<PeoplePage>(`users/${encodeURIComponent(uid)}/${direction}?page_size=12${pageParam ? `&cursor=${pageParam}` : ''}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
