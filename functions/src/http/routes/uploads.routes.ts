import { Router, type Request } from 'express';
import { AVATAR_MAX_BYTES, AVATAR_NOT_IMAGE } from '../../contracts/accounts.js';
import { PICTURE_MAX_BYTES, PictureUploadQuery } from '../../contracts/board-pictures.js';
import { badRequest } from '../../domain/errors.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { avatarTooLarge, uploadAvatar, type AvatarDeps } from '../../services/avatar.service.js';
import { pictureTooLarge, uploadBoardPicture } from '../../services/board-pictures.service.js';
import { type BoardPicturesDeps } from '../../services/steps/board-pictures.js';
import { uploadRoomPhoto } from '../../services/room-photo.service.js';
import { roomPhotoTooLarge } from '../../services/steps/board-pictures.js';
import { identityOf, requireUser } from '../auth.js';
import { readRaw } from '../body.js';
import type { PerUserCap } from '../per-user-cap.js';

const NO_STORE = 'private, no-store';

/**
 * Every upload, on the generate function only (firebase.json sends these paths there): the platform reads a whole body
 * into memory before our code runs, so uploads go where four requests at a time fit (upload-plan.ts), never to the
 * light API's eighty. The image file itself is the body (the browser sends a File or a canvas' blob with its type).
 */
export function uploadsRoutes(deps: BoardPicturesDeps & AvatarDeps & { sessions: Sessions; uploadsCap: PerUserCap }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const id = (req: Request) => String(req.params.id);

  // A capture of the 3D view, or a composite on the room photo.
  router.post('/boards/:id/picture', signedIn, deps.uploadsCap, async (req, res) => {
    const { source } = PictureUploadQuery.parse(req.query);
    const upload = await readRaw(req, PICTURE_MAX_BYTES, pictureTooLarge);
    res.set('Cache-Control', NO_STORE).json(await uploadBoardPicture(deps, identityOf(res).uid, id(req), upload, source));
  });

  // A phone's 48 MP HEIC decodes whole in WebAssembly (libheif-js).
  router.post('/boards/:id/room-photo', signedIn, deps.uploadsCap, async (req, res) => {
    const upload = await readRaw(req, PICTURE_MAX_BYTES, roomPhotoTooLarge);
    res.set('Cache-Control', NO_STORE).json(await uploadRoomPhoto(deps, identityOf(res).uid, id(req), upload));
  });

  router.put('/profile-image', signedIn, deps.uploadsCap, async (req, res) => {
    if (!/^image\//i.test(req.headers['content-type'] ?? '')) throw badRequest(AVATAR_NOT_IMAGE);
    const upload = await readRaw(req, AVATAR_MAX_BYTES, avatarTooLarge);
    res.set('Cache-Control', 'no-store').json(await uploadAvatar(deps, identityOf(res), upload));
  });

  return router;
}
