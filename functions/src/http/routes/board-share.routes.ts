import { gzipSync } from 'node:zlib';
import { Router, type Request, type RequestHandler } from 'express';
import { boardPage, shareImage, type BoardPageDeps, type ShareImageDeps } from '../../services/board-share.service.js';
import { sendPrivateImage } from '../private-image.js';

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

/** On the generate function (sharp): a public board's share image, made on its first request. */
export function shareImageRoutes(deps: ShareImageDeps): Router {
  const router = Router();
  router.get('/boards/:id/share-image', async (req, res) => {
    sendPrivateImage(res, await shareImage(deps, id(req)));
  });
  return router;
}
