import { Router } from 'express';
import { PayoutRunRequest, PeriodQuery } from '../../contracts/earnings.js';
import type { AuditLog } from '../../ports/audit-log.port.js';
import type { EarningsLedger } from '../../ports/earnings.port.js';
import type { Sessions } from '../../ports/sessions.port.js';
import {
  designerEarnings,
  designerEarningsCsv,
  payoutAccountOf,
  payoutReport,
  startOnboarding,
  type EarningsDeps,
} from '../../services/earnings.service.js';
import { runPayouts, type PayDesignersDeps } from '../../services/pay-designers.service.js';
import { identityOf, requireRole } from '../auth.js';

const NO_STORE = 'private, no-store';

/** The whole ledger: the routes and the sweep read and pay from it, the webhook and cancels reverse in it. */
export type PayoutsDeps = EarningsDeps & PayDesignersDeps & { earnings: EarningsLedger; auditLog: AuditLog };

/** A designer's payout set-up and earnings; the admins' payouts report and the sweep's button. Others: 404. */
export function earningsRoutes(deps: { sessions: Sessions; payouts: PayoutsDeps }): Router {
  const router = Router();
  const designer = requireRole(deps.sessions, 'designer');
  const admin = requireRole(deps.sessions, 'admin');
  const { payouts } = deps;

  router.get('/designer/payouts', designer, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await payoutAccountOf(payouts, identityOf(res).uid));
  });
  router.post('/designer/payouts/onboarding', designer, async (_req, res) => {
    const { uid, email } = identityOf(res);
    res.set('Cache-Control', NO_STORE).json(await startOnboarding(payouts, { uid, email }));
  });
  router.get('/designer/earnings', designer, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await designerEarnings(payouts, identityOf(res).uid));
  });
  router.get('/designer/earnings.csv', designer, async (_req, res) => {
    const csv = await designerEarningsCsv(payouts, identityOf(res).uid);
    res
      .set('Cache-Control', NO_STORE)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="roomboard-earnings.csv"')
      .send(csv);
  });
  router.get('/admin/payouts', admin, async (req, res) => {
    const { period } = PeriodQuery.parse(req.query);
    res.set('Cache-Control', NO_STORE).json(await payoutReport(payouts, period));
  });
  router.post('/admin/payouts/run', admin, async (req, res) => {
    const { period } = PayoutRunRequest.parse(req.body ?? {});
    res.set('Cache-Control', NO_STORE).json(await runPayouts(payouts, identityOf(res).uid, period));
  });
  return router;
}
