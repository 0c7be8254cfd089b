import { Router, type Response } from 'express';
import { ConsultationRequest, NotesRequest, RescheduleRequest, SlotsQuery } from '../../contracts/consultations.js';
import { AvailabilityForm } from '../../contracts/designers.js';
import type { Sessions } from '../../ports/sessions.port.js';
import {
  bookConsultation,
  cancelConsultation,
  designerConsultations,
  getConsultation,
  listSlots,
  memberConsultations,
  rescheduleConsultation,
  saveAvailability,
  writeNotes,
  type ConsultationsDeps,
} from '../../services/consultations.service.js';
import { identityOf, optionalUid, requireRole, requireUser } from '../auth.js';
import { withOldPath } from '../consultation-paths.js';

const NO_STORE = 'private, no-store';
const uid = (res: Response) => identityOf(res).uid;

/** Consultations: a designer's availability and calendar, free slots, and members' consultations (old paths too). */
export function consultationsRoutes(deps: ConsultationsDeps & { sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const designer = requireRole(deps.sessions, 'designer');

  router.get('/designer/availability', designer, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json({ availability: await deps.consultations.availability(uid(res)) });
  });
  router.put('/designer/availability', designer, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json({ availability: await saveAvailability(deps, uid(res), AvailabilityForm.parse(req.body)) });
  });
  router.get(withOldPath('/designer/consultations'), designer, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await designerConsultations(deps, uid(res)));
  });
  router.put(withOldPath('/consultations/:id/notes'), designer, async (req, res) => {
    const { notes } = NotesRequest.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await writeNotes(deps, uid(res), String(req.params.id), notes));
  });

  router.get('/designers/:id/slots', async (req, res) => {
    const viewer = await optionalUid(deps.sessions, req);
    res.set('Cache-Control', NO_STORE).json(await listSlots(deps, viewer, String(req.params.id), SlotsQuery.parse(req.query)));
  });

  router.post(withOldPath('/consultations'), signedIn, async (req, res) => {
    res
      .status(201)
      .set('Cache-Control', NO_STORE)
      .json(await bookConsultation(deps, uid(res), ConsultationRequest.parse(req.body)));
  });
  router.get(withOldPath('/consultations'), signedIn, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await memberConsultations(deps, uid(res)));
  });
  router.get(withOldPath('/consultations/:id'), signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await getConsultation(deps, identityOf(res), String(req.params.id)));
  });
  router.patch(withOldPath('/consultations/:id'), signedIn, async (req, res) => {
    const { start } = RescheduleRequest.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await rescheduleConsultation(deps, identityOf(res), String(req.params.id), start));
  });
  router.delete(withOldPath('/consultations/:id'), signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await cancelConsultation(deps, identityOf(res), String(req.params.id)));
  });

  return router;
}
