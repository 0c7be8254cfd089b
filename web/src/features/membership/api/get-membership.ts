import type { MembershipResponse } from '@contracts/membership';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { sessionTokenAtom } from '../../../lib/session';

/** GET /api/membership: the signed-in user's membership and past payments. */
export function getMembership(signal?: AbortSignal): Promise<MembershipResponse> {
  return api<MembershipResponse>('membership', { signal });
}

export type MembershipState =
  { status: 'signed-out' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: MembershipResponse };

/** The membership, loaded again when the session changes or `reloadKey` does. */
export function useMembership(reloadKey = 0): MembershipState {
  const token = useAtomValue(sessionTokenAtom);
  const [state, setState] = useState<MembershipState>({ status: 'loading' });
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    getMembership(controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: error instanceof Error ? error.message : 'Could not load your membership.' });
      });
    return () => controller.abort();
  }, [token, reloadKey]);
  return token ? state : { status: 'signed-out' };
}
