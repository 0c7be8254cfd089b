import type { OwnDesignerProfile } from '@contracts/designers';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { designersKeys } from './designers-keys';

/** GET /api/designer/profile: answers only for designers (404 for everyone else, whom the workspace shows its 404 page). */
export function useOwnDesignerProfile() {
  return useQuery({
    queryKey: designersKeys.own,
    queryFn: ({ signal }) => api<OwnDesignerProfile>('designer/profile', { signal }),
    enabled: whenSignedIn,
    retry: false,
  });
}
