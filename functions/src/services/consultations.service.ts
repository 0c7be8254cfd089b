import { boardName } from '../contracts/board-name.js';
import {
  CONSULTATION_MESSAGES,
  CHANGE_CUTOFF_HOURS,
  type ConsultationRequest,
  type ConsultationView,
  CONSULTATIONS_LIST_KEY,
  type ConsultationsPage,
  type SlotsPage,
} from '../contracts/consultations.js';
import type { AvailabilityForm } from '../contracts/designers.js';
import type { DesignerRates } from '../contracts/membership-tiers.js';
import { planOf } from '../domain/allowances.js';
import { publicName } from '../contracts/public-name.js';
import { badRequest, conflict, forbidden, notFound } from '../domain/errors.js';
import { freeSlots, SLOT_HORIZON_DAYS, unbookableReason } from '../domain/slots.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { ConsultationRecord, Consultations } from '../ports/consultations.port.js';
import type { Calendar } from '../ports/calendar.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { Memberships } from '../ports/memberships.port.js';
import type { Notifications } from '../ports/notifications.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { announce } from './steps/consultations.js';
import { holdConsultation } from './steps/earnings.js';
import { tellParties } from './steps/service-events.js';
import type { SendMailDeps } from './steps/send-mail.js';
import { nowOf } from './steps/clock.js';

