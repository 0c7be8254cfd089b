import type { AuditPage } from '@contracts/audit-log';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';

/** The audit log's cache key: every admin action's mutation invalidates it (lib/linked-reads names it too). */
export const auditLogKey = ['admin', 'audit'] as const;

/** GET /api/admin/audit (admins only; 404 for everyone else): every admin action, newest first, paged by cursor. */
export const auditLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: auditLogKey,
    queryFn: ({ pageParam, signal }) =>
      api<AuditPage>(`admin/audit${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: whenSignedIn,
    retry: false,
  });
