import type { ConsultationView } from '@contracts/consultations';
import { CONSULTATION_THREAD_KIND, type ThreadKind, type ThreadSummary } from '@contracts/messages';
import type { Project } from '@contracts/projects';
import type { Review } from '@contracts/reviews';

/** One piece of the member's design services on their page: a review, a consultation, a project, or a conversation alone. */
export interface ActivityItem {
  key: string;
  kind: ThreadKind;
  /** 'Board review', 'Consultation', 'Design project'. */
  kindLabel: string;
  title: string;
  status: string;
  /** When something last happened (ISO): the latest step, or its latest message. */
  at: string;
  /** A consultation still to come: its start (ISO). */
  upcoming: string | null;
  /** Where it is read. */
  to: string;
  picture: string | null;
  /** Its conversation, when there is one: where it is read and how many messages wait. */
  thread: { path: string; unread: number; excerpt: string } | null;
}

const KIND_LABELS: Record<ThreadKind, string> = {
  review: 'Board review',
  [CONSULTATION_THREAD_KIND]: 'Consultation',
  project: 'Design project',
};

const REVIEW_STATUS: Record<Review['status'], string> = {
  open: 'Waiting for a designer',
  claimed: 'A designer is working on it',
  delivered: 'Review delivered',
  'revision-asked': 'Revision asked',
  revised: 'Revision delivered',
  rated: 'Rated',
};

const latest = (...moments: Array<string | null | undefined>): string =>
  moments
    .filter((moment): moment is string => Boolean(moment))
    .reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a), '1970-01-01T00:00:00.000Z');

function reviewItem(review: Review): Omit<ActivityItem, 'thread'> {
  const status =
    review.status === 'claimed' && review.designerName
      ? `${review.designerName} is working on it`
      : review.status === 'rated' && review.rating !== null
        ? `Rated ${review.rating} of 5`
        : REVIEW_STATUS[review.status];
  return {
    key: `review-${review.id}`,
    kind: 'review',
    kindLabel: KIND_LABELS.review,
    title: review.boardTitle || 'Your board',
    status,
    at: latest(review.askedAt, review.claimedAt, review.deliveredAt, review.reply?.at),
    upcoming: null,
    to: `/UserBoard/${encodeURIComponent(review.boardId)}#review`,
    picture: review.pictureUrl,
  };
}

function consultationItem(consultation: ConsultationView, now: Date): Omit<ActivityItem, 'thread'> {
  const upcoming = consultation.status === 'confirmed' && Date.parse(consultation.end) > now.getTime();
  const status =
    consultation.status === 'cancelled' ? 'Cancelled' : upcoming ? 'Booked' : consultation.notes ? 'Your designer’s notes are in' : 'Done';
  return {
    key: `consultation-${consultation.id}`,
    kind: CONSULTATION_THREAD_KIND,
    kindLabel: KIND_LABELS[CONSULTATION_THREAD_KIND],
    title: `${consultation.minutes} minutes with ${consultation.designerName}`,
    status,
    // A consultation still to come is what is happening now (so is one cancelled before its start); a past one happened
    // at its start.
    at: upcoming || Date.parse(consultation.start) > now.getTime() ? now.toISOString() : consultation.start,
    upcoming: upcoming ? consultation.start : null,
    to: '/consultations',
    picture: null,
  };
}

function projectItem(project: Project): Omit<ActivityItem, 'thread'> {
  return {
    key: `project-${project.id}`,
    kind: 'project',
    kindLabel: KIND_LABELS.project,
    title: project.brief.rooms.map((room) => `${room.function} · ${room.style}`).join(', ') || 'Your brief',
    status: project.designer ? `${project.statusLabel} · with ${project.designer.name}` : project.statusLabel,
    at: latest(project.createdAt, project.takenAt, ...project.timeline.map((step) => step.at)),
    upcoming: null,
    to: `/projects/${encodeURIComponent(project.id)}`,
    picture: null,
  };
}

function threadItem(thread: ThreadSummary): Omit<ActivityItem, 'thread'> {
  return {
    key: `thread-${thread.kind}-${thread.id}`,
    kind: thread.kind,
    kindLabel: KIND_LABELS[thread.kind],
    title: thread.with ? `Conversation with ${thread.with.name}` : 'Conversation',
    status: thread.last.excerpt,
    at: thread.last.at,
    upcoming: null,
    to: thread.path,
    picture: null,
  };
}

/**
 * The member's reviews, consultations and projects, each with its conversation, and any conversation whose subject is
 * not among them; the newest activity first. A consultation still to come is happening now: those come first, the
 * soonest first.
 */
export function designServicesActivity(
  lists: { reviews: Review[]; consultations: ConsultationView[]; projects: Project[]; threads: ThreadSummary[] },
  now: Date,
): ActivityItem[] {
  const threads = new Map(lists.threads.map((thread) => [`${thread.kind}-${thread.id}`, thread]));
  const withThread = (item: Omit<ActivityItem, 'thread'>, id: string): ActivityItem => {
    const thread = threads.get(`${item.kind}-${id}`);
    threads.delete(`${item.kind}-${id}`);
    return thread
      ? { ...item, at: latest(item.at, thread.last.at), thread: { path: thread.path, unread: thread.unread, excerpt: thread.last.excerpt } }
      : { ...item, thread: null };
  };
  const items = [
    ...lists.reviews.map((review) => withThread(reviewItem(review), review.id)),
    ...lists.consultations.map((consultation) => withThread(consultationItem(consultation, now), consultation.id)),
    ...lists.projects.map((project) => withThread(projectItem(project), project.id)),
  ];
  const alone = [...threads.values()].map((thread): ActivityItem => ({
    ...threadItem(thread),
    thread: { path: thread.path, unread: thread.unread, excerpt: thread.last.excerpt },
  }));
  const soon = (item: ActivityItem) => (item.upcoming ? Date.parse(item.upcoming) : Number.POSITIVE_INFINITY);
  return [...items, ...alone].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || soon(a) - soon(b));
}
