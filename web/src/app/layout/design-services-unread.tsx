import { useInfiniteQuery } from '@tanstack/react-query';
import { threadsQueryOptions } from '../../features/messages/api/get-threads';

/** The badge shows at most this; the accessible name says the exact count. */
const BADGE_MAX = 99;

/**
 * The unread messages of the member's design services (their conversations with designers), beside the menus'
 * Design services entry. Mounted only while a menu is open, so closed menus ask nothing.
 */
export function DesignServicesUnread({ className }: { className?: string }) {
  const threads = useInfiniteQuery(threadsQueryOptions());
  const unread = threads.data?.pages.reduce((sum, page) => sum + page.unread, 0) ?? 0;
  if (!unread) return null;
  return (
    <span className={className} data-testid="design-services-unread">
      <span aria-hidden="true">{unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}</span>
      <span className="visually-hidden">{` ${unread} unread`}</span>
    </span>
  );
}
