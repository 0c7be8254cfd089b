import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';

/** DELETE /api/account: `confirm` is the account's e-mail address, typed by the member. */
function deleteAccount(confirm: string): Promise<{ message: string }> {
  return api<{ message: string }>('account', { method: 'DELETE', body: { confirm } });
}

export function useDeleteAccount(meta?: ErrorMeta) {
  return useMutation({ mutationFn: deleteAccount, meta });
}
