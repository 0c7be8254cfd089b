import type { Consultations, ReminderKind } from '../ports/consultations.port.js';
import type { Calendar } from '../ports/calendar.port.js';
import type { SendMailDeps } from './steps/send-mail.js';
import { tellParties } from './steps/service-events.js';
import { nowOf } from './steps/clock.js';

export interface ReminderDeps {
  consultations: Pick<Consultations, 'startingBetween' | 'markReminder'>;
  mail: SendMailDeps & { calendar: Calendar };
  now?: () => Date;
}

const HOUR = 3_600_000;

/**
 * The scheduled sweep (every 15 minutes): mails both sides of each confirmed consultation a day before and an hour
 * before. Each reminder is marked sent in a transaction before it is queued, so two sweeps never send it twice; within
 * the hour only the 1-hour reminder goes (the day's is marked with it). Answers the reminders it sent.
 */
export async function sweepReminders(deps: ReminderDeps): Promise<{ id: string; kind: ReminderKind }[]> {
  const now = nowOf(deps);
  const due = await deps.consultations.startingBetween(now, new Date(now.getTime() + 24 * HOUR));
  const sent: { id: string; kind: ReminderKind }[] = [];
  for (const consultation of due) {
    const withinHour = consultation.start.getTime() - now.getTime() <= HOUR;
    const kind: ReminderKind = withinHour ? '1h' : '24h';
    if (consultation.remindersSent.includes(kind)) continue;
    if (!(await deps.consultations.markReminder(consultation.id, withinHour ? ['24h', '1h'] : ['24h']))) continue;
    await tellParties({ mail: deps.mail }, `consultation.reminder-${kind}`, consultation);
    sent.push({ id: consultation.id, kind });
  }
  return sent;
}
