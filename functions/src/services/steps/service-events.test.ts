import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReviewDelivery } from '../../contracts/reviews.js';
import { NotificationEventSchema, notificationLead, notificationText, type NotificationEvent } from '../../contracts/notifications.js';
import type { ProjectRecord } from '../../domain/projects.js';
import type { ReviewRecord } from '../../domain/reviews.js';
import { partiesTold, SERVICE_EVENTS, serviceEventsMarkdown, type Party, type ServiceEvent } from '../../domain/service-events.js';
import type { ConsultationRecord } from '../../ports/consultations.port.js';
import type { ReleasedWork } from '../../ports/designer-work.port.js';
import { mailDeps, memoryRecipients } from '../../testing/memory-mail.js';
import { memoryNotifications } from '../../testing/memory-notifications.js';
import { tellParties, type Work } from './service-events.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const UID: Record<Party, string> = { member: 'maya', designer: 'ada' };
const sides = { memberUid: 'maya', memberName: 'Maya', designerUid: 'ada', designerName: 'Ada Lind' };
const delivery: ReviewDelivery = { notes: [{ target: 'picture', x: 0.5, y: 0.5, text: 'Lighter rug' }], swaps: [], summary: 'Calm.' };

const review = {
  ...sides,
  id: 'review1',
  boardId: 'board1',
  boardTitle: 'Calm Walnut Bedroom',
  status: 'delivered',
  delivery,
  reply: { text: 'Warmer lamps, please.', at: NOW },
  rating: 4,
} as ReviewRecord;
const project = { ...sides, id: 'project1', status: 'delivered', revisionNote: 'A bigger sofa.', rating: 5 } as ProjectRecord;
const consultation = {
  ...sides,
  id: 'consultation1',
  designerTimeZone: 'Europe/London',
  memberTimeZone: 'Europe/Paris',
  meetingUrl: 'https://meet.example/ada',
  status: 'confirmed',
  start: new Date('2026-03-04T09:40:00Z'),
  minutes: 30,
  brief: 'Calm.',
  sequence: 0,
} as ConsultationRecord;

/** What the release of a revoked designer's work answers. */
const released = (collection: 'reviews' | 'projects'): ReleasedWork => ({
  ...sides,
  collection,
  id: collection === 'reviews' ? 'review1' : 'project1',
  boardId: collection === 'reviews' ? 'board1' : null,
  boardTitle: collection === 'reviews' ? 'Calm Walnut Bedroom' : '',
  releasedAt: NOW,
});

const workOf = (event: ServiceEvent) =>
  (event === 'review.returned'
    ? released('reviews')
    : event === 'project.returned'
      ? released('projects')
      : event.startsWith('review.')
        ? review
        : event.startsWith('project.')
          ? project
          : consultation) as Work<ServiceEvent>;

async function tell(event: ServiceEvent) {
  const notifications = memoryNotifications();
  const mail = {
    ...mailDeps(
      memoryRecipients([
        { uid: 'maya', email: 'maya@example.com' },
        { uid: 'ada', email: 'ada@example.com' },
      ]),
    ),
    calendar: { invitation: () => ({ filename: 'consultation.ics', content: 'ics', contentType: 'text/calendar' }) },
  };
  await tellParties({ notifications, mail, now: () => NOW }, event, workOf(event));
  const told = (party: Party) => ({
    notifications: [...(notifications.inboxes.get(UID[party])?.values() ?? [])].map((item) => item.event),
    mails: [...mail.outbox.mails.values()]
      .filter(({ mail: queued }) => queued.uid === UID[party])
      .map(({ mail: queued }) => queued.message),
  });
  return { member: told('member'), designer: told('designer') };
}

