import { Router, type Request, type Response } from 'express';
import { QueueQuery, ReviewDelivery, ReviewRating, ReviewReply, ReviewRequest } from '../../contracts/reviews.js';
import type { BlobStore } from '../../ports/blob-store.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import {
  acceptReviewSwap,
  askForReview,
  boardReviews,
  claimReview,
  deliverReview,
  designerQueue,
  designerWork,
  getReview,
  lateReviews,
  memberReviews,
  rateReview,
  replyToReview,
  reviewPicture,
  type ReviewsDeps,
} from '../../services/reviews.service.js';
import { identityOf, requireRole, requireUser } from '../auth.js';
import { callerOf } from './generation.routes.js';
import { imageKeyOf, sendPrivateImage } from '../private-image.js';

const NO_STORE = 'private, no-store';

/** Board reviews: members ask and read, designers claim and deliver, admins see late ones. */
export function reviewsRoutes(deps: ReviewsDeps & { sessions: Sessions; blobs: Pick<BlobStore, 'get'> }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const designer = requireRole(deps.sessions, 'designer');
  const admin = requireRole(deps.sessions, 'admin');
  const uid = (res: Response) => identityOf(res).uid;
  const id = (req: Request) => String(req.params.id);
  const send = (res: Response, status: number, body: unknown) => res.status(status).set('Cache-Control', NO_STORE).json(body);

  router.post('/boards/:id/reviews', signedIn, async (req, res) => {
    send(res, 201, await askForReview(deps, callerOf(res, deps.sessions), id(req), ReviewRequest.parse(req.body)));
  });
  router.get('/boards/:id/reviews', signedIn, async (req, res) => {
    send(res, 200, await boardReviews(deps, uid(res), id(req)));
  });
  router.get('/designer/queue', designer, async (req, res) => {
    send(res, 200, await designerQueue(deps, uid(res), QueueQuery.parse(req.query)));
  });
  router.get('/designer/reviews', designer, async (_req, res) => {
    send(res, 200, await designerWork(deps, uid(res)));
  });
  router.post('/reviews/:id/claim', designer, async (req, res) => {
    send(res, 200, await claimReview(deps, uid(res), id(req)));
  });
  router.post('/reviews/:id/deliver', designer, async (req, res) => {
    send(res, 200, await deliverReview(deps, uid(res), id(req), ReviewDelivery.parse(req.body)));
  });
  router.get('/reviews', signedIn, async (_req, res) => {
    send(res, 200, await memberReviews(deps, uid(res)));
  });
  router.get('/reviews/:id', signedIn, async (req, res) => {
    send(res, 200, await getReview(deps, identityOf(res), id(req)));
  });
  // The picture a designer sees through the review: an <img> sends no session, so the key made for them is checked.
  router.get('/reviews/:id/picture', async (req, res) => {
    const designer = typeof req.query.designer === 'string' ? req.query.designer : null;
    sendPrivateImage(res, await reviewPicture(deps, id(req), designer, imageKeyOf(req)));
  });
  router.post('/reviews/:id/swaps/:index/accept', signedIn, async (req, res) => {
    send(res, 200, await acceptReviewSwap(deps, uid(res), id(req), Number(req.params.index)));
  });
  router.post('/reviews/:id/reply', signedIn, async (req, res) => {
    send(res, 200, await replyToReview(deps, uid(res), id(req), ReviewReply.parse(req.body).text));
  });
  router.post('/reviews/:id/rating', signedIn, async (req, res) => {
    send(res, 200, await rateReview(deps, uid(res), id(req), ReviewRating.parse(req.body).stars));
  });
  router.get('/admin/reviews', admin, async (_req, res) => {
    send(res, 200, await lateReviews(deps));
  });
  return router;
}
