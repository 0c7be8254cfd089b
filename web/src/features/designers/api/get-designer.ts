import { designerRead } from '@contracts/designer-views';
import type { DesignerDetail } from '@contracts/designers';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { fromPageRead } from '../../../lib/page-reads';
import { designersKeys } from './designers-keys';

/**
 * GET /api/designers/:id: one designer with sample boards and their rating, from the page's HTML first when the
 * function filled it; a 404 is not asked again.
 */
export function useDesigner(id: string) {
  const path = designerRead(id);
  return useQuery({
    queryKey: designersKeys.one(id),
    queryFn: ({ signal }) => api<DesignerDetail>(path, { signal }),
    ...fromPageRead<DesignerDetail>(path),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
