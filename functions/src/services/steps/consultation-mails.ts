import { CONSULTATION_MAIL_CATEGORY } from '../../contracts/mail.js';
import { consultationMail, type ConsultationMailKind } from '../../domain/consultation-mails.js';
import type { ConsultationRecord, ReminderKind } from '../../ports/consultations.port.js';
import type { Calendar } from '../../ports/calendar.port.js';
import type { MailRecipients } from '../../ports/mail-recipients.port.js';
import { mailMember, memberAddress, type SendMailDeps } from './send-mail.js';

/** 'cancelled-by-roomboard': an admin's emergency cancel, told in Roomboard's words (neither side cancelled). */
export type ConsultationMailEvent = 'confirmed' | 'rescheduled' | 'cancelled' | 'cancelled-by-roomboard';
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
export async function mailConsultationEvent(
  deps: Deps,
  consultation: ConsultationRecord,
  event: ConsultationMailEvent | ReminderKind,
  to: readonly ('member' | 'designer')[] = ['member', 'designer'],
) {
  // The .ics names each side by the address they sign in with now, as the mails go there.
  const [member, designer] = await Promise.all([
    memberAddress(deps, consultation.memberUid),
    memberAddress(deps, consultation.designerUid),
  ]);
  const kind: ConsultationMailKind = event === '24h' || event === '1h' ? `reminder-${event}` : event;
  const reminder = kind.startsWith('reminder');
  const invitation =
    !reminder && member && designer
      ? deps.calendar.invitation({
          id: `${consultation.id}@roomboard`,
          sequence: consultation.sequence,
          start: consultation.start,
          minutes: consultation.minutes,
          summary: `Roomboard consultation: ${consultation.memberName} with ${consultation.designerName}`,
          description: `Your design consultation. Join: ${consultation.meetingUrl}`,
          url: consultation.meetingUrl,
          organizer: { name: consultation.designerName, email: designer.email },
          attendee: { name: consultation.memberName, email: member.email },
          status: event === 'cancelled' || event === 'cancelled-by-roomboard' ? 'cancelled' : 'confirmed',
        })
      : null;
  const sides = [
    {
      uid: consultation.memberUid,
      side: 'member' as const,
      withName: consultation.designerName,
      timeZone: consultation.memberTimeZone,
      page: '/consultations',
    },
    {
      uid: consultation.designerUid,
      side: 'designer' as const,
      withName: consultation.memberName,
      timeZone: consultation.designerTimeZone,
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
          reminder ? 'reminder' : CONSULTATION_MAIL_CATEGORY,
          consultationMail(kind, {
            withName,
            startsAt: consultation.start,
            minutes: consultation.minutes,
            timeZone,
            joinUrl: consultation.meetingUrl,
            manageUrl: `${deps.appOrigin}${page}`,
            brief: side === 'designer' ? consultation.brief : undefined,
            side,
          }),
          REASON[side],
          {
            id: `${CONSULTATION_MAIL_CATEGORY}-${kind}-${consultation.id}-${consultation.sequence}-${side}`,
            ...(invitation ? { attachments: [invitation] } : {}),
          },
        ),
      ),
  );
}
