import type { ContactForm } from '@contracts/accounts';
import { api } from '../../../lib/api-client';

/** POST /api/contact-us. */
export async function contactUs(body: ContactForm): Promise<void> {
  await api<unknown>('contact-us', { body, appCheck: true });
}
