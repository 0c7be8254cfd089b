import type { BoardPicturesResponse } from '@contracts/board-pictures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/error-policy';
import { pictureKeys } from './picture-keys';

/** POST /api/boards/:id/pictures/:pictureId/restore (owner only): a kept picture becomes the board's picture again. */
function restoreBoardPicture(boardId: string, pictureId: string): Promise<BoardPicturesResponse> {
  return api<BoardPicturesResponse>(`boards/${encodeURIComponent(boardId)}/pictures/${encodeURIComponent(pictureId)}/restore`, {
    method: 'POST',
  });
}

/** The pictures take the server's answer; `onPicture` hands the new current URL to whoever shows the board. */
export function useRestoreBoardPicture(boardId: string, onPicture: (imageUrl: string | null) => void) {
  const client = useQueryClient();
  return useMutation({
    meta: { onFailure: notifyFailure },
    mutationFn: (pictureId: string) => restoreBoardPicture(boardId, pictureId),
    onSuccess: (answer) => {
      client.setQueryData(pictureKeys.list(boardId), answer);
      onPicture(answer.image_url);
    },
  });
}
