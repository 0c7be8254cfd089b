import { boardName } from '../contracts/board-name.js';
import {
  BOOKING_MESSAGES,
  CHANGE_CUTOFF_HOURS,
  type BookingRequest,
  type BookingView,
  type BookingsPage,
  type SlotsPage,
} from '../contracts/bookings.js';
import type { AvailabilityForm } from '../contracts/designers.js';
import type { DesignerRates } from '../contracts/membership-tiers.js';
import { planOf } from '../domain/allowances.js';
import { publicName } from '../contracts/public-name.js';
import { badRequest, conflict, forbidden, notFound } from '../domain/errors.js';
import { freeSlots, SLOT_HORIZON_DAYS, unbookableReason } from '../domain/slots.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { BookingRecord, Bookings } from '../ports/bookings.port.js';
import type { Calendar } from '../ports/calendar.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { Memberships } from '../ports/memberships.port.js';
import type { Notifications } from '../ports/notifications.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { announce } from './steps/bookings.js';
import { holdConsultation } from './steps/earnings.js';
import { tellParties } from './steps/service-events.js';
import type { SendMailDeps } from './steps/send-mail.js';
import { nowOf } from './steps/clock.js';

export interface BookingsDeps {
  bookings: Bookings;
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
export async function saveAvailability(deps: Pick<BookingsDeps, 'bookings'>, designerUid: string, form: AvailabilityForm) {
  await deps.bookings.saveAvailability(designerUid, form);
  return form;
}

async function bookable(deps: BookingsDeps, designerId: string) {
  const [designer, availability] = await Promise.all([deps.designers.get(designerId), deps.bookings.availability(designerId)]);
  if (!designer?.active) throw notFound(BOOKING_MESSAGES.designerNotFound);
  if (!availability) throw badRequest(BOOKING_MESSAGES.noAvailability);
  return { designer, availability };
}

/** The consultation's length for the member's plan; the designer's slot length for a visitor or a plan without any. */
async function lengthFor(deps: BookingsDeps, uid: string | null, availability: AvailabilityForm): Promise<number> {
  if (!uid) return availability.slotMinutes;
  return planOf(await deps.memberships.get(uid)).allowances.consultationMinutes || availability.slotMinutes;
}

/** GET /api/designers/:id/slots: free starts in [from, to), after the 2-hour notice; a range over 14 days is 400. */
export async function listSlots(
  deps: BookingsDeps,
  viewerUid: string | null,
  designerId: string,
  range: { from?: string; to?: string },
): Promise<SlotsPage> {
  const now = nowOf(deps);
  const from = range.from ? new Date(range.from) : now;
  const to = range.to ? new Date(range.to) : new Date(from.getTime() + SLOT_HORIZON_DAYS * DAY);
  // Before any read: the busy times read span the whole range.
  if (to <= from) throw badRequest(BOOKING_MESSAGES.slotRangeBackwards);
  if (to.getTime() - from.getTime() > SLOT_HORIZON_DAYS * DAY) throw badRequest(BOOKING_MESSAGES.slotRangeTooLong);
  const { availability } = await bookable(deps, designerId);
  const minutes = await lengthFor(deps, viewerUid, availability);
  const busy = await deps.bookings.busy(designerId, from, new Date(to.getTime() + DAY));
  const slots = freeSlots({ availability, busy, from, to, now, minutes });
  return { designerId, timeZone: availability.timeZone, minutes, slots: slots.map((slot) => slot.toISOString()) };
}

export function toBookingView(booking: BookingRecord, now: Date): BookingView {
  const { remindersSent: _r, sequence: _s, periodKey: _p, createdAt: _c, heldAt: _h, start, ...rest } = booking;
  return {
    ...rest,
    start: start.toISOString(),
    end: new Date(start.getTime() + booking.minutes * 60_000).toISOString(),
    changeable: booking.status === 'confirmed' && start.getTime() - now.getTime() > CHANGE_CUTOFF_HOURS * HOUR,
  };
}

const memberName = (user: Awaited<ReturnType<UsersRepository['get']>>) =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim() || publicName(user);

/** The boards the member attaches: their own public boards only (a private board stays private). */
async function attachedBoards(deps: BookingsDeps, memberUid: string, ids: string[]) {
  const boards = await Promise.all([...new Set(ids)].map((id) => deps.boards.get(id)));
  return boards.map((board) => {
    if (!board || board.ownerUid !== memberUid || board.visibility !== 'public' || board.hidden) {
      throw badRequest(BOOKING_MESSAGES.boardNotYours);
    }
    return { id: board.id, title: boardName(board) };
  });
}

/** POST /api/bookings: checks the slot against availability (400), then books it in one transaction (403, 409). */
export async function bookConsultation(deps: BookingsDeps, memberUid: string, request: BookingRequest): Promise<BookingView> {
  const now = nowOf(deps);
  if (request.designerId === memberUid) throw forbidden(BOOKING_MESSAGES.ownDesigner);
  const { designer, availability } = await bookable(deps, request.designerId);
  const start = new Date(request.start);
  const minutes = await lengthFor(deps, memberUid, availability);
  const reason = unbookableReason(availability, start, now, minutes);
  if (reason) throw badRequest(reason);
  const [member, boards] = await Promise.all([deps.users.get(memberUid), attachedBoards(deps, memberUid, request.boardIds)]);
  const booking = await deps.bookings.create(
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
  await announce(deps, booking, 'confirmed', 'member');
  return toBookingView(booking, now);
}

/** Who the caller is in a booking: the designer side counts only with the session's designer claim (a revoked designer has none). */
export interface BookingViewer {
  uid: string;
  designer?: boolean;
}

function sideIn(booking: BookingRecord | null, viewer: BookingViewer): 'member' | 'designer' | null {
  if (booking?.memberUid === viewer.uid) return 'member';
  if (booking?.designerUid === viewer.uid && viewer.designer === true) return 'designer';
  return null;
}

/** A party of the booking, or 404; before the cut-off and while confirmed, or 409. */
function changeCheck(viewer: BookingViewer, now: Date) {
  return (booking: BookingRecord) => {
    if (!sideIn(booking, viewer)) throw notFound(BOOKING_MESSAGES.notFound);
    if (booking.status !== 'confirmed') throw conflict(BOOKING_MESSAGES.cancelled);
    if (booking.start.getTime() - now.getTime() <= CHANGE_CUTOFF_HOURS * HOUR) throw conflict(BOOKING_MESSAGES.tooLate);
  };
}

/** DELETE /api/bookings/:id: the member or the designer, until 24 hours before; the consultation is given back. */
export async function cancelBooking(deps: BookingsDeps, viewer: BookingViewer, id: string): Promise<BookingView> {
  const now = nowOf(deps);
  const by = sideIn(await deps.bookings.get(id), viewer);
  if (!by) throw notFound(BOOKING_MESSAGES.notFound);
  const booking = await deps.bookings.cancel(id, by, changeCheck(viewer, now));
  await announce(deps, booking, 'cancelled', by);
  return toBookingView(booking, now);
}

/** PATCH /api/bookings/:id {start}: the member or the designer, until 24 hours before, to another free slot. */
export async function rescheduleBooking(deps: BookingsDeps, viewer: BookingViewer, id: string, startIso: string): Promise<BookingView> {
  const now = nowOf(deps);
  const stored = await deps.bookings.get(id);
  const by = sideIn(stored, viewer);
  if (!stored || !by) throw notFound(BOOKING_MESSAGES.notFound);
  changeCheck(viewer, now)(stored);
  const availability = await deps.bookings.availability(stored.designerUid);
  if (!availability) throw badRequest(BOOKING_MESSAGES.noAvailability);
  const start = new Date(startIso);
  const reason = unbookableReason(availability, start, now, stored.minutes);
  if (reason) throw badRequest(reason);
  const booking = await deps.bookings.reschedule(id, start, availability.bufferMinutes, changeCheck(viewer, now));
  await announce(deps, booking, 'rescheduled', by);
  return toBookingView(booking, now);
}

/** PUT /api/bookings/:id/notes: the designer's notes, once the call has started; the member keeps them. */
export async function writeNotes(deps: BookingsDeps, designerUid: string, id: string, notes: string): Promise<BookingView> {
  const now = nowOf(deps);
  const booking = await deps.bookings.setNotes(id, notes, (stored) => {
    if (stored.designerUid !== designerUid) throw notFound(BOOKING_MESSAGES.notFound);
    if (stored.status !== 'confirmed') throw conflict(BOOKING_MESSAGES.cancelled);
    if (stored.start.getTime() > now.getTime()) throw conflict(BOOKING_MESSAGES.notesBeforeStart);
  });
  // Notes written after the call hold it: marked held with its earning in one transaction (the payout sweep holds the
  // rest). Before the call's end it holds nothing.
  await holdConsultation(deps, id, now);
  await tellParties(deps, 'consultation.notes-written', booking);
  return toBookingView(booking, now);
}

/**
 * GET /api/bookings/:id for either side: the member, or the designer while their session holds the designer claim (a
 * designer whose role was revoked is no side any more); 404 to everyone else.
 */
export async function getBooking(deps: BookingsDeps, viewer: BookingViewer, id: string): Promise<BookingView> {
  const booking = await deps.bookings.get(id);
  if (!booking || !sideIn(booking, viewer)) throw notFound(BOOKING_MESSAGES.notFound);
  return toBookingView(booking, nowOf(deps));
}

export async function memberBookings(deps: BookingsDeps, uid: string): Promise<BookingsPage> {
  const now = nowOf(deps);
  return { bookings: (await deps.bookings.forMember(uid, 50)).map((b) => toBookingView(b, now)) };
}

/** The designer's calendar: from a day ago (so the notes of today's calls can be written) onwards. */
export async function designerBookings(deps: BookingsDeps, uid: string): Promise<BookingsPage> {
  const now = nowOf(deps);
  return { bookings: (await deps.bookings.forDesigner(uid, new Date(now.getTime() - 7 * DAY), 100)).map((b) => toBookingView(b, now)) };
}
