import type { EmailVerification } from '@contracts/email-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { emailVerificationKey } from './get-email-verification';

/** POST /api/email-verification: mails a new verification link to the member's address (at most once a minute). */
function sendVerificationEmail(): Promise<EmailVerification> {
  return api<EmailVerification>('email-verification', { method: 'POST', quiet: true });
}

export function useSendVerificationEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendVerificationEmail,
    onSuccess: (status) => client.setQueryData(emailVerificationKey, status),
  });
}
