import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';

/** GET /api/account/export: the member's data as a zip, saved by the browser under the server's file name. */
export async function downloadMyData(): Promise<void> {
  const { blob, fileName } = await apiFile('account/export');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'roomboard-data.zip';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
