import type { DesignersList } from '@contracts/designers';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { designersKeys } from './designers-keys';

/** GET /api/designers: the active designers, by name. */
export function useDesigners() {
  return useQuery({
    queryKey: designersKeys.list,
    queryFn: ({ signal }) => api<DesignersList>('designers', { signal }),
  });
}
