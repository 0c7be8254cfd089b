import type { ContactForm, NewsletterRequest } from '../contracts/accounts.js';
import { normaliseEmail } from '../domain/accounts.js';
import type { ContactMessages } from '../ports/contact-messages.port.js';
import type { NewsletterList } from '../ports/newsletter.port.js';

export interface ContactDeps {
  contactMessages: ContactMessages;
  newsletter: NewsletterList;
  now?: () => Date;
}

/** Files a help-form message; `uid` is the signed-in sender, if any. */
export async function contactUs(deps: ContactDeps, uid: string | null, form: ContactForm): Promise<{ id: string }> {
  const id = await deps.contactMessages.add({ ...form, email: normaliseEmail(form.email), uid, createdAt: deps.now?.() ?? new Date() });
  return { id };
}

/** Puts an address on the newsletter list; subscribing twice is not an error. */
export async function subscribeNewsletter(
  deps: ContactDeps,
  request: NewsletterRequest,
): Promise<{ subscribed: true; alreadySubscribed: boolean }> {
  const added = await deps.newsletter.subscribe(normaliseEmail(request.email), deps.now?.() ?? new Date());
  return { subscribed: true, alreadySubscribed: !added };
}
