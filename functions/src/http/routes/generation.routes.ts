import { Router, type Response } from 'express';
import { GenerateDescriptionRequest, GenerateImageRequest } from '../../contracts/generation.js';
import type { AppCheckVerifier } from '../../ports/app-check.port.js';
import type { BlobStore } from '../../ports/blob-store.port.js';
import type { BoardsRepository } from '../../ports/boards.port.js';
import type { GenerationsRepository } from '../../ports/generations.port.js';
import type { ProductsRepository } from '../../ports/products.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { generateDescription } from '../../services/generate-description.service.js';
import { generateImageFor } from '../../services/generate-image.service.js';
import { generationImage, getGeneration, getProgress, listUnsavedGenerations } from '../../services/get-generation.service.js';
import type { Caller, GenerationDeps } from '../../services/steps/generation.js';
import { requireAppCheck } from '../app-check.js';
import { identityOf, requireUser } from '../auth.js';
import { perUserCap } from '../per-user-cap.js';
import { imageKeyOf, sendPrivateImage } from '../private-image.js';

export const PROGRESS_POLLS_LIMITED = 'You are checking on your boards too often. Please wait a moment.';

/** The verified caller; a session made before the user verified their e-mail is checked again with the provider. */
export function callerOf(res: Response, sessions: Sessions): Caller {
  const identity = identityOf(res);
  return {
    uid: identity.uid,
    email: identity.email,
    emailVerified: async () => identity.emailVerified || sessions.isEmailVerified(identity.uid),
  };
}

/** The generate function: the two paid steps. */
export function generateRoutes(deps: GenerationDeps & { sessions: Sessions; appCheck: AppCheckVerifier | null }): Router {
  const router = Router();
  const verifiedApp = requireAppCheck(deps.appCheck);
  const signedIn = requireUser(deps.sessions);

  router.post(['/generate-description', '/generate-description/'], verifiedApp, signedIn, async (req, res) => {
    const request = GenerateDescriptionRequest.parse(req.body);
    res.set('Cache-Control', 'no-store').json(await generateDescription(deps, callerOf(res, deps.sessions), request));
  });

  router.post(['/generate-image', '/generate-image/'], verifiedApp, signedIn, async (req, res) => {
    const request = GenerateImageRequest.parse(req.body);
    res.set('Cache-Control', 'no-store').json(await generateImageFor(deps, callerOf(res, deps.sessions), request));
  });

  return router;
}

/**
 * On the light API, so that a cold generate instance never delays them: the board screen reads its generation back
 * after a reload and loads its picture, and the Loader polls a generation's progress with its session in the Authorization header (never
 * in the URL), capped per user.
 */
export function generationsRoutes(deps: {
  sessions: Sessions;
  generations: GenerationsRepository;
  products: ProductsRepository;
  boards: BoardsRepository;
  blobs: BlobStore;
  config: { progressPollsPerMinute: number };
}): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  router.get('/generations/:id/image', async (req, res) => {
    sendPrivateImage(res, await generationImage(deps, String(req.params.id), imageKeyOf(req)));
  });
  router.get('/unsaved-generations', signedIn, async (_req, res) => {
    const { uid } = identityOf(res);
    res.set('Cache-Control', 'private, no-store').json(await listUnsavedGenerations(deps, uid));
  });
  router.get('/generations/:id', signedIn, async (req, res) => {
    const { uid } = identityOf(res);
    res.set('Cache-Control', 'private, no-store').json(await getGeneration(deps, uid, String(req.params.id)));
  });
  const progressCap = perUserCap({ limit: deps.config.progressPollsPerMinute, windowMs: 60_000, message: PROGRESS_POLLS_LIMITED });
  router.get('/generation-progress/:id', signedIn, progressCap, async (req, res) => {
    const { uid } = identityOf(res);
    res.set('Cache-Control', 'private, no-store').json(await getProgress(deps, uid, String(req.params.id)));
  });
  return router;
}
