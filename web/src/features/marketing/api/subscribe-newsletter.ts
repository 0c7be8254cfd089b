import { api } from '../../../lib/api-client';

export const SUBSCRIBED = 'Thanks! You are on the list.';
export const SUBSCRIBE_FAILED = 'We could not add you right now. Please try again later.';

/** Adds an e-mail address to the newsletter list. */
export async function subscribeNewsletter(email: string): Promise<void> {
  await api<unknown>('newsletter', { method: 'POST', body: { email }, appCheck: true });
}
