import type { DesignerProfile, DesignerProfileForm } from '@contracts/designers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { designersKeys } from './designers-keys';

/** PUT /api/designer/profile; the designer's own profile and the public pages are asked again. */
export function useSaveDesignerProfile(meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (form: DesignerProfileForm) => api<DesignerProfile>('designer/profile', { method: 'PUT', body: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: designersKeys.all }),
  });
}
