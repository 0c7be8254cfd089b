import type { MembershipTier, MembershipTierId } from '@contracts/membership-tiers';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { sessionTokenAtom } from '../../../lib/session';
import { startCheckout } from '../api/start-checkout';
import { openAuthDialog } from '../../../lib/auth-dialog';

interface BookMembership {
  book: (tier: MembershipTier) => void;
  /** The tier whose request is under way. */
  pendingTierId: MembershipTierId | undefined;
  /** A message per tier card (e.g. 'Payments are not configured.'). */
  errors: Partial<Record<MembershipTierId, string>>;
}

/** 'Book Here': visitors log in first; Basic activates here; paid tiers go to Stripe's hosted checkout. */
export function useBookMembership(): BookMembership {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const [pendingTierId, setPending] = useState<MembershipTierId>();
  const [errors, setErrors] = useState<BookMembership['errors']>({});

  // Back from Stripe through the browser's back-forward cache: the card is no longer busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(undefined);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const book = (tier: MembershipTier) => {
    if (!signedIn) {
      openAuthDialog('login');
      return;
    }
    if (pendingTierId) return;
    setPending(tier.id);
    setErrors({});
    startCheckout(tier)
      .then((result) => {
        if ('url' in result) {
          window.location.assign(result.url);
          return;
        }
        notify(`Your ${result.membership.title} membership is active.`, 'success');
        setPending(undefined);
      })
      .catch((error: unknown) => {
        console.error('Checkout failed', error);
        setPending(undefined);
        // Called outside the query client (Home does not load it), so the error policy is applied here; loaded when
        // needed, Home's first load does not carry it.
        void import('../../../lib/error-policy').then(({ applyErrorPolicy }) =>
          applyErrorPolicy(error, {
            onFailure: (failure) => {
              if (failure instanceof ApiError && failure.status === 401) openAuthDialog('login');
              else setErrors({ [tier.id]: failure.message || 'Checkout could not be started. Please try again.' });
            },
          }),
        );
      });
  };

  return { book, pendingTierId, errors };
}
