import type { AllowanceKind } from '@contracts/membership-tiers';
import type { Credited, MemberFound, MemberView, RefundAsked } from '@contracts/service-console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { invalidateLinked } from '../../../lib/linked-reads';
import { whenSignedIn } from '../../../lib/react-query';
import { serviceKeys } from './service-keys';

/** GET /api/admin/members?email=: the account that signs in with this address (404 with the server's message). */
export function findMember(email: string): Promise<MemberFound> {
  return api<MemberFound>(`admin/members?email=${encodeURIComponent(email)}`, { quiet: true });
}

/** GET /api/admin/members/:uid: plan, allowances and work. */
export function useMemberView(uid: string) {
  return useQuery({
    queryKey: serviceKeys.member(uid),
    queryFn: ({ signal }) => api<MemberView>(`admin/members/${encodeURIComponent(uid)}`, { signal }),
    enabled: whenSignedIn,
    retry: false,
  });
}

/** POST /api/admin/members/:uid/credit {kind, reason}: one allowance of the kind given back this period. */
export function useCreditAllowance(uid: string, meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ kind, reason }: { kind: AllowanceKind; reason: string }) =>
      api<Credited>(`admin/members/${encodeURIComponent(uid)}/credit`, { body: { kind, ...(reason && { reason }) } }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: serviceKeys.member(uid) }), invalidateLinked(client, 'audit-log')]),
  });
}

/** POST /api/admin/members/:uid/refund {reason}: the current period's payment refunded through Stripe. */
export function useRefundPeriod(uid: string, meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ reason }: { reason: string }) =>
      api<RefundAsked>(`admin/members/${encodeURIComponent(uid)}/refund`, { body: reason ? { reason } : {} }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: serviceKeys.all }), invalidateLinked(client, 'audit-log')]),
  });
}
