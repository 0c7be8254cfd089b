import type { DataExportResponse } from '@contracts/account-export';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';

export const dataExportKey = ['account-export'] as const;

/** While the worker builds the zip, its progress is asked for this often. */
const BUILDING_POLL_MS = 2000;

/** GET /api/account/export: the member's latest export, its progress, and once ready a download link of a few minutes. */
function getDataExport(signal?: AbortSignal): Promise<DataExportResponse> {
  return api<DataExportResponse>('account/export', { signal });
}

const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: dataExportKey,
    queryFn: ({ signal }) => getDataExport(signal),
    enabled: whenSignedIn,
    // The link in it expires: every read is fresh.
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status;
      return status === 'queued' || status === 'building' ? BUILDING_POLL_MS : false;
    },
  });

export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}
