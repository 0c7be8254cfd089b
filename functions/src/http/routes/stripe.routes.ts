import { Router } from 'express';
import { CreateCheckoutRequest } from '../../contracts/membership.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { checkoutStatus, membershipOf, openCustomerPortal, startCheckout, type CheckoutDeps } from '../../services/checkout.service.js';
import { identityOf, requireUser } from '../auth.js';

/**
 * Membership on the light API: start a checkout, read a checkout's outcome, open the Customer Portal, read the
 * membership. The webhook has its own function.
 */
export function stripeRoutes(sessions: Sessions, deps: CheckoutDeps): Router {
  const router = Router();
  const signedIn = requireUser(sessions);

  router.post('/stripe/create-checkout-session', signedIn, async (req, res) => {
    const request = CreateCheckoutRequest.parse(req.body ?? {});
    res.set('Cache-Control', 'no-store').json(await startCheckout(deps, identityOf(res), request));
  });

  router.get('/stripe/session/:id', signedIn, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await checkoutStatus(deps, identityOf(res).uid, String(req.params.id)));
  });

  router.post('/stripe/portal-session', signedIn, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await openCustomerPortal(deps, identityOf(res).uid));
  });

  router.get('/membership', signedIn, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await membershipOf(deps, identityOf(res).uid));
  });

  return router;
}
