import { PICTURE_MAX_BYTES, ROOM_PHOTO_TOO_LARGE, type BoardPicturesResponse, type RoomPhotoResponse } from '@contracts/board-pictures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ErrorMeta } from '../../../lib/error-policy';
import { pictureKeys } from './picture-keys';

/** A file refused before it is sent: the server's own message for it. */
class RoomPhotoRefused extends Error {}

/**
 * POST /api/boards/:id/room-photo (owner only): the photo's bytes. A file the browser does not call an image (a HEIC
 * from a desktop often has no type) goes as application/octet-stream: the server decides by its bytes.
 */
function uploadRoomPhoto(boardId: string, file: Blob): Promise<RoomPhotoResponse> {
  if (file.size > PICTURE_MAX_BYTES) return Promise.reject(new RoomPhotoRefused(ROOM_PHOTO_TOO_LARGE));
  const body = file.type.startsWith('image/') ? file : new Blob([file], { type: 'application/octet-stream' });
  return api<RoomPhotoResponse>(`boards/${encodeURIComponent(boardId)}/room-photo`, { method: 'POST', body });
}

/** The board's pictures remember the new photo, so the compositor opens with it next time. */
export function useUploadRoomPhoto(boardId: string, meta?: ErrorMeta) {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (file: Blob) => uploadRoomPhoto(boardId, file),
    onSuccess: ({ room_photo }) =>
      client.setQueryData<BoardPicturesResponse>(pictureKeys.list(boardId), (shown) => (shown ? { ...shown, room_photo } : shown)),
  });
}
