import type { BoardPicturesResponse, RoomPhotoResponse, RoomPiece } from '@contracts/board-pictures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { pictureKeys } from './picture-keys';

/** PUT /api/boards/:id/room-photo/pieces (owner only): the pieces on the room photo, back to front, kept with it. */
function saveRoomPieces(boardId: string, pieces: RoomPiece[]): Promise<RoomPhotoResponse> {
  return api<RoomPhotoResponse>(`boards/${encodeURIComponent(boardId)}/room-photo/pieces`, { method: 'PUT', body: { pieces } });
}

/** The board's pictures remember the pieces at once, so 'Try in my room' opened again shows them even before the answer. */
export function useSaveRoomPieces(boardId: string, meta?: ErrorMeta) {
  const client = useQueryClient();
  const remember = (pieces: RoomPiece[]) =>
    client.setQueryData<BoardPicturesResponse>(pictureKeys.list(boardId), (shown) =>
      shown?.room_photo ? { ...shown, room_photo: { ...shown.room_photo, pieces } } : shown,
    );
  return useMutation({
    meta,
    mutationFn: (pieces: RoomPiece[]) => saveRoomPieces(boardId, pieces),
    onMutate: remember,
    onSuccess: ({ room_photo }) => remember(room_photo.pieces ?? []),
  });
}
