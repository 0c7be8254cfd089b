import type { ThreadsPage } from '@contracts/messages';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { messageKeys } from './message-keys';

/** GET /api/threads: the caller's threads, latest message first, with unread counts. */
function getThreads(cursor?: string, signal?: AbortSignal): Promise<ThreadsPage> {
  return api<ThreadsPage>(`threads${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { signal });
}

export const threadsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.threads,
    queryFn: ({ pageParam, signal }) => getThreads(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: whenSignedIn,
    // As the bell: asked again when the window regains focus, and every minute while it is visible.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
