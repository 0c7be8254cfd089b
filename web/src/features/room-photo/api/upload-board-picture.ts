import type { BoardPicturesResponse } from '@contracts/board-pictures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { pictureKeys } from './picture-keys';

type UploadSource = 'capture' | 'room-photo';

/** POST /api/boards/:id/picture?source= (owner only): an image (a canvas' PNG or JPEG) becomes the board's picture. */
function uploadBoardPicture(boardId: string, picture: Blob, source: UploadSource): Promise<BoardPicturesResponse> {
  return api<BoardPicturesResponse>(`boards/${encodeURIComponent(boardId)}/picture?source=${source}`, { method: 'POST', body: picture });
}

export function useUploadBoardPicture(boardId: string, onPicture: (imageUrl: string | null) => void, meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: ({ picture, source }: { picture: Blob; source: UploadSource }) => uploadBoardPicture(boardId, picture, source),
    onSuccess: (answer) => {
      client.setQueryData(pictureKeys.list(boardId), answer);
      onPicture(answer.image_url);
    },
  });
}
