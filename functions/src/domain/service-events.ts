// Who is told of each step of the design services (reviews, consultations, projects), and how: one table, read by
// tellParties() and printed in docs/designer-services.md, so no step leaves the other side waiting unheard.

export type Party = 'member' | 'designer';
/** How a party hears of a step: in the app (the bell), by mail, or both. */
type Channel = 'notification' | 'mail' | 'both';
type ServiceName = 'review' | 'consultation' | 'project';

interface ServiceEventRule {
  service: ServiceName;
  /** What happened, as the docs' table says it. */
  step: string;
  /** Who did it: a party, or Roomboard itself (a reminder, a release). */
  by: Party | 'roomboard';
  tell: Partial<Record<Party, Channel>>;
  /** Why nobody (or only one side) is told, when it is not plain. */
  note?: string;
}

export const SERVICE_EVENTS = {
  'review.asked': {
    service: 'review',
    step: 'asked',
    by: 'member',
    tell: {},
    note: 'the request waits in every designer’s queue',
  },
  'review.claimed': { service: 'review', step: 'claimed', by: 'designer', tell: { member: 'notification' } },
  'review.delivered': { service: 'review', step: 'delivered', by: 'designer', tell: { member: 'both' } },
  'review.revision-asked': { service: 'review', step: 'revision asked', by: 'member', tell: { designer: 'both' } },
  'review.revised': { service: 'review', step: 'revised', by: 'designer', tell: { member: 'both' } },
  'review.swap-accepted': { service: 'review', step: 'swap accepted', by: 'member', tell: { designer: 'notification' } },
  'review.rated': { service: 'review', step: 'rated', by: 'member', tell: { designer: 'notification' } },
  'review.returned': {
    service: 'review',
    step: 'returned to the queue',
    by: 'roomboard',
    tell: { member: 'both' },
    note: 'the designer’s role was revoked, or an admin sent late work back',
  },
  'review.assigned': {
    service: 'review',
    step: 'given to another designer',
    by: 'roomboard',
    tell: { member: 'mail', designer: 'both' },
    note: 'an admin reassigned late work; the member is notified as of a claim',
  },
  'consultation.booked': { service: 'consultation', step: 'booked', by: 'member', tell: { member: 'both', designer: 'both' } },
  'consultation.rescheduled-by-member': {
    service: 'consultation',
    step: 'rescheduled by the member',
    by: 'member',
    tell: { member: 'mail', designer: 'both' },
  },
  'consultation.rescheduled-by-designer': {
    service: 'consultation',
    step: 'rescheduled by the designer',
    by: 'designer',
    tell: { member: 'both', designer: 'mail' },
  },
  'consultation.cancelled-by-member': {
    service: 'consultation',
    step: 'cancelled by the member',
    by: 'member',
    tell: { member: 'mail', designer: 'both' },
  },
  'consultation.cancelled-by-designer': {
    service: 'consultation',
    step: 'cancelled by the designer',
    by: 'designer',
    tell: { member: 'both', designer: 'mail' },
  },
  'consultation.cancelled-by-roomboard': {
    service: 'consultation',
    step: 'cancelled by Roomboard',
    by: 'roomboard',
    tell: { member: 'both', designer: 'both' },
    note: 'an admin’s emergency cancel, whatever the time',
  },
  'consultation.notes-written': { service: 'consultation', step: 'notes written', by: 'designer', tell: { member: 'notification' } },
  'consultation.reminder-24h': {
    service: 'consultation',
    step: 'a day before',
    by: 'roomboard',
    tell: { member: 'mail', designer: 'mail' },
  },
  'consultation.reminder-1h': {
    service: 'consultation',
    step: 'an hour before',
    by: 'roomboard',
    tell: { member: 'mail', designer: 'mail' },
  },
  'project.brief-sent': {
    service: 'project',
    step: 'brief sent',
    by: 'member',
    tell: {},
    note: 'the brief waits in every designer’s open briefs',
  },
  'project.taken': { service: 'project', step: 'taken', by: 'designer', tell: { member: 'notification' } },
  'project.concept-added': {
    service: 'project',
    step: 'concept added',
    by: 'designer',
    tell: {},
    note: 'the member hears once the concepts are ready',
  },
  'project.concepts-ready': { service: 'project', step: 'concepts ready', by: 'designer', tell: { member: 'both' } },
  'project.concept-chosen': { service: 'project', step: 'concept chosen', by: 'member', tell: { designer: 'both' } },
  'project.delivered': { service: 'project', step: 'delivered', by: 'designer', tell: { member: 'both' } },
  'project.revision-asked': { service: 'project', step: 'revision asked', by: 'member', tell: { designer: 'both' } },
  'project.revised': { service: 'project', step: 'revised', by: 'designer', tell: { member: 'both' } },
  'project.rated': { service: 'project', step: 'rated', by: 'member', tell: { designer: 'notification' } },
  'project.returned': {
    service: 'project',
    step: 'returned to the queue',
    by: 'roomboard',
    tell: { member: 'both' },
    note: 'the designer’s role was revoked, or an admin sent late work back',
  },
  'project.assigned': {
    service: 'project',
    step: 'given to another designer',
    by: 'roomboard',
    tell: { member: 'mail', designer: 'both' },
    note: 'an admin reassigned late work; the member is notified as of a take',
  },
} as const satisfies Record<string, ServiceEventRule>;

export type ServiceEvent = keyof typeof SERVICE_EVENTS;
export type ReviewEvent = Extract<ServiceEvent, `review.${string}`>;
export type ConsultationEvent = Extract<ServiceEvent, `consultation.${string}`>;
export type ProjectEvent = Extract<ServiceEvent, `project.${string}`>;
/** A review or project the revoked designer held went back to the queue: its member is told of each release. */
export type ReturnedEvent = Extract<ServiceEvent, `${string}.returned`>;

const PARTIES: Party[] = ['member', 'designer'];

/** Who hears of the event, and by which channels. */
export function partiesTold(event: ServiceEvent): { party: Party; notification: boolean; mail: boolean }[] {
  const rule: ServiceEventRule = SERVICE_EVENTS[event];
  return PARTIES.flatMap((party) => {
    const channel = rule.tell[party];
    return channel ? [{ party, notification: channel !== 'mail', mail: channel !== 'notification' }] : [];
  });
}

const CELL: Record<Channel, string> = { notification: 'notification', mail: 'mail', both: 'notification and mail' };

/** The table as docs/designer-services.md shows it (a unit test keeps the two the same). */
export function serviceEventsMarkdown(): string {
  const rows = Object.values(SERVICE_EVENTS).map((raw) => {
    const rule: ServiceEventRule = raw;
    const cell = (party: Party) => (rule.tell[party] ? CELL[rule.tell[party]] : '—');
    const by = rule.by === 'roomboard' ? 'Roomboard' : rule.by;
    return `| ${rule.service} | ${rule.step}${rule.note ? ` (${rule.note})` : ''} | ${by} | ${cell('member')} | ${cell('designer')} |`;
  });
  return ['| service | step | by | the member hears | the designer hears |', '|---|---|---|---|---|', ...rows].join('\n');
}
