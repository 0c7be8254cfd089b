import { formatUtcMinute } from '../../contracts/utc-time.js';
import { CONSULTATION_NOTICE_KIND, type NotificationEvent } from '../../contracts/notifications.js';
import { mailTemplates, type MailContent } from '../../domain/mail-templates.js';
import { notificationId } from '../../domain/notifications.js';
import type { ProjectRecord } from '../../domain/projects.js';
import type { ReviewRecord } from '../../domain/reviews.js';
import {
  partiesTold,
  type ConsultationEvent,
  type Party,
  type ProjectEvent,
  type ReturnedEvent,
  type ReviewEvent,
  type ServiceEvent,
} from '../../domain/service-events.js';
import type { ConsultationRecord } from '../../ports/consultations.port.js';
import type { ReleasedWork } from '../../ports/designer-work.port.js';
import type { Calendar } from '../../ports/calendar.port.js';
import type { Notifications } from '../../ports/notifications.port.js';
import { mailConsultationEvent, type ConsultationMailEvent } from './consultation-mails.js';
import { notificationLogs } from '../notifications.logs.js';
import { mailMember, type SendMailDeps } from './send-mail.js';
import type { MailCategory } from '../../contracts/mail.js';
import type { ReminderKind } from '../../ports/consultations.port.js';
import { nowOf } from './clock.js';

/** What telling the parties needs: without `mail` no mail goes, without `notifications` (the reminders' sweep) no notification. */
interface TellDeps {
  notifications?: Pick<Notifications, 'add'>;
  mail?: SendMailDeps & { calendar?: Calendar };
  now?: () => Date;
}

/**
 * The one piece of work the event is about: a review, a consultation or a project, as stored after the step; for work
 * gone back to the queue, what the release answered (naming the designer it was taken from).
 */
export type Work<E extends ServiceEvent> = E extends ReturnedEvent
  ? ReleasedWork
  : E extends ReviewEvent
    ? ReviewRecord
    : E extends ProjectEvent
      ? ProjectRecord
      : ConsultationRecord;
type AnyWork = ReviewRecord | ProjectRecord | ConsultationRecord | ReleasedWork;

const isReturned = (event: ServiceEvent): event is ReturnedEvent => event.endsWith('.returned');
/** A release is told once per release: its moment is part of the notification (and so its id) and of the mail's id. */
const releaseOf = (event: ServiceEvent, work: AnyWork) =>
  isReturned(event) ? { released_at: (work as ReleasedWork).releasedAt.toISOString() } : {};
const releaseSuffix = (event: ServiceEvent, work: AnyWork) => (isReturned(event) ? `-${(work as ReleasedWork).releasedAt.getTime()}` : '');

const DESIGNER = 'A Roomboard designer';
interface Side {
  uid: string;
  name: string;
}

/** Both sides of the work; the designer is null until one claims or takes it. */
function sidesOf(work: AnyWork): Record<Party, Side | null> {
  return {
    member: { uid: work.memberUid, name: work.memberName },
    designer: work.designerUid ? { uid: work.designerUid, name: work.designerName || DESIGNER } : null,
  };
}

const reviewPath = (review: Pick<ReviewRecord, 'boardId'>, party: Party) =>
  party === 'member' ? `/UserBoard/${review.boardId}#review` : '/designer';
const projectPath = (project: Pick<ProjectRecord, 'id'>) => `/projects/${encodeURIComponent(project.id)}`;
const consultationPath = (party: Party) => (party === 'member' ? '/consultations' : '/designer/calendar');
const suffix = <E extends string>(event: `${string}.${E}`) => event.slice(event.indexOf('.') + 1) as E;

/** The notification's subject: 'Consultation on Sat, Nov 28, 9:00 AM EST', in the recipient's zone. */
const consultationTitle = (consultation: ConsultationRecord, zone: string) =>
  `Consultation on ${new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone, timeZoneName: 'short' }).format(consultation.start)}`;

type Told = { kind: NotificationEvent['kind'] } & Record<string, unknown>;

