import { dateLine, type MailContent } from './mail-templates.js';

/** What a consultation mail says; each side gets it in their own zone, with the other side's name. */
interface ConsultationMailInput {
  /** The other side: the designer in the member's mail, the member in the designer's. */
  withName: string;
  startsAt: Date;
  minutes: number;
  timeZone: string;
  joinUrl: string;
  manageUrl: string;
  /** The member's brief, shown to the designer. */
  brief?: string;
  /** Whose mail it is: only the member's speaks of their plan. */
  side: 'member' | 'designer';
}

export type ConsultationMailKind = 'confirmed' | 'rescheduled' | 'cancelled' | 'cancelled-by-roomboard' | 'reminder-24h' | 'reminder-1h';

/** The consultation mails (both sides): booked, moved, cancelled, and the reminders a day and an hour before. */
export function consultationMail(kind: ConsultationMailKind, input: ConsultationMailInput): MailContent {
  const when = dateLine(input.startsAt, input.timeZone);
  const join = { label: 'Join the consultation', url: input.joinUrl };
  const manage = `Reschedule or cancel (until 24 hours before): ${input.manageUrl}`;
  const brief = input.brief ? { quote: input.brief } : {};
  const removedForMember = 'The attached file removes it from your calendar. A cancelled consultation does not count towards your plan.';
  switch (kind) {
    case 'confirmed':
      return {
        subject: `Your consultation with ${input.withName} is booked`,
        preview: when,
        heading: 'Your consultation is booked',
        paragraphs: [
          `You meet ${input.withName} on ${when}, for ${input.minutes} minutes.`,
          'The invitation is attached: open it to add the consultation to your calendar.',
          ...(input.brief ? ['The brief:'] : []),
        ],
        ...brief,
        action: join,
        after: manage,
      };
    case 'rescheduled':
      return {
        subject: `Your consultation with ${input.withName} has moved`,
        preview: when,
        heading: 'Your consultation has a new time',
        paragraphs: [
          `Your consultation with ${input.withName} is now on ${when}, for ${input.minutes} minutes.`,
          'The attached invitation updates the event in your calendar.',
        ],
        action: join,
        after: manage,
      };
    case 'cancelled':
      return {
        subject: `Your consultation with ${input.withName} is cancelled`,
        preview: when,
        heading: 'Your consultation is cancelled',
        paragraphs: [
          `The consultation with ${input.withName} on ${when} is cancelled.`,
          input.side === 'member' ? removedForMember : 'The attached file removes it from your calendar.',
        ],
        action: { label: 'See your consultations', url: input.manageUrl },
      };
    case 'cancelled-by-roomboard':
      // An admin's emergency cancel: Roomboard cancelled it, not the other side, whatever the time.
      return {
        subject: `Roomboard cancelled your consultation with ${input.withName}`,
        preview: when,
        heading: 'Roomboard cancelled your consultation',
        paragraphs: [
          `We cancelled your consultation with ${input.withName} on ${when}.`,
          input.side === 'member'
            ? removedForMember
            : 'The attached file removes it from your calendar. A cancelled consultation earns nothing: if it had earned already, the earning is taken back on your Earnings page.',
        ],
        action: { label: 'See your consultations', url: input.manageUrl },
      };
    case 'reminder-24h':
    case 'reminder-1h': {
      const soon = kind === 'reminder-1h' ? 'in one hour' : 'tomorrow';
      return {
        subject: `Your consultation with ${input.withName} starts ${soon}`,
        preview: when,
        heading: `Your consultation starts ${soon}`,
        paragraphs: [`You meet ${input.withName} on ${when}, for ${input.minutes} minutes. Join from this link:`],
        ...brief,
        action: join,
        after: kind === 'reminder-24h' ? manage : undefined,
      };
    }
  }
}
