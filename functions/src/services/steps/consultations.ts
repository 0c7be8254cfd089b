import { CONSULTATION_MESSAGES } from '../../contracts/consultations.js';
import { AppError, conflict } from '../../domain/errors.js';
import type { ConsultationRecord, Consultations } from '../../ports/consultations.port.js';
import type { Calendar } from '../../ports/calendar.port.js';
import type { Notifications } from '../../ports/notifications.port.js';
import type { UsersRepository } from '../../ports/users.port.js';
import type { ConsultationEvent } from '../../domain/service-events.js';
import type { ConsultationMailEvent } from './consultation-mails.js';
import { tellParties } from './service-events.js';
import type { SendMailDeps } from './send-mail.js';
import { nowOf } from './clock.js';

/** What a consultation's mails and notifications need. */
export interface AnnounceDeps {
  mail: SendMailDeps & { calendar: Calendar };
  notifications: Notifications;
  users: Pick<UsersRepository, 'get'>;
  now?: () => Date;
}

/** The revoked designer's consultations are read this many at a time. */
const REVOKE_PAGE = 100;

/** Tells both sides of the consultation's step as domain/service-events.ts says (mails with the .ics, notifications). */
export async function announce(
  deps: AnnounceDeps,
  consultation: ConsultationRecord,
  event: Exclude<ConsultationMailEvent, 'cancelled-by-roomboard'>,
  by: 'member' | 'designer',
) {
  const step: ConsultationEvent = event === 'confirmed' ? 'consultation.booked' : `consultation.${event}-by-${by}`;
  await tellParties({ notifications: deps.notifications, mail: deps.mail, now: deps.now }, step, consultation);
}

/**
 * The designer role was revoked: each of their consultations that has not started yet is cancelled as if they had
 * cancelled it themselves (cut-off waived), one transaction each: the member gets the consultation back, the mail with
 * the .ics cancellation and a notification. Past ones stay as history. Running again finishes a run cut short: the
 * upcoming ones the designer cancelled are announced again, which queues only what was not. Answers how many it cancelled.
 */
export async function cancelDesignerConsultations(
  deps: AnnounceDeps & { consultations: Consultations },
  designerUid: string,
): Promise<number> {
  const now = nowOf(deps);
  const upcoming = (consultation: ConsultationRecord) =>
    consultation.status === 'confirmed' && consultation.start.getTime() > now.getTime();
  let cancelled = 0;
  for (let since = now; ;) {
    const page = await deps.consultations.forDesigner(designerUid, since, REVOKE_PAGE);
    for (const stored of page.filter((consultation) => consultation.start.getTime() > now.getTime())) {
      if (stored.status === 'cancelled') {
        // A run cut short after the cancellation: the mails and the notification have fixed ids, queued once only.
        if (stored.cancelledBy === 'designer') await announce(deps, stored, 'cancelled', 'designer');
        continue;
      }
      const consultation = await deps.consultations
        .cancel(stored.id, 'designer', (current) => {
          if (!upcoming(current)) throw conflict(CONSULTATION_MESSAGES.cancelled);
        })
        .catch((error: unknown) => {
          if (error instanceof AppError && error.status === 409) return null; // cancelled meanwhile, or started
          throw error;
        });
      if (!consultation) continue;
      await announce(deps, consultation, 'cancelled', 'designer');
      cancelled += 1;
    }
    if (page.length < REVOKE_PAGE) return cancelled;
    since = new Date(page.at(-1)!.start.getTime() + 1);
  }
}
