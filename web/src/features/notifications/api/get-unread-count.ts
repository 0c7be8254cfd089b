import type { UnreadCount } from '@contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { notificationKeys } from './notification-keys';

/** How often the bell asks again while the tab is visible; it also asks when the window regains focus. */
const UNREAD_POLL_MS = 60_000;

/** GET /api/notifications/unread: one document read on the server. Quiet: the bell never interrupts with errors. */
function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api<UnreadCount>('notifications/unread', { signal, quiet: true });
}

export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: whenSignedIn,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
