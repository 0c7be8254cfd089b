import type { MailPreferences } from '@contracts/mail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';

export const mailPreferencesKey = ['mail-preferences'] as const;

/** GET /api/mail-preferences. */
function getMailPreferences(signal?: AbortSignal): Promise<MailPreferences> {
  return api<MailPreferences>('mail-preferences', { signal });
}

const mailPreferencesQueryOptions = () =>
  queryOptions({ queryKey: mailPreferencesKey, queryFn: ({ signal }) => getMailPreferences(signal), enabled: whenSignedIn });

export function useMailPreferences() {
  return useQuery(mailPreferencesQueryOptions());
}
