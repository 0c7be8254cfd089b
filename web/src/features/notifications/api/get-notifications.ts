import type { NotificationsPage } from '@contracts/notifications';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { notificationKeys } from './notification-keys';

const NOTIFICATIONS_PAGE = 20;

/** GET /api/notifications: the caller's notifications, newest first, paged by cursor (Load more). */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      api<NotificationsPage>(
        `notifications?page_size=${NOTIFICATIONS_PAGE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        {
          signal,
        },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: whenSignedIn,
  });