/** What `party` is told in the app, the other side named as the actor. */
function notificationFor(event: ServiceEvent, party: Party, work: AnyWork, actor: Side): NotificationEvent {
  const who = { id: actor.uid, name: actor.name };
  let told: Told;
  if (event.startsWith('review.')) {
    const review = work as ReviewRecord;
    const status = suffix(event as ReviewEvent);
    told = {
      kind: 'review',
      actor: who,
      status,
      ...(status === 'rated' && review.rating ? { rating: review.rating } : {}),
      ...releaseOf(event, work),
      subject: { id: review.id, title: review.boardTitle },
      path: reviewPath(review, party),
    };
  } else if (event.startsWith('project.')) {
    const project = work as ProjectRecord;
    const step = suffix(event as ProjectEvent);
    told = {
      kind: 'project',
      actor: who,
      project_id: project.id,
      step,
      ...(step === 'rated' && project.rating ? { rating: project.rating } : {}),
      ...releaseOf(event, work),
      path: projectPath(project),
    };
  } else {
    const consultation = work as ConsultationRecord;
    const step = suffix(event as ConsultationEvent);
    // The member booked: their own notification says the consultation is booked ('confirmed'), the designer's who booked it.
    const status =
      step === 'booked'
        ? party === 'member'
          ? 'confirmed'
          : 'booked'
        : step === 'notes-written'
          ? 'notes'
          : step === 'cancelled-by-roomboard'
            ? step
            : step.replace(/-by-.*$/, '');
    const zone = party === 'member' ? consultation.memberTimeZone : consultation.designerTimeZone;
    told = {
      kind: CONSULTATION_NOTICE_KIND,
      actor: who,
      subject: { id: consultation.id, title: consultationTitle(consultation, zone) },
      status,
      booking_id: consultation.id,
      path: consultationPath(party),
    };
  }
  return told as NotificationEvent;
}

const REASON = {
  reviewMember: 'You get this mail because you asked a Roomboard designer to review your board.',
  reviewDesigner: 'You get this mail because you review this board for a Roomboard member.',
  projectMember: 'You get this mail because a designer works on your Roomboard design project.',
  projectDesigner: 'You get this mail because you work on this Roomboard member’s design project.',
};

interface MemberMail {
  category: MailCategory;
  content: MailContent;
  reason: string;
  id: string;
}

/** The mail `party` gets for a review or project step; null when the step has no mail for them (the table's test says none is missing). */
function serviceMail(
  event: ReviewEvent | ProjectEvent,
  party: Party,
  work: ReviewRecord | ProjectRecord | ReleasedWork,
  origin: string,
): MemberMail | null {
  const sides = sidesOf(work);
  const designerName = sides.designer?.name ?? DESIGNER;
  if (isReturned(event)) {
    const released = work as ReleasedWork;
    const review = released.collection === 'reviews';
    const path = review ? reviewPath({ boardId: released.boardId ?? '' }, party) : projectPath(released);
    return {
      category: review ? 'review' : 'project',
      content: mailTemplates.workReturned({ designerName, boardTitle: review ? released.boardTitle : null, workUrl: `${origin}${path}` }),
      reason: review ? REASON.reviewMember : REASON.projectMember,
      id: `${review ? 'review' : 'project'}-${released.id}-returned${releaseSuffix(event, work)}`,
    };
  }
  if (event.endsWith('.assigned')) {
    // Late work an admin gave to another designer: each side is mailed who has it and when it is due.
    const assigned = work as ReviewRecord | ProjectRecord;
    const review = event.startsWith('review.');
    const path = review ? reviewPath(assigned as ReviewRecord, party) : projectPath(assigned);
    const due = assigned.dueAt ? formatUtcMinute(assigned.dueAt) : 'its due time';
    const boardTitle = review ? (assigned as ReviewRecord).boardTitle : null;
    return {
      category: review ? 'review' : 'project',
      content: mailTemplates.workReassigned({ to: party, designerName, boardTitle, workUrl: `${origin}${path}`, due }),
      reason: review
        ? party === 'member'
          ? REASON.reviewMember
          : REASON.reviewDesigner
        : party === 'member'
          ? REASON.projectMember
          : REASON.projectDesigner,
      id: `${review ? 'review' : 'project'}-${assigned.id}-assigned-${assigned.dueAt?.getTime() ?? 0}-${party}`,
    };
  }
  if (event.startsWith('review.')) {
    const review = work as ReviewRecord;
    const url = `${origin}${reviewPath(review, party)}`;
    const step = suffix(event as ReviewEvent);
    if (party === 'member' && (step === 'delivered' || step === 'revised')) {
      const delivery = review.delivery;
      return {
        category: 'review',
        content: mailTemplates.reviewDelivered({
          designerName,
          boardTitle: review.boardTitle,
          revised: step === 'revised',
          notes: delivery?.notes.length ?? 0,
          swaps: delivery?.swaps.length ?? 0,
          reviewUrl: url,
        }),
        reason: REASON.reviewMember,
        id: `review-${review.id}-${step}`,
      };
    }
    if (party === 'designer' && step === 'revision-asked') {
      return {
        category: 'review',
        content: mailTemplates.reviewRevisionAsked({
          memberName: review.memberName,
          boardTitle: review.boardTitle,
          reply: review.reply?.text ?? '',
          workUrl: url,
        }),
        reason: REASON.reviewDesigner,
        id: `review-${review.id}-${step}`,
      };
    }
    return null;
  }
  const project = work as ProjectRecord;
  const projectUrl = `${origin}${projectPath(project)}`;
  const step = suffix(event as ProjectEvent);
  const id = `project-${project.id}-${step}`;
  if (party === 'member' && (step === 'concepts-ready' || step === 'delivered' || step === 'revised')) {
    return {
      category: 'project',
      content: mailTemplates.projectStep({ designerName, step, projectUrl }),
      reason: REASON.projectMember,
      id,
    };
  }
  if (party === 'designer' && (step === 'concept-chosen' || step === 'revision-asked')) {
    const content = mailTemplates.projectDesignerStep({ memberName: project.memberName, step, note: project.revisionNote, projectUrl });
    return { category: 'project', content, reason: REASON.projectDesigner, id };
  }
  return null;
}

