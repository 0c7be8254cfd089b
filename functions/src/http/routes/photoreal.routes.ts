import { Router } from 'express';
import { PhotorealRequest } from '../../contracts/board-pictures.js';
import type { AppCheckVerifier } from '../../ports/app-check.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { makePhotorealPicture, type PhotorealDeps } from '../../services/photoreal-picture.service.js';
import { requireAppCheck } from '../app-check.js';
import { requireUser } from '../auth.js';
import { callerOf } from './generation.routes.js';

/** On the generate function (2 GiB, OpenAI's SDK): a board picture made photoreal. */
export function photorealRoutes(deps: PhotorealDeps & { sessions: Sessions; appCheck: AppCheckVerifier | null }): Router {
  const router = Router();
  router.post('/boards/:id/picture/photoreal', requireAppCheck(deps.appCheck), requireUser(deps.sessions), async (req, res) => {
    const { pictureId } = PhotorealRequest.parse(req.body);
    const caller = callerOf(res, deps.sessions);
    res.set('Cache-Control', 'private, no-store').json(await makePhotorealPicture(deps, caller, String(req.params.id), pictureId));
  });
  return router;
}
