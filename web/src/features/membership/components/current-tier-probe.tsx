import { useEffect } from 'react';
import { QueryProvider } from '../../../lib/react-query';
import { useMembership } from '../api/get-membership';

export interface CurrentTierProbeProps {
  /** The signed-in user's active tier id ('basic', 'gold', 'platinum'), null when they have none. */
  onTier: (tier: string | null) => void;
}

function Probe({ onTier }: CurrentTierProbeProps) {
  const membership = useMembership();
  const tier = membership.status === 'ready' ? (membership.data.membership?.tier ?? null) : null;
  useEffect(() => onTier(tier), [tier, onTier]);
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
