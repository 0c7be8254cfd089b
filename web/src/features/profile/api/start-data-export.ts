import type { DataExportResponse } from '@contracts/account-export';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { dataExportKey } from './get-data-export';

/** POST /api/account/export: the worker starts building the member's zip (once an hour; 429 says when to try again). */
function startDataExport(): Promise<DataExportResponse> {
  return api<DataExportResponse>('account/export', { method: 'POST' });
}

export function useStartDataExport(meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startDataExport,
    meta,
    onSuccess: (answer) => client.setQueryData(dataExportKey, answer),
  });
}
