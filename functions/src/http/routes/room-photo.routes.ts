import { Router } from 'express';
import { PICTURE_MAX_BYTES, PhotorealRequest } from '../../contracts/board-pictures.js';
import type { AppCheckVerifier } from '../../ports/app-check.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { makePhotorealPicture, type PhotorealDeps } from '../../services/photoreal-picture.service.js';
import { requireAppCheck } from '../app-check.js';
import { roomPhotoTooLarge, uploadRoomPhoto } from '../../services/room-photo.service.js';
import { identityOf, requireUser } from '../auth.js';
import { readRaw } from '../body.js';
import type { PerUserCap } from '../per-user-cap.js';
import { callerOf } from './generation.routes.js';

/**
 * On the generate function (2 GiB, OpenAI's SDK, libheif-js): a board picture made photoreal, and the room photo
 * (a phone's 48 MP HEIC decodes whole in WebAssembly, far too heavy for the light API), behind its upload gate.
 */
export function roomPhotoRoutes(
  deps: PhotorealDeps & { sessions: Sessions; appCheck: AppCheckVerifier | null; uploadsCap: PerUserCap },
): Router {
  const router = Router();
  router.post('/boards/:id/room-photo', requireUser(deps.sessions), deps.uploadsCap, async (req, res) => {
    const upload = await readRaw(req, PICTURE_MAX_BYTES, roomPhotoTooLarge);
    res.set('Cache-Control', 'private, no-store').json(await uploadRoomPhoto(deps, identityOf(res).uid, String(req.params.id), upload));
  });

  router.post('/boards/:id/picture/photoreal', requireAppCheck(deps.appCheck), requireUser(deps.sessions), async (req, res) => {
    const { pictureId } = PhotorealRequest.parse(req.body);
    const caller = callerOf(res, deps.sessions);
    res.set('Cache-Control', 'private, no-store').json(await makePhotorealPicture(deps, caller, String(req.params.id), pictureId));
  });
  return router;
}
