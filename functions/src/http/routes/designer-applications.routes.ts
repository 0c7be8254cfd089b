import { Router, type Response } from 'express';
import { PICTURE_MAX_BYTES } from '../../contracts/board-pictures.js';
import { ApplicationsQuery, DeclineApplicationRequest, DesignerApplicationForm } from '../../contracts/designer-applications.js';
import type { DesignerRates } from '../../contracts/membership-tiers.js';
import type { Sessions } from '../../ports/sessions.port.js';
import {
  adminApplications,
  applyToDesign,
  approveDesignerApplication,
  declineDesignerApplication,
  myApplication,
  uploadPortfolioPicture,
  type Applicant,
  type ApplicationsDeps,
  type PortfolioUploadDeps,
} from '../../services/designer-applications.service.js';
import { roomPhotoTooLarge } from '../../services/steps/board-pictures.js';
import { identityOf, requireRole, requireUser } from '../auth.js';
import { readRaw } from '../body.js';
import type { PerUserCap } from '../per-user-cap.js';

const NO_STORE = 'private, no-store';

/**
 * "Design for Roomboard": its rates (public), a member applies and reads their application; admins list the applications and approve or
 * decline them (404 to everyone else, as every /admin route).
 */
export function designerApplicationsRoutes(deps: ApplicationsDeps & { sessions: Sessions; rates: DesignerRates }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const admin = requireRole(deps.sessions, 'admin');
  const applicant = (res: Response): Applicant => {
    const identity = identityOf(res);
    // A session made before the address was verified says unverified: Firebase Auth has the last word.
    return {
      uid: identity.uid,
      email: identity.email,
      emailVerified: async () => identity.emailVerified || deps.sessions.isEmailVerified(identity.uid),
    };
  };

  // The rates the page shows are the ones in force (the table's, or the operator's DESIGNER_RATES_JSON).
  router.get('/designer-rates', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(deps.rates);
  });
  router.post('/designer-applications', signedIn, async (req, res) => {
    const form = DesignerApplicationForm.parse(req.body ?? {});
    res
      .status(201)
      .set('Cache-Control', NO_STORE)
      .json(await applyToDesign(deps, applicant(res), form));
  });
  router.get('/designer-applications/mine', signedIn, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await myApplication(deps, applicant(res)));
  });

  router.get('/admin/applications', admin, async (req, res) => {
    const { status } = ApplicationsQuery.parse(req.query);
    res.set('Cache-Control', NO_STORE).json(await adminApplications(deps, status));
  });
  router.post('/admin/applications/:id/approve', admin, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await approveDesignerApplication(deps, identityOf(res).uid, String(req.params.id)));
  });
  router.post('/admin/applications/:id/decline', admin, async (req, res) => {
    const { reason } = DeclineApplicationRequest.parse(req.body ?? {});
    res.set('Cache-Control', NO_STORE).json(await declineDesignerApplication(deps, identityOf(res).uid, String(req.params.id), reason));
  });
  return router;
}

/**
 * POST /api/designer-applications/pictures: a portfolio picture's bytes, on the generate function with every other
 * upload (firebase.json). Signed-in members only, within the uploads' per-member cap.
 */
export function portfolioUploadsRoutes(deps: PortfolioUploadDeps & { sessions: Sessions; uploadsCap: PerUserCap }): Router {
  const router = Router();
  router.post('/designer-applications/pictures', requireUser(deps.sessions), deps.uploadsCap, async (req, res) => {
    const upload = await readRaw(req, PICTURE_MAX_BYTES, roomPhotoTooLarge);
    res.set('Cache-Control', NO_STORE).json(await uploadPortfolioPicture(deps, identityOf(res).uid, upload));
  });
  return router;
}
