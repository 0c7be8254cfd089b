import type { MessagesPage, ThreadKind } from '@contracts/messages';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whenSignedIn } from '../../../lib/react-query';
import { messageKeys } from './message-keys';

/** GET /api/threads/:kind/:id/messages: newest first; `cursor` names the page after an earlier one. */
export function getMessages(kind: ThreadKind, id: string, cursor?: string, signal?: AbortSignal): Promise<MessagesPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api<MessagesPage>(`threads/${kind}/${encodeURIComponent(id)}/messages${query}`, { signal });
}

export const messagesQueryOptions = (kind: ThreadKind, id: string) =>
  queryOptions({
    queryKey: messageKeys.thread(kind, id),
    queryFn: ({ signal }) => getMessages(kind, id, undefined, signal),
    enabled: whenSignedIn,
  });
