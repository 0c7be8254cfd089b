import type { Comment, CommentsPage } from '@contracts/community';
import type { ReportKind, ReportReason } from '@contracts/community-rules';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure, type ErrorMeta } from '../../../lib/error-policy';
import { communityKeys } from './community-keys';

const COMMENTS_PAGE = 10;

/** GET /api/boards/:id/comments: newest first, paged by cursor. */
export const commentsQueryOptions = (boardId: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.comments(boardId),
    queryFn: ({ pageParam, signal }) =>
      api<CommentsPage>(
        `boards/${encodeURIComponent(boardId)}/comments?page_size=${COMMENTS_PAGE}${pageParam ? `&cursor=${pageParam}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** POST a comment (`addMeta`: how its failure is told), DELETE one: the list is asked again. */
export function useCommentActions(boardId: string, addMeta?: ErrorMeta) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: communityKeys.comments(boardId) });
  const add = useMutation({
    mutationFn: (text: string) => api<Comment>(`boards/${encodeURIComponent(boardId)}/comments`, { body: { text } }),
    onSuccess: refresh,
    meta: addMeta,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api<unknown>(`comments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
    meta: { onFailure: notifyFailure },
  });
  return { add, remove };
}

/** POST /api/boards/:id/report or /api/comments/:id/report. */
export function useReport(kind: ReportKind, id: string, meta?: ErrorMeta) {
  return useMutation({
    meta,
    mutationFn: (report: { reason: ReportReason; text: string }) =>
      api<{ reported: true }>(`${kind}s/${encodeURIComponent(id)}/report`, { body: report }),
  });
}
