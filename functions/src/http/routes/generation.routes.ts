import { Router, type Response } from 'express';
import { GenerateDescriptionRequest, GenerateImageRequest } from '../../contracts/generation.js';
import { unauthenticated } from '../../domain/errors.js';
import type { GenerationsRepository } from '../../ports/generations.port.js';
import type { ProductsRepository } from '../../ports/products.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import { followGeneration, getProgress } from '../../services/follow-generation.service.js';
import { generateDescription } from '../../services/generate-description.service.js';
import { generateImageFor } from '../../services/generate-image.service.js';
import { getGeneration } from '../../services/get-generation.service.js';
import type { GenerationDeps } from '../../services/generation.deps.js';
import { bearerToken, identityOf, requireUser } from '../auth.js';

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** Streams end before the function's 300 s timeout; EventSource reconnects by itself. */
const STREAM_MAX_MS = 280_000;

/** The generate function: the two paid steps and their progress stream. */
export function generateRoutes(deps: GenerationDeps & { sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);

  router.post(['/generate-description', '/generate-description/'], signedIn, async (req, res) => {
    const { uid } = identityOf(res);
    const request = GenerateDescriptionRequest.parse(req.body);
    res.set('Cache-Control', 'no-store').json(await generateDescription(deps, uid, request));
  });

  router.post(['/generate-image', '/generate-image/'], signedIn, async (req, res) => {
    const { uid } = identityOf(res);
    const request = GenerateImageRequest.parse(req.body);
    res.set('Cache-Control', 'no-store').json(await generateImageFor(deps, uid, request));
  });

  // EventSource cannot send headers: this one endpoint also takes the session token as ?token=.
  // Asked for text/event-stream it streams; otherwise it answers the progress now as JSON, for polling.
  router.get('/generation-progress/:id', async (req, res) => {
    const token = bearerToken(req) ?? (typeof req.query.token === 'string' ? req.query.token : null);
    if (!token) throw unauthenticated();
    const { uid } = await deps.sessions.verifySession(token);
    const id = String(req.params.id);
    if (/text\/event-stream/i.test(req.headers.accept ?? '')) await streamProgress(deps, uid, id, res);
    else res.set('Cache-Control', 'private, no-store').json(await getProgress(deps, uid, id));
  });

  return router;
}

async function streamProgress(deps: { generations: GenerationsRepository }, uid: string, id: string, res: Response): Promise<void> {
  const open = () => {
    if (res.headersSent) return;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 2000\n\n');
  };
  const timers: NodeJS.Timeout[] = [];
  const finish = () => {
    timers.forEach(clearTimeout);
    if (!res.writableEnded) res.end();
  };
  const stop = await followGeneration(deps, uid, id, {
    onProgress(progress) {
      open();
      res.write(`id: ${progress.status}-${progress.cutoutsDone}\ndata: ${JSON.stringify(progress)}\n\n`);
    },
    onEnd: finish,
    onError: finish,
  });
  open();
  if (res.writableEnded) return;
  const end = () => {
    stop();
    finish();
  };
  timers.push(
    setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS),
    setTimeout(end, STREAM_MAX_MS),
  );
  res.on('close', end);
}

/** On the light API: the board screen reads its generation back after a reload. */
export function generationsRoutes(deps: { sessions: Sessions; generations: GenerationsRepository; products: ProductsRepository }): Router {
  const router = Router();
  router.get('/generations/:id', requireUser(deps.sessions), async (req, res) => {
    const { uid } = identityOf(res);
    res.set('Cache-Control', 'private, no-store').json(await getGeneration(deps, uid, String(req.params.id)));
  });
  return router;
}
