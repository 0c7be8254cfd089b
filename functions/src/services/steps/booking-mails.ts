import { bookingMail, type BookingMailKind } from '../../domain/booking-mails.js';
import type { BookingRecord, ReminderKind } from '../../ports/bookings.port.js';
import type { Calendar } from '../../ports/calendar.port.js';
import type { MailRecipients } from '../../ports/mail-recipients.port.js';
import { mailMember, memberAddress, type SendMailDeps } from './send-mail.js';

/** 'cancelled-by-roomboard': an admin's emergency cancel, told in Roomboard's words (neither side cancelled). */
export type BookingMailEvent = 'confirmed' | 'rescheduled' | 'cancelled' | 'cancelled-by-roomboard';
type Deps = SendMailDeps & { calendar: Calendar; recipients: MailRecipients };

const REASON = {
  member: 'You get this mail because you booked a consultation on Roomboard.',
  designer: 'You get this mail because a member booked a consultation with you on Roomboard.',
};

/**
 * The consultation's mails to both sides. Booked, moved and cancelled carry the .ics (the same UID each time, the
 * SEQUENCE growing, METHOD:CANCEL for a cancellation) so calendars keep one event; reminders carry none. Each mail
 * has its own id, so the same event or reminder is queued once only. `to` names the sides mailed (both by default).
 */
export async function mailBookingEvent(
  deps: Deps,
  booking: BookingRecord,
  event: BookingMailEvent | ReminderKind,
  to: readonly ('member' | 'designer')[] = ['member', 'designer'],
) {
  // The .ics names each side by the address they sign in with now, as the mails go there.
  const [member, designer] = await Promise.all([memberAddress(deps, booking.memberUid), memberAddress(deps, booking.designerUid)]);
  const kind: BookingMailKind = event === '24h' || event === '1h' ? `reminder-${event}` : event;
  const reminder = kind.startsWith('reminder');
  const invitation =
    !reminder && member && designer
      ? deps.calendar.invitation({
          id: `${booking.id}@roomboard`,
          sequence: booking.sequence,
          start: booking.start,
          minutes: booking.minutes,
          summary: `Roomboard consultation: ${booking.memberName} with ${booking.designerName}`,
          description: `Your design consultation. Join: ${booking.meetingUrl}`,
          url: booking.meetingUrl,
          organizer: { name: booking.designerName, email: designer.email },
          attendee: { name: booking.memberName, email: member.email },
          status: event === 'cancelled' || event === 'cancelled-by-roomboard' ? 'cancelled' : 'confirmed',
        })
      : null;
  const sides = [
    {
      uid: booking.memberUid,
      side: 'member' as const,
      withName: booking.designerName,
      timeZone: booking.memberTimeZone,
      page: '/consultations',
    },
    {
      uid: booking.designerUid,
      side: 'designer' as const,
      withName: booking.memberName,
      timeZone: booking.designerTimeZone,
      page: '/designer/calendar',
    },
  ];
  await Promise.all(
    sides
      .filter(({ side }) => to.includes(side))
      .map(({ uid, side, withName, timeZone, page }) =>
        mailMember(
          deps,
          uid,
          reminder ? 'reminder' : 'booking',
          bookingMail(kind, {
            withName,
            startsAt: booking.start,
            minutes: booking.minutes,
            timeZone,
            joinUrl: booking.meetingUrl,
            manageUrl: `${deps.appOrigin}${page}`,
            brief: side === 'designer' ? booking.brief : undefined,
            side,
          }),
          REASON[side],
          {
            id: `booking-${kind}-${booking.id}-${booking.sequence}-${side}`,
            ...(invitation ? { attachments: [invitation] } : {}),
          },
        ),
      ),
  );
}
