import { api } from '../../../lib/api-client';

/** One picture of a board's history (the board picture contract shared with the room-photo work). */
export interface BoardPicture {
  id: string;
  url: string;
  source: 'generated' | 'capture' | 'room-photo' | 'photoreal';
  createdAt: string;
  current: boolean;
}

export interface BoardPictureSaved {
  image_url: string;
  pictures: BoardPicture[];
}

/** POST /api/boards/:id/picture?source=capture: the image itself as the body; it becomes the board's picture. */
export function saveBoardPicture(boardId: string, image: Blob): Promise<BoardPictureSaved> {
  return api<BoardPictureSaved>(`boards/${encodeURIComponent(boardId)}/picture?source=capture`, { body: image });
}
