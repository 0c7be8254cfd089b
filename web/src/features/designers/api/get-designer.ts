import type { DesignerDetail } from '@contracts/designers';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { designersKeys } from './designers-keys';

/** GET /api/designers/:id: one designer with sample boards and their rating; a 404 is not asked again. */
export function useDesigner(id: string) {
  return useQuery({
    queryKey: designersKeys.one(id),
    queryFn: ({ signal }) => api<DesignerDetail>(`designers/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