const CONSULTATION_MAIL: Record<ConsultationEvent, ConsultationMailEvent | ReminderKind | null> = {
  'consultation.booked': 'confirmed',
  'consultation.rescheduled-by-member': 'rescheduled',
  'consultation.rescheduled-by-designer': 'rescheduled',
  'consultation.cancelled-by-member': 'cancelled',
  'consultation.cancelled-by-designer': 'cancelled',
  'consultation.cancelled-by-roomboard': 'cancelled-by-roomboard',
  'consultation.notes-written': null,
  'consultation.reminder-24h': '24h',
  'consultation.reminder-1h': '1h',
};

/**
 * Tells each party of `event` what domain/service-events.ts says, in the app and/or by mail, naming the other side.
 * Never throws: a notification or mail that cannot be written is logged, and the step that happened stays done. Each
 * notification and mail has a fixed id, so telling the same step again (a retried request) tells it once.
 */
export async function tellParties<E extends ServiceEvent>(deps: TellDeps, event: E, work: Work<E>): Promise<void> {
  const sides = sidesOf(work);
  const told = partiesTold(event);
  const mailed: Party[] = [];
  for (const { party, notification, mail } of told) {
    const recipient = sides[party];
    const actor = sides[party === 'member' ? 'designer' : 'member'];
    if (!recipient) continue;
    if (notification && deps.notifications && actor && actor.uid !== recipient.uid) {
      const full = notificationFor(event, party, work, actor);
      try {
        const id = notificationId(full);
        if (await deps.notifications.add(recipient.uid, id, full, nowOf(deps))) notificationLogs.sent(recipient.uid, id);
      } catch (error) {
        notificationLogs.notSent(recipient.uid, full.kind, error);
      }
    }
    if (mail) mailed.push(party);
  }
  if (!deps.mail || !mailed.length) return;
  if (event.startsWith('consultation.')) {
    const kind = CONSULTATION_MAIL[event as ConsultationEvent];
    const { calendar } = deps.mail;
    if (kind && calendar) await mailConsultationEvent({ ...deps.mail, calendar }, work as ConsultationRecord, kind, mailed);
    return;
  }
  for (const party of mailed) {
    const recipient = sides[party];
    const mail =
      recipient &&
      serviceMail(event as ReviewEvent | ProjectEvent, party, work as ReviewRecord | ProjectRecord | ReleasedWork, deps.mail.appOrigin);
    if (mail) await mailMember(deps.mail, recipient.uid, mail.category, mail.content, mail.reason, { id: mail.id });
  }
}
