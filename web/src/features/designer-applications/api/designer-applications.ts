import type {
  AdminApplications,
  ApplicationStatus,
  DesignerApplicationView,
  MyDesignerApplication,
  PortfolioUpload,
} from '@contracts/designer-application-rules';
import type { DesignerApplicationForm } from '@contracts/designer-applications';
import type { BoardsPage } from '@contracts/boards';
import type { DesignerRates } from '@contracts/membership-tiers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { invalidateLinked } from '../../../lib/linked-reads';
import { whenSignedIn } from '../../../lib/react-query';

/** The cache keys of designer applications. */
const applicationKeys = {
  all: ['designer-applications'] as const,
  mine: ['designer-applications', 'mine'] as const,
  boards: ['designer-applications', 'public-boards'] as const,
  rates: ['designer-applications', 'rates'] as const,
  admin: (status: ApplicationStatus) => ['designer-applications', 'admin', status] as const,
};

/** GET /api/designer-rates (public): what designers earn now, in cents. */
export function useDesignerRates() {
  return useQuery({
    queryKey: applicationKeys.rates,
    queryFn: ({ signal }) => api<DesignerRates>('designer-rates', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /api/designer-applications/mine: the member's latest application and whether they may apply. */
export function useMyApplication() {
  return useQuery({
    queryKey: applicationKeys.mine,
    queryFn: ({ signal }) => api<MyDesignerApplication>('designer-applications/mine', { signal }),
    enabled: whenSignedIn,
  });
}

/** The member's own public boards (My Boards' first page, public ones only): portfolio pictures to choose from. */
export function useMyPublicBoards(enabled: boolean) {
  return useQuery({
    queryKey: applicationKeys.boards,
    queryFn: ({ signal }) => api<BoardsPage>('get_products_by_email/?page=1&page_size=24', { signal }),
    select: (page) => page.boards.filter((board) => board.visibility === 'public' && board.image_url),
    enabled: () => enabled && whenSignedIn(),
  });
}

/** POST /api/designer-applications/pictures: one chosen file, sent as itself; answers its key and URL. */
export const uploadPortfolioPicture = (file: File) => api<PortfolioUpload>('designer-applications/pictures', { body: file });

/** POST /api/designer-applications; the member's application is asked again. */
export function useApply(meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (form: DesignerApplicationForm) => api<DesignerApplicationView>('designer-applications', { body: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.mine }),
  });
}

/** GET /api/admin/applications?status= (admins only; 404 for everyone else): oldest first. */
export function useAdminApplications(status: ApplicationStatus = 'pending') {
  return useQuery({
    queryKey: applicationKeys.admin(status),
    queryFn: ({ signal }) => api<AdminApplications>(`admin/applications?status=${status}`, { signal }),
    enabled: whenSignedIn,
    retry: false,
  });
}

/**
 * POST /api/admin/applications/:id/approve, or /decline {reason}: the lists follow, with the designers (an approval
 * publishes one) and the audit log.
 */
export function useDecideApplication(meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ id, decision }: { id: string; decision: { approve: true } | { approve: false; reason: string } }) =>
      api<DesignerApplicationView>(`admin/applications/${encodeURIComponent(id)}/${decision.approve ? 'approve' : 'decline'}`, {
        body: decision.approve ? {} : { reason: decision.reason },
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: applicationKeys.all }),
        invalidateLinked(client, 'designers'),
        invalidateLinked(client, 'audit-log'),
      ]),
  });
}
