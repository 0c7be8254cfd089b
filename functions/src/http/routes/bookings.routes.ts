import { Router, type Response } from 'express';
import { BookingRequest, NotesRequest, RescheduleRequest, SlotsQuery } from '../../contracts/bookings.js';
import { AvailabilityForm } from '../../contracts/designers.js';
import type { Sessions } from '../../ports/sessions.port.js';
import {
  bookConsultation,
  cancelBooking,
  designerBookings,
  getBooking,
  listSlots,
  memberBookings,
  rescheduleBooking,
  saveAvailability,
  writeNotes,
  type BookingsDeps,
} from '../../services/bookings.service.js';
import { identityOf, optionalUid, requireRole, requireUser } from '../auth.js';

const NO_STORE = 'private, no-store';
const uid = (res: Response) => identityOf(res).uid;

/** Consultations: a designer's availability and calendar, free slots, and members' bookings. */
export function bookingsRoutes(deps: BookingsDeps & { sessions: Sessions }): Router {
  const router = Router();
  const signedIn = requireUser(deps.sessions);
  const designer = requireRole(deps.sessions, 'designer');

  router.get('/designer/availability', designer, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json({ availability: await deps.bookings.availability(uid(res)) });
  });
  router.put('/designer/availability', designer, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json({ availability: await saveAvailability(deps, uid(res), AvailabilityForm.parse(req.body)) });
  });
  router.get('/designer/bookings', designer, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await designerBookings(deps, uid(res)));
  });
  router.put('/bookings/:id/notes', designer, async (req, res) => {
    const { notes } = NotesRequest.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await writeNotes(deps, uid(res), String(req.params.id), notes));
  });

  router.get('/designers/:id/slots', async (req, res) => {
    const viewer = await optionalUid(deps.sessions, req);
    res.set('Cache-Control', NO_STORE).json(await listSlots(deps, viewer, String(req.params.id), SlotsQuery.parse(req.query)));
  });

  router.post('/bookings', signedIn, async (req, res) => {
    res
      .status(201)
      .set('Cache-Control', NO_STORE)
      .json(await bookConsultation(deps, uid(res), BookingRequest.parse(req.body)));
  });
  router.get('/bookings', signedIn, async (_req, res) => {
    res.set('Cache-Control', NO_STORE).json(await memberBookings(deps, uid(res)));
  });
  router.get('/bookings/:id', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await getBooking(deps, identityOf(res), String(req.params.id)));
  });
  router.patch('/bookings/:id', signedIn, async (req, res) => {
    const { start } = RescheduleRequest.parse(req.body);
    res.set('Cache-Control', NO_STORE).json(await rescheduleBooking(deps, identityOf(res), String(req.params.id), start));
  });
  router.delete('/bookings/:id', signedIn, async (req, res) => {
    res.set('Cache-Control', NO_STORE).json(await cancelBooking(deps, identityOf(res), String(req.params.id)));
  });

  return router;
}
