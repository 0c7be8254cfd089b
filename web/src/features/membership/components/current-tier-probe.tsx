import type { Membership } from '@contracts/membership';
import { useEffect } from 'react';
import { QueryProvider } from '../../../lib/react-query';
import { useMembership } from '../api/get-membership';

export interface CurrentTierProbeProps {
  /** The signed-in user's membership in force (its tier, billing period and state), null when they have none. */
  onMembership: (membership: Membership | null) => void;
}

function Probe({ onMembership }: CurrentTierProbeProps) {
  const state = useMembership();
  const membership = state.status === 'ready' ? state.data.membership : null;
  useEffect(() => onMembership(membership), [membership, onMembership]);
  return null;
}

/**
 * Reads the signed-in user's membership for the tier cards, with the query cache it reads through: loaded only for a
 * signed-in reader, so a visitor's page (Home is prerendered) carries neither.
 */
export function CurrentTierProbe(props: CurrentTierProbeProps) {
  return (
    <QueryProvider>
      <Probe {...props} />
    </QueryProvider>
  );
}
