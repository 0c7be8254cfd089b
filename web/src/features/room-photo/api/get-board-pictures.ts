import type { BoardPicturesResponse } from '@contracts/board-pictures';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pictureKeys } from './picture-keys';

/** GET /api/boards/:id/pictures (owner only): the board's pictures, newest first, the current one marked. */
function getBoardPictures(boardId: string, signal?: AbortSignal): Promise<BoardPicturesResponse> {
  return api<BoardPicturesResponse>(`boards/${encodeURIComponent(boardId)}/pictures`, { signal });
}

export function useBoardPictures(boardId: string, enabled = true) {
  return useQuery({ queryKey: pictureKeys.list(boardId), queryFn: ({ signal }) => getBoardPictures(boardId, signal), enabled });
}
