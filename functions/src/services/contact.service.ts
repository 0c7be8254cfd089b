import type { ContactForm, NewsletterRequest } from '../contracts/accounts.js';
import { normaliseEmail } from '../domain/accounts.js';
import { tooManyRequests } from '../domain/errors.js';
import { formLimitMessage, HOUR_MS } from '../domain/usage-limits.js';
import type { ContactMessages } from '../ports/contact-messages.port.js';
import type { NewsletterList } from '../ports/newsletter.port.js';
import type { RateLimits } from '../ports/rate-limits.port.js';
import { nowOf } from './steps/clock.js';

export interface ContactDeps {
  contactMessages: ContactMessages;
  newsletter: NewsletterList;
  rateLimits: RateLimits;
  /** Uses of each form an hour, per e-mail address and per IP. */
  formLimits: { perAddress: number; perIp: number };
  now?: () => Date;
}

/** Who sends a form: the signed-in uid, if any, and the client's IP. */
export interface Sender {
  uid: string | null;
  ip: string;
}

/** One use of `form` by this address and this IP, or 429 when either has used up its hour. */
async function takeFormSlot(deps: ContactDeps, form: 'contact' | 'newsletter', email: string, ip: string): Promise<void> {
  const decision = await deps.rateLimits.take(
    [
      { key: `${form}:address:${email}`, windows: [{ limit: deps.formLimits.perAddress, ms: HOUR_MS }] },
      { key: `${form}:ip:${ip}`, windows: [{ limit: deps.formLimits.perIp, ms: HOUR_MS }] },
    ],
    nowOf(deps),
  );
  if (!decision.allowed) throw tooManyRequests(formLimitMessage(decision.retryAfterMs), decision.retryAfterMs);
}

/** Files a help-form message. */
export async function contactUs(deps: ContactDeps, sender: Sender, form: ContactForm): Promise<{ id: string }> {
  const email = normaliseEmail(form.email);
  await takeFormSlot(deps, 'contact', email, sender.ip);
  const id = await deps.contactMessages.add({ ...form, email, uid: sender.uid, createdAt: nowOf(deps) });
  return { id };
}

/** Puts an address on the newsletter list. The answer is the same whether or not it was on the list already. */
export async function subscribeNewsletter(deps: ContactDeps, sender: Sender, request: NewsletterRequest): Promise<{ subscribed: true }> {
  const email = normaliseEmail(request.email);
  await takeFormSlot(deps, 'newsletter', email, sender.ip);
  await deps.newsletter.subscribe(email, nowOf(deps));
  return { subscribed: true };
}
