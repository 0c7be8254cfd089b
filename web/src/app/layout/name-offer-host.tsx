import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { closeNameOffer, nameOfferAtom } from '../../lib/name-offer';

/** The profile feature's "choose how you appear" dialog, with the query cache it reads the profile from. */
const ChooseUserName = lazy(async () => {
  const [{ ChooseUserNameDialog }, { QueryProvider }] = await Promise.all([
    import('../../features/profile/components/choose-user-name-dialog'),
    import('../../lib/react-query'),
  ]);
  return {
    default: () => (
      <QueryProvider>
        <ChooseUserNameDialog onClose={closeNameOffer} />
      </QueryProvider>
    ),
  };
});

/** Offered once, after a member's first like, follow or comment (lib/name-offer). */
export function NameOfferHost() {
  const open = useAtomValue(nameOfferAtom);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChooseUserName />
    </Suspense>
  );
}
