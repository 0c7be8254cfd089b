import { gzipSync } from 'node:zlib';
import { Router, type Request, type RequestHandler } from 'express';
import { boardPage, shareImage, type BoardPageDeps, type ShareImageDeps } from '../../services/board-share.service.js';
import { perIpReadCap } from '../per-ip-read-cap.js';

const id = (req: Request) => String(req.params.id);

/**
 * A public board's page may be kept by Hosting's CDN for a minute (the same minute a takedown takes to reach its
 * picture; a web deploy clears the CDN), never by the browser, which asks again as it did for the static shell. Any
 * other board's page is the visitor's alone.
 */
const SHARED_PAGE = 'public, max-age=0, s-maxage=60';
const UNSHARED_PAGE = 'private, no-store';

/** GET /UserBoard/<id> (firebase.json rewrites it to the api function): the board page with its link preview's tags. */
export function boardPageRoutes(deps: BoardPageDeps, ...before: RequestHandler[]): Router {
  const router = Router();
  router.get('/UserBoard/:id', ...before, async (req, res) => {
    const page = await boardPage(deps, id(req));
    res
      .set(page.headers)
      .set('Cache-Control', page.shared ? SHARED_PAGE : UNSHARED_PAGE)
      .vary('Accept-Encoding')
      .type('html');
    // The shell carries the app's stylesheet inline (~140 KB): compressed, as Hosting sends its static pages.
    if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(gzipSync(page.html));
    else res.send(page.html);
  });
  return router;
}

/**
 * The share image's URL names its content (`v`, checked by the service), so browsers and Hosting's CDN may keep it for
 * a year: link previews fetch it again and again, and a new picture, title or palette is a new URL.
 */
const SHARE_IMAGE_CACHE = 'public, max-age=31536000, immutable';

/**
 * On the generate function (sharp): a public board's share image, made on its first request. Anyone may ask, so each
 * address gets `readsPerIpPerMinute` a minute (on each instance) before 429, before the board is read.
 */
export function shareImageRoutes(deps: ShareImageDeps, limits: { readsPerIpPerMinute: number }): Router {
  const router = Router();
  const cap = perIpReadCap({ limit: limits.readsPerIpPerMinute, windowMs: 60_000 });
  router.get('/boards/:id/share-image', cap, async (req, res) => {
    const image = await shareImage(deps, id(req), typeof req.query.v === 'string' ? req.query.v : '');
    res.set('Cache-Control', SHARE_IMAGE_CACHE).type(image.contentType).send(image.data);
  });
  return router;
}
