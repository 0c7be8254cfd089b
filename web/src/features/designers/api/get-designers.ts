import { DESIGNERS_READ } from '@contracts/designer-views';
import type { DesignersList } from '@contracts/designers';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fromPageRead } from '../../../lib/page-reads';
import { designersKeys } from './designers-keys';

/** GET /api/designers: the active designers, by name; from the page's HTML first when the function filled it. */
export function useDesigners() {
  return useQuery({
    queryKey: designersKeys.list,
    queryFn: ({ signal }) => api<DesignersList>(DESIGNERS_READ, { signal }),
    ...fromPageRead<DesignersList>(DESIGNERS_READ),
  });
}