export interface ConsultationsDeps {
  consultations: Consultations;
  designers: Pick<DesignersRepository, 'get'>;
  memberships: Pick<Memberships, 'get'>;
  users: Pick<UsersRepository, 'get'>;
  boards: Pick<BoardsRepository, 'get'>;
  notifications: Notifications;
  mail: SendMailDeps & { calendar: Calendar };
  /** What the designer earns for a held consultation (the table's, unless the operator set others). */
  rates?: DesignerRates;
  now?: () => Date;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** PUT /api/designer/availability. */
export async function saveAvailability(deps: Pick<ConsultationsDeps, 'consultations'>, designerUid: string, form: AvailabilityForm) {
  await deps.consultations.saveAvailability(designerUid, form);
  return form;
}

async function bookable(deps: ConsultationsDeps, designerId: string) {
  const [designer, availability] = await Promise.all([deps.designers.get(designerId), deps.consultations.availability(designerId)]);
  if (!designer?.active) throw notFound(CONSULTATION_MESSAGES.designerNotFound);
  if (!availability) throw badRequest(CONSULTATION_MESSAGES.noAvailability);
  return { designer, availability };
}

/** The consultation's length for the member's plan; the designer's slot length for a visitor or a plan without any. */
async function lengthFor(deps: ConsultationsDeps, uid: string | null, availability: AvailabilityForm): Promise<number> {
  if (!uid) return availability.slotMinutes;
  return planOf(await deps.memberships.get(uid)).allowances.consultationMinutes || availability.slotMinutes;
}

/** GET /api/designers/:id/slots: free starts in [from, to), after the 2-hour notice; a range over 14 days is 400. */
export async function listSlots(
  deps: ConsultationsDeps,
  viewerUid: string | null,
  designerId: string,
  range: { from?: string; to?: string },
): Promise<SlotsPage> {
  const now = nowOf(deps);
  const from = range.from ? new Date(range.from) : now;
  const to = range.to ? new Date(range.to) : new Date(from.getTime() + SLOT_HORIZON_DAYS * DAY);
  // Before any read: the busy times read span the whole range.
  if (to <= from) throw badRequest(CONSULTATION_MESSAGES.slotRangeBackwards);
  if (to.getTime() - from.getTime() > SLOT_HORIZON_DAYS * DAY) throw badRequest(CONSULTATION_MESSAGES.slotRangeTooLong);
  const { availability } = await bookable(deps, designerId);
  const minutes = await lengthFor(deps, viewerUid, availability);
  const busy = await deps.consultations.busy(designerId, from, new Date(to.getTime() + DAY));
  const slots = freeSlots({ availability, busy, from, to, now, minutes });
  return { designerId, timeZone: availability.timeZone, minutes, slots: slots.map((slot) => slot.toISOString()) };
}

function toConsultationView(consultation: ConsultationRecord, now: Date): ConsultationView {
  const { remindersSent: _r, sequence: _s, periodKey: _p, createdAt: _c, heldAt: _h, start, ...rest } = consultation;
  return {
    ...rest,
    start: start.toISOString(),
    end: new Date(start.getTime() + consultation.minutes * 60_000).toISOString(),
    changeable: consultation.status === 'confirmed' && start.getTime() - now.getTime() > CHANGE_CUTOFF_HOURS * HOUR,
  };
}

const memberName = (user: Awaited<ReturnType<UsersRepository['get']>>) =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim() || publicName(user);

/** The boards the member attaches: their own public boards only (a private board stays private). */
async function attachedBoards(deps: ConsultationsDeps, memberUid: string, ids: string[]) {
  const boards = await Promise.all([...new Set(ids)].map((id) => deps.boards.get(id)));
  return boards.map((board) => {
    if (!board || board.ownerUid !== memberUid || board.visibility !== 'public' || board.hidden) {
      throw badRequest(CONSULTATION_MESSAGES.boardNotYours);
    }
    return { id: board.id, title: boardName(board) };
  });
}

/** POST /api/consultations: checks the slot against availability (400), then books it in one transaction (403, 409). */
export async function bookConsultation(
  deps: ConsultationsDeps,
  memberUid: string,
  request: ConsultationRequest,
): Promise<ConsultationView> {
  const now = nowOf(deps);
  if (request.designerId === memberUid) throw forbidden(CONSULTATION_MESSAGES.ownDesigner);
  const { designer, availability } = await bookable(deps, request.designerId);
  const start = new Date(request.start);
  const minutes = await lengthFor(deps, memberUid, availability);
  const reason = unbookableReason(availability, start, now, minutes);
  if (reason) throw badRequest(reason);
  const [member, boards] = await Promise.all([deps.users.get(memberUid), attachedBoards(deps, memberUid, request.boardIds)]);
  const consultation = await deps.consultations.create(
    {
      memberUid,
      memberName: memberName(member),
      designerUid: designer.uid,
      designerName: designer.name,
      designerTimeZone: availability.timeZone,
      memberTimeZone: request.timeZone,
      meetingUrl: designer.meetingUrl,
      start,
      minutes,
      brief: request.brief,
      boards,
    },
    availability.bufferMinutes,
    now,
  );
  await announce(deps, consultation, 'confirmed', 'member');
  return toConsultationView(consultation, now);
}

/** Who the caller is in a consultation: the designer side counts only with the session's designer claim (a revoked designer has none). */
interface ConsultationViewer {
  uid: string;
  designer?: boolean;
}

function sideIn(consultation: ConsultationRecord | null, viewer: ConsultationViewer): 'member' | 'designer' | null {
  if (consultation?.memberUid === viewer.uid) return 'member';
  if (consultation?.designerUid === viewer.uid && viewer.designer === true) return 'designer';
  return null;
}

/** A party of the consultation, or 404; before the cut-off and while confirmed, or 409. */
function changeCheck(viewer: ConsultationViewer, now: Date) {
  return (consultation: ConsultationRecord) => {
    if (!sideIn(consultation, viewer)) throw notFound(CONSULTATION_MESSAGES.notFound);
    if (consultation.status !== 'confirmed') throw conflict(CONSULTATION_MESSAGES.cancelled);
    if (consultation.start.getTime() - now.getTime() <= CHANGE_CUTOFF_HOURS * HOUR) throw conflict(CONSULTATION_MESSAGES.tooLate);
  };
}

/** DELETE /api/consultations/:id: the member or the designer, until 24 hours before; the consultation is given back. */
export async function cancelConsultation(deps: ConsultationsDeps, viewer: ConsultationViewer, id: string): Promise<ConsultationView> {
  const now = nowOf(deps);
  const by = sideIn(await deps.consultations.get(id), viewer);
  if (!by) throw notFound(CONSULTATION_MESSAGES.notFound);
  const consultation = await deps.consultations.cancel(id, by, changeCheck(viewer, now));
  await announce(deps, consultation, 'cancelled', by);
  return toConsultationView(consultation, now);
}

/** PATCH /api/consultations/:id {start}: the member or the designer, until 24 hours before, to another free slot. */
export async function rescheduleConsultation(
  deps: ConsultationsDeps,
  viewer: ConsultationViewer,
  id: string,
  startIso: string,
): Promise<ConsultationView> {
  const now = nowOf(deps);
  const stored = await deps.consultations.get(id);
  const by = sideIn(stored, viewer);
  if (!stored || !by) throw notFound(CONSULTATION_MESSAGES.notFound);
  changeCheck(viewer, now)(stored);
  const availability = await deps.consultations.availability(stored.designerUid);
  if (!availability) throw badRequest(CONSULTATION_MESSAGES.noAvailability);
  const start = new Date(startIso);
  const reason = unbookableReason(availability, start, now, stored.minutes);
  if (reason) throw badRequest(reason);
  const consultation = await deps.consultations.reschedule(id, start, availability.bufferMinutes, changeCheck(viewer, now));
  await announce(deps, consultation, 'rescheduled', by);
  return toConsultationView(consultation, now);
}

/** PUT /api/consultations/:id/notes: the designer's notes, once the call has started; the member keeps them. */
export async function writeNotes(deps: ConsultationsDeps, designerUid: string, id: string, notes: string): Promise<ConsultationView> {
  const now = nowOf(deps);
  const consultation = await deps.consultations.setNotes(id, notes, (stored) => {
    if (stored.designerUid !== designerUid) throw notFound(CONSULTATION_MESSAGES.notFound);
    if (stored.status !== 'confirmed') throw conflict(CONSULTATION_MESSAGES.cancelled);
    if (stored.start.getTime() > now.getTime()) throw conflict(CONSULTATION_MESSAGES.notesBeforeStart);
  });
  // Notes written after the call hold it: marked held with its earning in one transaction (the payout sweep holds the
  // rest). Before the call's end it holds nothing.
  await holdConsultation(deps, id, now);
  await tellParties(deps, 'consultation.notes-written', consultation);
  return toConsultationView(consultation, now);
}

/**
 * GET /api/consultations/:id for either side: the member, or the designer while their session holds the designer claim (a
 * designer whose role was revoked is no side any more); 404 to everyone else.
 */
export async function getConsultation(deps: ConsultationsDeps, viewer: ConsultationViewer, id: string): Promise<ConsultationView> {
  const consultation = await deps.consultations.get(id);
  if (!consultation || !sideIn(consultation, viewer)) throw notFound(CONSULTATION_MESSAGES.notFound);
  return toConsultationView(consultation, nowOf(deps));
}

export async function memberConsultations(deps: ConsultationsDeps, uid: string): Promise<ConsultationsPage> {
  const now = nowOf(deps);
  return { [CONSULTATIONS_LIST_KEY]: (await deps.consultations.forMember(uid, 50)).map((b) => toConsultationView(b, now)) };
}

/** The designer's calendar: from a day ago (so the notes of today's calls can be written) onwards. */
export async function designerConsultations(deps: ConsultationsDeps, uid: string): Promise<ConsultationsPage> {
  const now = nowOf(deps);
  return {
    [CONSULTATIONS_LIST_KEY]: (await deps.consultations.forDesigner(uid, new Date(now.getTime() - 7 * DAY), 100)).map((b) =>
      toConsultationView(b, now),
    ),
  };
}