describe('tellParties walks the table of service events', () => {
  it.each(Object.keys(SERVICE_EVENTS) as ServiceEvent[])('%s: each party hears what the table says, and no more', async (event) => {
    const heard = await tell(event);
    const rule = partiesTold(event);
    for (const party of ['member', 'designer'] as const) {
      const told = rule.find((entry) => entry.party === party);
      const other = party === 'member' ? 'designer' : 'member';
      expect(heard[party].notifications).toHaveLength(told?.notification ? 1 : 0);
      expect(heard[party].mails).toHaveLength(told?.mail ? 1 : 0);
      for (const notification of heard[party].notifications) {
        // A notification the list can show: valid, naming the other side, with words for it.
        expect(NotificationEventSchema.parse(notification)).toEqual(notification);
        expect(notification.actor).toEqual({ id: UID[other], name: other === 'member' ? 'Maya' : 'Ada Lind' });
        expect(notificationText(notification as NotificationEvent)).not.toBe('');
      }
      for (const mail of heard[party].mails) expect(mail.subject).not.toBe('');
    }
  });

  it('tells the member their own consultation is booked with the designer, and the designer who booked it', async () => {
    const { member, designer } = await tell('consultation.booked');
    const [own] = member.notifications as NotificationEvent[];
    expect(`${notificationLead(own!)} ${own!.actor.name} ${notificationText(own!)}`).toBe(
      'Your consultation with Ada Lind is booked: “Consultation on Wed, Mar 4, 10:40 AM GMT+1”',
    );
    const [theirs] = designer.notifications as NotificationEvent[];
    expect(`${theirs!.actor.name} ${notificationText(theirs!)}`).toBe('Maya booked “Consultation on Wed, Mar 4, 9:40 AM GMT”');
    expect(member.mails[0]!.subject).toBe('Your consultation with Ada Lind is booked');
    expect(designer.mails[0]!.subject).toBe('Your consultation with Maya is booked');
  });

  it('tells the designer, in the app and by mail, when the member chooses a concept or asks for changes', async () => {
    const chosen = (await tell('project.concept-chosen')).designer;
    expect(notificationText(chosen.notifications[0] as NotificationEvent)).toBe(
      'chose a concept of their design project: refine it into the final board',
    );
    expect(chosen.mails[0]!.subject).toBe('Maya chose a concept');
    const revision = (await tell('project.revision-asked')).designer;
    expect(notificationText(revision.notifications[0] as NotificationEvent)).toBe(
      'asked for changes to the final board of their design project',
    );
    expect(revision.mails[0]!.subject).toBe('Maya asked for changes to the final board');
    expect(revision.mails[0]!.text).toContain('> A bigger sofa.');
    expect(revision.mails[0]!.text).toContain('https://roomboard.test/projects/project1');
  });

  it('mails the designer the member’s revision request of a review, quoting it', async () => {
    const { designer } = await tell('review.revision-asked');
    expect(designer.mails[0]!.subject).toBe('Maya asked for a revision of your review of “Calm Walnut Bedroom”');
    expect(designer.mails[0]!.text).toContain('> Warmer lamps, please.');
  });

  it('tells the member, in the app and by mail, that their review or project is back in the queue', async () => {
    const reviewBack = (await tell('review.returned')).member;
    expect(`${reviewBack.notifications[0]!.actor.name} ${notificationText(reviewBack.notifications[0] as NotificationEvent)}`).toBe(
      'Ada Lind can no longer review your board “Calm Walnut Bedroom”: it is back in the queue and another designer will take it',
    );
    expect(reviewBack.mails[0]!.subject).toBe('Your review of “Calm Walnut Bedroom” is back in the queue');
    expect(reviewBack.mails[0]!.text).toContain(
      'Ada Lind can no longer work on your review of “Calm Walnut Bedroom”: it is back in the queue and another designer will take it.',
    );
    expect(reviewBack.mails[0]!.text).toContain('https://roomboard.test/UserBoard/board1#review');
    const projectBack = (await tell('project.returned')).member;
    expect(notificationText(projectBack.notifications[0] as NotificationEvent)).toBe(
      'can no longer work on your design project: it is back in the queue and another designer will take it',
    );
    expect(projectBack.mails[0]!.subject).toBe('Your design project is back in the queue');
    expect(projectBack.mails[0]!.text).toContain('https://roomboard.test/projects/project1');
  });

  it('mails only the side that did not act in the app: a member who cancels gets the mail, the designer both', async () => {
    const { member, designer } = await tell('consultation.cancelled-by-member');
    expect([member.notifications.length, member.mails.length, designer.notifications.length, designer.mails.length]).toEqual([0, 1, 1, 1]);
    expect(designer.mails[0]!.text).not.toContain('plan');
    expect(member.mails[0]!.text).toContain('A cancelled consultation does not count towards your plan.');
  });
});

describe('docs/designer-services.md', () => {
  it('shows the table of service events row for row, so the two never drift', () => {
    const doc = readFileSync(join(__dirname, '..', '..', '..', '..', 'docs', 'designer-services.md'), 'utf8');
    // Cell by cell, so the formatter may pad the doc's columns.
    const rows = (text: string) =>
      text
        .split('\n')
        .filter((line) => /^\| *(review|consultation|project|service) *\|/.test(line))
        .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows(doc)).toEqual(rows(serviceEventsMarkdown()));
  });
});
