// The Stripe stand-in's local pages in place of Stripe's hosted ones (Checkout, the Customer Portal, Connect
// onboarding), each plainly marked as a local test page. Plain HTML in Roomboard's look: a serif heading, white space,
// one accent colour; one column that fits a 320 px phone.

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fbf8f3;color:#1f2421;font:16px/1.5 'DM Sans',system-ui,-apple-system,'Segoe UI',sans-serif}
main{max-width:32rem;margin:0 auto;padding:2rem 1.25rem 3rem}
.local{margin:0 0 2rem;padding:.75rem 1rem;border:1px dashed #a64b2a;border-radius:.5rem;background:#f5e6dc;color:#8a3b1f;font-weight:600}
h1{font:600 2rem/1.2 Fraunces,Georgia,'Times New Roman',serif;margin:0 0 .5rem}
.card{background:#fff;border:1px solid #e6e0d6;border-radius:.75rem;padding:1.5rem;margin:1.5rem 0}
.muted{color:#595e58}
.price{font:600 1.5rem/1.2 Fraunces,Georgia,serif;margin:.5rem 0 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.actions form{margin:0}
button,.link{display:inline-block;min-height:2.75rem;padding:.625rem 1.25rem;border-radius:999px;font-family:inherit;font-size:1rem;font-weight:600;line-height:1.5;cursor:pointer;text-decoration:none;border:1px solid #a64b2a}
.per{font-family:'DM Sans',system-ui,-apple-system,'Segoe UI',sans-serif;font-size:1rem;font-weight:400;color:#595e58}
h2{margin:0;font-size:1.125rem}
.primary{background:#a64b2a;color:#fff}
.primary:hover{background:#8a3b1f}
.secondary{background:#fff;color:#8a3b1f}
[role=alert]{color:#8a3b1f;font-weight:600}
ul{list-style:none;padding:0;margin:0}
li+li{margin-top:1rem;padding-top:1rem;border-top:1px solid #e6e0d6}
`;

function layout(title: string, notice: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Roomboard</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="local" role="note">${escape(notice)}</p>
${body}
</main>
</body>
</html>
`;
}

const errorBody = (error: string) => `<h1>Something went wrong</h1>\n<p role="alert">${escape(error)}</p>`;

export const CHECKOUT_NOTICE = 'Local test checkout — no card is charged';

/** The local Checkout: the plan and its price, Pay and Cancel (or what went wrong). */
export function checkoutPage(
  shown: { plan: string; description: string | null; amountCents: number; action: string; paid: boolean } | { error: string },
): string {
  if ('error' in shown) return layout('Checkout', CHECKOUT_NOTICE, errorBody(shown.error));
  const body = `<h1>Subscribe to Roomboard</h1>
<p class="muted">This page stands in for Stripe Checkout while Roomboard runs without Stripe keys.</p>
<section class="card" aria-label="Your plan">
<h2>${escape(shown.plan)}</h2>
${shown.description ? `<p class="muted" style="margin:.25rem 0 0">${escape(shown.description)}</p>` : ''}
<p class="price">${money(shown.amountCents)} <span class="per">a month</span></p>
</section>
${shown.paid ? '<p role="status">This checkout is paid.</p>' : ''}
<div class="actions">
<form method="post" action="${escape(shown.action)}/pay"><button class="primary" type="submit">Pay ${money(shown.amountCents)}</button></form>
<form method="post" action="${escape(shown.action)}/cancel"><button class="secondary" type="submit">Cancel</button></form>
</div>`;
  return layout('Checkout', CHECKOUT_NOTICE, body);
}

export interface PortalPlan {
  id: string;
  title: string;
  amountCents: number;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export const PORTAL_NOTICE = 'Local test customer portal — nothing is billed';

/** The local Customer Portal: the subscriptions, "Cancel plan" (at period end, as the portal is set up) and Return. */
export function portalPage(shown: { plans: PortalPlan[]; action: string; returnUrl: string } | { error: string }): string {
  if ('error' in shown) return layout('Billing', PORTAL_NOTICE, errorBody(shown.error));
  const plans = shown.plans.map(
    (plan) => `<li>
<h2>${escape(plan.title)} plan</h2>
<p class="price">${money(plan.amountCents)} <span class="per">a month</span></p>
<p class="muted" style="margin:.25rem 0 0">${plan.cancelAtPeriodEnd ? `Cancels on ${day(plan.periodEnd)}` : `Renews on ${day(plan.periodEnd)}`}</p>
<form method="post" action="${escape(shown.action)}/${plan.cancelAtPeriodEnd ? 'renew' : 'cancel'}/${escape(plan.id)}" style="margin-top:1rem">
<button class="secondary" type="submit">${plan.cancelAtPeriodEnd ? 'Renew plan' : 'Cancel plan'}</button>
</form>
</li>`,
  );
  const body = `<h1>Your subscription</h1>
<p class="muted">This page stands in for Stripe's Customer Portal while Roomboard runs without Stripe keys.</p>
<section class="card" aria-label="Subscriptions">
${plans.length ? `<ul>${plans.join('\n')}</ul>` : '<p style="margin:0">No active subscription.</p>'}
</section>
<div class="actions"><a class="link primary" href="${escape(shown.returnUrl)}">Return to Roomboard</a></div>`;
  return layout('Billing', PORTAL_NOTICE, body);
}

export const ONBOARDING_NOTICE = 'Local test onboarding — no identity or bank details are collected';

/** The local Connect onboarding: Complete turns payouts on for the account; Not now goes back with nothing changed. */
export function onboardingPage(shown: { email: string | null; action: string; returnUrl: string } | { error: string }): string {
  if ('error' in shown) return layout('Get paid', ONBOARDING_NOTICE, errorBody(shown.error));
  const body = `<h1>Local test onboarding</h1>
<p class="muted">This page stands in for Stripe's hosted Connect onboarding while Roomboard runs without Stripe keys.</p>
<section class="card" aria-label="Your payout account">
<p style="margin:0">Complete sets up ${shown.email ? `the payout account of <strong>${escape(shown.email)}</strong>` : 'this payout account'} with test details: charges and payouts are enabled at once.</p>
</section>
<div class="actions">
<form method="post" action="${escape(shown.action)}/complete"><button class="primary" type="submit">Complete</button></form>
<a class="link secondary" href="${escape(shown.returnUrl)}">Not now</a>
</div>`;
  return layout('Get paid', ONBOARDING_NOTICE, body);
}
