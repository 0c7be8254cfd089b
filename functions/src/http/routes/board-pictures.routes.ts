import { Router, type Request } from 'express';
import { ROOM_PIECES_INVALID, RoomPiecesRequest } from '../../contracts/board-pictures.js';
import { badRequest } from '../../domain/errors.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { boardPictureImage, listBoardPictures, restoreBoardPicture } from '../../services/board-pictures.service.js';
import { type BoardPicturesDeps } from '../../services/steps/board-pictures.js';
import { roomPhotoImage, saveRoomPieces } from '../../services/room-photo.service.js';
import { identityOf, requireUser } from '../auth.js';
import { imageKeyOf, sendPrivateImage } from '../private-image.js';

const NO_STORE = 'private, no-store';

/** A board's pictures: list them, restore an older one, show them, keep the pieces on the room photo (uploads are on generate: uploads.routes.ts). */
export function boardPicturesRoutes(deps: Omit<BoardPicturesDeps, 'pictureImages'> & { sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const id = (req: Request) => String(req.params.id);

  router.get('/boards/:id/pictures', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await listBoardPictures(deps, identityOf(res).uid, id(req)));
  });

  router.post('/boards/:id/pictures/:pictureId/restore', signedIn, async (req, res) => {
    const pictureId = String(req.params.pictureId);
    res.set('Cache-Control', NO_STORE).json(await restoreBoardPicture(deps, identityOf(res).uid, id(req), pictureId));
  });

  router.get('/boards/:id/pictures/:pictureId/image', async (req, res) => {
    sendPrivateImage(res, await boardPictureImage(deps, id(req), String(req.params.pictureId), imageKeyOf(req)));
  });

  router.put('/boards/:id/room-photo/pieces', signedIn, async (req, res) => {
    const request = RoomPiecesRequest.safeParse(req.body);
    if (!request.success) throw badRequest(ROOM_PIECES_INVALID);
    res.set('Cache-Control', NO_STORE).json(await saveRoomPieces(deps, identityOf(res).uid, id(req), request.data));
  });

  router.get('/boards/:id/room-photo/image', async (req, res) => {
    sendPrivateImage(res, await roomPhotoImage(deps, id(req), imageKeyOf(req)));
  });

  return router;
}
