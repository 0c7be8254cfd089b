import type { MarkReadRequest, UnreadCount } from '@contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/read: `{ids}` (what the page shows) or `{all: true}`; answers the unread count after. */
function markRead(request: MarkReadRequest): Promise<UnreadCount> {
  return api<UnreadCount>('notifications/read', { body: request });
}

/** Marks read and puts the new count in the bell at once. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (count) => client.setQueryData(notificationKeys.unread, count),
  });
}
