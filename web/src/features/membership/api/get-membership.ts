import type { MembershipResponse } from '@contracts/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { sessionTokenAtom } from '../../../lib/session';
import { membershipKey } from './membership-keys';

/** GET /api/membership: the signed-in user's membership and past payments. */
function getMembership(signal?: AbortSignal): Promise<MembershipResponse> {
  return api<MembershipResponse>('membership', { signal });
}

const membershipQueryOptions = () =>
  queryOptions({ queryKey: membershipKey, queryFn: ({ signal }) => getMembership(signal), enabled: whenSignedIn });

type MembershipState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: MembershipResponse };

/** The membership of the signed-in user (asked again after a checkout changes it). */
export function useMembership(): MembershipState {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const query = useQuery(membershipQueryOptions());
  if (!signedIn) return { status: 'signed-out' };
  if (query.data) return { status: 'ready', data: query.data };
  if (query.error) return { status: 'error', message: query.error.message || 'Could not load your membership.' };
  return { status: 'loading' };
}
