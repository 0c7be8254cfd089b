import { BOOKING_MESSAGES } from '../contracts/bookings.js';
import { AppError, conflict } from '../domain/errors.js';
import type { BookingRecord, Bookings } from '../ports/bookings.port.js';
import type { Calendar } from '../ports/calendar.port.js';
import type { Notifications } from '../ports/notifications.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { mailBookingEvent, type BookingMailEvent } from './booking-mails.deps.js';
import { notify } from './notifications.deps.js';
import type { SendMailDeps } from './send-mail.deps.js';

/** What a consultation's mails and notifications need. */
export interface AnnounceDeps {
  mail: SendMailDeps & { calendar: Calendar };
  notifications: Notifications;
  users: Pick<UsersRepository, 'get'>;
  now?: () => Date;
}

/** The revoked designer's consultations are read this many at a time. */
const REVOKE_PAGE = 100;

/** The notification's subject: 'Consultation on Sat, Nov 28, 9:00 AM EST', in the recipient's zone. */
const consultationTitle = (booking: BookingRecord, zone: string) =>
  `Consultation on ${new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone, timeZoneName: 'short' }).format(booking.start)}`;

/** Mails both sides (with the .ics) and notifies the side that did not act. */
export async function announce(deps: AnnounceDeps, booking: BookingRecord, event: BookingMailEvent, by: 'member' | 'designer') {
  await mailBookingEvent(deps.mail, booking, event);
  const toDesigner = by === 'member';
  const recipient = toDesigner ? booking.designerUid : booking.memberUid;
  const actor = toDesigner ? { id: booking.memberUid, name: booking.memberName } : { id: booking.designerUid, name: booking.designerName };
  const status = event === 'confirmed' ? 'booked' : event;
  const title = consultationTitle(booking, toDesigner ? booking.designerTimeZone : booking.memberTimeZone);
  const path = toDesigner ? '/designer/calendar' : '/consultations';
  const notifications = { notifications: deps.notifications, users: deps.users, now: deps.now };
  await notify(notifications, recipient, {
    kind: 'booking',
    actor,
    subject: { id: booking.id, title },
    status,
    booking_id: booking.id,
    path,
  });
  if (event === 'confirmed') {
    const designer = { id: booking.designerUid, name: booking.designerName };
    const subject = { id: booking.id, title: consultationTitle(booking, booking.memberTimeZone) };
    await notify(notifications, booking.memberUid, {
      kind: 'booking',
      actor: designer,
      subject,
      status: 'confirmed',
      booking_id: booking.id,
      path: '/consultations',
    });
  }
}

/**
 * The designer role was revoked: each of their consultations that has not started yet is cancelled as if they had
 * cancelled it themselves (cut-off waived), one transaction each: the member gets the consultation back, the mail with
 * the .ics cancellation and a notification. Past ones stay as history. Running again finishes a run cut short: the
 * upcoming ones the designer cancelled are announced again, which queues only what was not. Answers how many it cancelled.
 */
export async function cancelDesignerConsultations(deps: AnnounceDeps & { bookings: Bookings }, designerUid: string): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const upcoming = (booking: BookingRecord) => booking.status === 'confirmed' && booking.start.getTime() > now.getTime();
  let cancelled = 0;
  for (let since = now; ;) {
    const page = await deps.bookings.forDesigner(designerUid, since, REVOKE_PAGE);
    for (const stored of page.filter((booking) => booking.start.getTime() > now.getTime())) {
      if (stored.status === 'cancelled') {
        // A run cut short after the cancellation: the mails and the notification have fixed ids, queued once only.
        if (stored.cancelledBy === 'designer') await announce(deps, stored, 'cancelled', 'designer');
        continue;
      }
      const booking = await deps.bookings
        .cancel(stored.id, 'designer', (current) => {
          if (!upcoming(current)) throw conflict(BOOKING_MESSAGES.cancelled);
        })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.status === 409) return null; // cancelled meanwhile, or started
          throw error;
        });
      if (!booking) continue;
      await announce(deps, booking, 'cancelled', 'designer');
      cancelled += 1;
    }
    if (page.length < REVOKE_PAGE) return cancelled;
    since = new Date(page.at(-1)!.start.getTime() + 1);
  }
}
