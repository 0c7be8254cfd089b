import { Router, type Request } from 'express';
import { BoardProductsRequest, BoardsQuerySchema, BoardVisibilityRequest, SaveBoardRequest } from '../../contracts/boards.js';
import type { AppCheckVerifier } from '../../ports/app-check.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { boardImage, deleteBoard, getBoard, listOwnBoards, setBoardVisibility, type BoardViewDeps } from '../../services/boards.service.js';
import { type BoardFilesDeps } from '../../services/steps/boards.js';
import { editBoardProducts, type EditBoardDeps } from '../../services/edit-board-products.service.js';
import { saveBoard, type SaveBoardDeps } from '../../services/save-board.service.js';
import { requireAppCheck } from '../app-check.js';
import { identityOf, optionalUid, requireUser } from '../auth.js';
import { imageKeyOf, sendPrivateImage } from '../private-image.js';
import { callerOf } from './generation.routes.js';

const NO_STORE = 'private, no-store';
const id = (req: Request) => String(req.params.id);

/** Saved boards: save, the user's own list, one board, and the owner's changes. */
export function boardsRoutes(deps: SaveBoardDeps & BoardFilesDeps & BoardViewDeps & { sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);

  router.post(['/save-products', '/save-products/'], signedIn, async (req, res) => {
    const [board] = SaveBoardRequest.parse(req.body);
    res
      .status(201)
      .set('Cache-Control', NO_STORE)
      .json(await saveBoard(deps, identityOf(res), board!));
  });

  router.get(['/get_products_by_email', '/get_products_by_email/'], signedIn, async (req, res) => {
    const query = BoardsQuerySchema.parse(req.query);
    res.set('Cache-Control', NO_STORE).json(await listOwnBoards(deps, identityOf(res).uid, query));
  });

  router.get('/boards/:id', async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await getBoard(deps, await optionalUid(deps.sessions, req), id(req)));
  });

  router.get('/boards/:id/image', async (req, res) => {
    sendPrivateImage(res, await boardImage(deps, id(req), imageKeyOf(req)));
  });

  router.delete('/boards/:id', signedIn, async (req, res) => {
    await deleteBoard(deps, identityOf(res).uid, id(req));
    res.status(204).end();
  });

  router.patch('/boards/:id', signedIn, async (req, res) => {
    const { visibility } = BoardVisibilityRequest.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await setBoardVisibility(deps, identityOf(res).uid, id(req), visibility));
  });

  return router;
}

/**
 * On the generate function (firebase.json sends PUT /api/boards/:id/products there, since it makes the board again):
 * the owner's new list of products, and the board made again from them.
 */
export function boardProductsRoutes(deps: EditBoardDeps & { sessions: Sessions; appCheck: AppCheckVerifier | null }): Router {
  const router = Router();
  router.put('/boards/:id/products', requireAppCheck(deps.appCheck), requireUser(deps.sessions), async (req, res) => {
    const request = BoardProductsRequest.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await editBoardProducts(deps, callerOf(res, deps.sessions), id(req), request));
  });
  return router;
}
