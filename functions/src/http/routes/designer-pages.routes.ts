import { gzipSync } from 'node:zlib';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { designerPage, designersPage, type DesignerPagesDeps, type FilledPageAnswer } from '../../services/designers.service.js';

/**
 * A designer's page may be kept by Hosting's CDN for a minute (a profile's edit or a revocation reaches visitors within
 * it; the app asks again for data older than its cache's 30 s), never by the browser. A 404 is not kept: a designer
 * whose role was just granted has their page at once.
 */
const FOUND = 'public, max-age=0, s-maxage=60';
const NOT_FOUND = 'private, no-store';

function send(req: Request, res: Response, page: FilledPageAnswer): void {
  res
    .status(page.status)
    .set(page.headers)
    .set('Cache-Control', page.status === 200 ? FOUND : NOT_FOUND)
    .vary('Accept-Encoding')
    .type('html');
  // The page carries the app's stylesheet inline (~140 KB): compressed, as Hosting sends its static pages.
  if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(gzipSync(page.html));
  else res.send(page.html);
}

/** GET /designers and /designers/<id> (firebase.json rewrites them to the api function): the pages with their data. */
export function designerPageRoutes(deps: DesignerPagesDeps, ...before: RequestHandler[]): Router {
  const router = Router();
  router.get('/designers', ...before, async (req, res) => send(req, res, await designersPage(deps)));
  router.get('/designers/:id', ...before, async (req, res) => send(req, res, await designerPage(deps, String(req.params.id))));
  return router;
}
