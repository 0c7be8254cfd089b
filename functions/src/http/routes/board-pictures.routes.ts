import { Router, type Request } from 'express';
import { PICTURE_MAX_BYTES, PictureUploadQuery } from '../../contracts/board-pictures.js';
import type { Sessions } from '../../ports/sessions.port.js';
import {
  boardPictureImage,
  listBoardPictures,
  pictureTooLarge,
  restoreBoardPicture,
  uploadBoardPicture,
  type BoardPicturesDeps,
} from '../../services/board-pictures.service.js';
import { roomPhotoImage } from '../../services/room-photo.service.js';
import { identityOf, requireUser } from '../auth.js';
import { readRaw } from '../body.js';
import { imageKeyOf, sendPrivateImage } from '../private-image.js';
import type { PerUserCap } from '../per-user-cap.js';

const NO_STORE = 'private, no-store';

/** A board's pictures: upload a new one (a 3D capture or a room-photo composite), list them, restore an older one. */
export function boardPicturesRoutes(deps: BoardPicturesDeps & { sessions: Sessions; uploadsCap: PerUserCap }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const id = (req: Request) => String(req.params.id);

  router.post('/boards/:id/picture', signedIn, deps.uploadsCap, async (req, res) => {
    const { source } = PictureUploadQuery.parse(req.query);
    const upload = await readRaw(req, PICTURE_MAX_BYTES, pictureTooLarge);
    res.set('Cache-Control', NO_STORE).json(await uploadBoardPicture(deps, identityOf(res).uid, id(req), upload, source));
  });

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

  router.get('/boards/:id/room-photo/image', async (req, res) => {
    sendPrivateImage(res, await roomPhotoImage(deps, id(req), imageKeyOf(req)));
  });

  return router;
}
