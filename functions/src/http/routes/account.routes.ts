import { Router } from 'express';
import { zipSync, type Zippable } from 'fflate';
import { DeleteAccountRequest } from '../../contracts/accounts.js';
import { deleteAccount, type DeleteAccountDeps } from '../../services/delete-account.service.js';
import { exportAccount } from '../../services/export-account.service.js';
import { identityOf, requireUser } from '../auth.js';

export const ACCOUNT_DELETED = 'Your account and everything in it are deleted.';

/** Download my data, and delete my account. */
export function accountRoutes(deps: DeleteAccountDeps): Router {
  const router = Router();

  // Built in memory (pictures up to EXPORT_MAX_BYTES), stored without compression: the pictures are compressed already.
  router.get('/account/export', requireUser(deps.sessions), async (_req, res) => {
    const entries = await exportAccount(deps, identityOf(res).uid);
    const files: Zippable = Object.fromEntries(entries.map((entry) => [entry.path, [entry.data, { level: 0 }]]));
    const day = new Date().toISOString().slice(0, 10);
    res
      .set('Cache-Control', 'private, no-store')
      .set('Content-Type', 'application/zip')
      .set('Content-Disposition', `attachment; filename="roomboard-data-${day}.zip"`)
      .send(Buffer.from(zipSync(files)));
  });

  router.delete('/account', requireUser(deps.sessions), async (req, res) => {
    const { confirm } = DeleteAccountRequest.parse(req.body ?? {});
    await deleteAccount(deps, identityOf(res), confirm);
    res.set('Cache-Control', 'no-store').json({ message: ACCOUNT_DELETED });
  });

  return router;
}
