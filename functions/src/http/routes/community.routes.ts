import { Router, type Request } from 'express';
import { AppealRequest, CommentRequest, GalleryQuerySchema, ListQuerySchema, ReportRequest } from '../../contracts/community.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { addComment, deleteComment, listComments } from '../../services/comments.service.js';
import type { CommunityDeps } from '../../services/steps/community.js';
import { copyBoard } from '../../services/copy-board.service.js';
import { follow, listPeople, unfollow, userSpace } from '../../services/follows.service.js';
import { listGallery } from '../../services/gallery.service.js';
import { getLikes, setLiked } from '../../services/likes.service.js';
import { report } from '../../services/reports.service.js';
import { appealBoard } from '../../services/moderation.service.js';
import { unauthenticated } from '../../domain/errors.js';
import { identityOf, optionalUid, requireUser } from '../auth.js';

const NO_STORE = 'private, no-store';

/** The community: the gallery, members' spaces and follows, likes, 'Save to my boards', comments and reports. */
export function communityRoutes(deps: CommunityDeps & { sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const id = (req: Request) => String(req.params.id);
  const viewer = (req: Request) => optionalUid(deps.sessions, req);
  const uidOf = (res: Parameters<typeof identityOf>[0]) => identityOf(res).uid;

  router.get(['/get_products_all', '/get_products_all/'], async (req, res) => {
    const query = GalleryQuerySchema.parse(req.query);
    res.set('Cache-Control', NO_STORE).json(await listGallery(deps, await viewer(req), query));
  });

  /** `users/me`: the caller's own space (401 signed out). */
  router.get('/users/:id', async (req, res) => {
    const viewerUid = await viewer(req);
    if (id(req) === 'me' && !viewerUid) throw unauthenticated();
    res.set('Cache-Control', NO_STORE).json(await userSpace(deps, viewerUid, id(req) === 'me' ? viewerUid! : id(req)));
  });
  router.get('/users/:id/boards', async (req, res) => {
    const query = GalleryQuerySchema.parse(req.query);
    res.set('Cache-Control', NO_STORE).json(await listGallery(deps, await viewer(req), query, id(req)));
  });
  for (const direction of ['followers', 'following'] as const) {
    router.get(`/users/:id/${direction}`, async (req, res) => {
      res.set('Cache-Control', NO_STORE).json(await listPeople(deps, id(req), direction, ListQuerySchema.parse(req.query)));
    });
  }
  router.put('/users/:id/follow', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await follow(deps, uidOf(res), id(req)));
  });
  router.delete('/users/:id/follow', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await unfollow(deps, uidOf(res), id(req)));
  });

  router.get('/boards/:id/like', async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await getLikes(deps, await viewer(req), id(req)));
  });
  router.put('/boards/:id/like', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await setLiked(deps, uidOf(res), id(req), true));
  });
  router.delete('/boards/:id/like', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await setLiked(deps, uidOf(res), id(req), false));
  });

  router.post('/boards/:id/copy', signedIn, async (req, res) => {
    res
      .status(201)
      .set('Cache-Control', NO_STORE)
      .json(await copyBoard(deps, uidOf(res), id(req)));
  });

  router.get('/boards/:id/comments', async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await listComments(deps, await viewer(req), id(req), ListQuerySchema.parse(req.query)));
  });
  router.post('/boards/:id/comments', signedIn, async (req, res) => {
    const { text } = CommentRequest.parse(req.body);
    res
      .status(201)
      .set('Cache-Control', NO_STORE)
      .json(await addComment(deps, uidOf(res), id(req), text));
  });
  router.delete('/comments/:id', signedIn, async (req, res) => {
    await deleteComment(deps, uidOf(res), id(req));
    res.status(204).end();
  });

  router.post('/boards/:id/report', signedIn, async (req, res) => {
    res.status(201).json(await report(deps, uidOf(res), 'board', id(req), ReportRequest.parse(req.body)));
  });
  router.post('/boards/:id/appeal', signedIn, async (req, res) => {
    res.status(201).json(await appealBoard(deps, uidOf(res), id(req), AppealRequest.parse(req.body ?? {}).text));
  });
  router.post('/comments/:id/report', signedIn, async (req, res) => {
    res.status(201).json(await report(deps, uidOf(res), 'comment', id(req), ReportRequest.parse(req.body)));
  });

  return router;
}
