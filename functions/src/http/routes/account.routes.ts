import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { DeleteAccountRequest } from '../../contracts/accounts.js';
import { dataExportStatus, openDataExport, startDataExport, type DataExportDeps } from '../../services/data-export.service.js';
import { deleteAccount, type DeleteAccountDeps } from '../../services/delete-account.service.js';
import { identityOf, requireUser } from '../auth.js';

export const ACCOUNT_DELETED = 'Your account and everything in it are deleted.';

/** Download my data (built by the export worker), and delete my account. */
export function accountRoutes(deps: DeleteAccountDeps & DataExportDeps): Router {
  const router = Router();

  router.post('/account/export', requireUser(deps.sessions), async (_req, res) => {
    const view = await startDataExport(deps, identityOf(res).uid);
    res.status(202).set('Cache-Control', 'no-store').json({ export: view });
  });

  router.get('/account/export', requireUser(deps.sessions), async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await dataExportStatus(deps, identityOf(res).uid));
  });

  // No session: the browser follows the link. Its token is signed for this export and lasts minutes.
  router.get('/account/export/download', async (req, res) => {
    const download = await openDataExport(deps, typeof req.query.token === 'string' ? req.query.token : '');
    res.set('Cache-Control', 'private, no-store').set('Referrer-Policy', 'no-referrer');
    if (download.kind === 'redirect') return void res.redirect(302, download.url);
    res
      .set('Content-Type', 'application/zip')
      .set('Content-Length', String(download.file.size))
      .set('Content-Disposition', `attachment; filename="${download.fileName}"`);
    // Streamed a chunk at a time from the blob store; a failure midway can only cut the response short.
    await pipeline(download.file.body, res).catch(() => res.destroy());
  });

  router.delete('/account', requireUser(deps.sessions), async (req, res) => {
    const { confirm } = DeleteAccountRequest.parse(req.body ?? {});
    await deleteAccount(deps, identityOf(res), confirm);
    res.set('Cache-Control', 'no-store').json({ message: ACCOUNT_DELETED });
  });

  return router;
}
