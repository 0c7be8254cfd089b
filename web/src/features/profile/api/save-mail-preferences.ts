import type { MailPreferences } from '@contracts/mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mailPreferencesKey } from './get-mail-preferences';

/** PUT /api/mail-preferences: all of them; the answer is what is stored. */
function saveMailPreferences(preferences: MailPreferences): Promise<MailPreferences> {
  return api<MailPreferences>('mail-preferences', { method: 'PUT', body: preferences });
}

/** Saves at once on each toggle: the switch moves first, and moves back if the save fails. */
export function useSaveMailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMailPreferences,
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: mailPreferencesKey });
      const previous = client.getQueryData<MailPreferences>(mailPreferencesKey);
      client.setQueryData(mailPreferencesKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) client.setQueryData(mailPreferencesKey, context.previous);
    },
    onSuccess: (saved) => client.setQueryData(mailPreferencesKey, saved),
  });
}
