import type { MessagesPage, ThreadKind } from '@contracts/messages';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { messageKeys } from './message-keys';

/** GET /api/threads/:kind/:id/messages: newest first; `cursor` names the page after an earlier one. */
function getMessages(kind: ThreadKind, id: string, cursor?: string, signal?: AbortSignal): Promise<MessagesPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api<MessagesPage>(`threads/${kind}/${encodeURIComponent(id)}/messages${query}`, { signal });
}

/**
 * A thread's pages, newest first; 'Load earlier messages' asks for the next. The live listener and the composer write
 * new messages into the newest page (lib/thread-cache.ts), so it is never stale: a refetch would drop a message being
 * sent and ask again for every page shown.
 */
export const messagesQueryOptions = (kind: ThreadKind, id: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(kind, id),
    queryFn: ({ pageParam, signal }) => getMessages(kind, id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: whenSignedIn,
    staleTime: Infinity,
  });
