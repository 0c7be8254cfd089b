import { z } from 'zod';
import { cursorParam } from './cursor-param.js';

/** A consultation's notifications keep the old word as their kind: it is in stored notifications and their ids. */
export const CONSULTATION_NOTICE_KIND = 'booking';

// In-app notifications: what happened, who did it and where it happened. The kinds are one union; the design services'
// kinds (review, consultation, project) are sent as domain/service-events.ts says.

/** The bell's page, and the most one page of the list can ask for. */
const NOTIFICATIONS_PAGE_SIZE = 20;
const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
/** The most ids one POST /api/notifications/read names (a page's worth, twice over). */
const MARK_READ_MAX_IDS = 100;

export const MARK_READ_INVALID = 'Send {"ids": [...]} with the notifications to mark read, or {"all": true}.';

const Ref = z.object({ id: z.string(), title: z.string() });
const Actor = z.object({ id: z.string(), name: z.string() });
/** A path inside the web app, for the kinds whose place is not one of today's pages. */
const AppPath = z.string().regex(/^\/[^/]/);
/** A 'returned' step's release (ISO): the same work may go back to the queue again, and each release is told. */
const ReleasedAt = z.iso.datetime().optional();

/** What a service sends: the kind, who did it and its place. */
export const NotificationEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('like'), actor: Actor, board: Ref }),
  z.object({ kind: z.literal('comment'), actor: Actor, board: Ref, comment: z.object({ id: z.string(), excerpt: z.string() }) }),
  z.object({ kind: z.literal('follow'), actor: Actor }),
  z.object({ kind: z.literal('invitation'), actor: Actor, board: Ref, invite_id: z.string() }),
  // The design services name their own page in `path`; domain/service-events.ts says which step tells whom.
  z.object({
    kind: z.literal('review'),
    actor: Actor,
    subject: Ref,
    status: z.enum(['claimed', 'delivered', 'revision-asked', 'revised', 'swap-accepted', 'rated', 'returned', 'assigned']),
    rating: z.number().int().min(1).max(5).optional(),
    released_at: ReleasedAt,
    path: AppPath,
  }),
  z.object({
    kind: z.literal(CONSULTATION_NOTICE_KIND),
    actor: Actor,
    subject: Ref,
    status: z.enum(['requested', 'booked', 'confirmed', 'rescheduled', 'declined', 'cancelled', 'cancelled-by-roomboard', 'notes']),
    /** The consultation's id, under its stored field name. */
    booking_id: z.string(),
    path: AppPath,
  }),
  z.object({ kind: z.literal('message'), actor: Actor, message_id: z.string(), excerpt: z.string(), path: AppPath }),
  // A design project's step told to the other side (domain/service-events.ts says which steps, to whom).
  z.object({
    kind: z.literal('project'),
    actor: Actor,
    project_id: z.string(),
    step: z.enum(['taken', 'concepts-ready', 'concept-chosen', 'delivered', 'revision-asked', 'revised', 'rated', 'returned', 'assigned']),
    rating: z.number().int().min(1).max(5).optional(),
    released_at: ReleasedAt,
    path: AppPath,
  }),
]);
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;

/** One notification as the list shows it: the event, when, whether it was read and the page it links to. */
export type Notification = NotificationEvent & { id: string; created_at: string; read: boolean; link: string };

export interface NotificationsPage {
  notifications: Notification[];
  next: string | null;
}

export interface UnreadCount {
  unread: number;
}

/** POST /api/notifications/read: the ids the page showed, or everything. */
export const MarkReadRequest = z.union(
  [
    z.strictObject(
      {
        ids: z
          .array(z.string({ error: MARK_READ_INVALID }).regex(/^[A-Za-z0-9_-]{1,200}$/, MARK_READ_INVALID), { error: MARK_READ_INVALID })
          .min(1, MARK_READ_INVALID)
          .max(MARK_READ_MAX_IDS, MARK_READ_INVALID),
      },
      { error: MARK_READ_INVALID },
    ),
    z.strictObject({ all: z.literal(true, { error: MARK_READ_INVALID }) }, { error: MARK_READ_INVALID }),
  ],
  { error: MARK_READ_INVALID },
);
export type MarkReadRequest = z.infer<typeof MarkReadRequest>;

export const NotificationsQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
  cursor: cursorParam,
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

/** The page a notification opens: the board, the member's space, the invitation, or the path its kind names. */
export function notificationLink(event: NotificationEvent): string {
  switch (event.kind) {
    case 'like':
    case 'comment':
      return `/UserBoard/${encodeURIComponent(event.board.id)}`;
    case 'follow':
      return `/seeBoard/${encodeURIComponent(event.actor.id)}`;
    case 'invitation':
      return `/invite/${encodeURIComponent(event.invite_id)}`;
    default:
      return event.path;
  }
}

const REVIEW_TEXT: Record<Extract<NotificationEvent, { kind: 'review' }>['status'], (title: string, rating?: number) => string> = {
  claimed: (title) => `is reviewing your board “${title}”`,
  delivered: (title) => `delivered the review of “${title}”`,
  'revision-asked': (title) => `asked for a revision of the review of “${title}”`,
  revised: (title) => `delivered the revised review of “${title}”`,
  'swap-accepted': (title) => `accepted a product swap from your review of “${title}”`,
  rated: (title, rating) => `rated your review of “${title}” (${rating ?? 0} of 5)`,
  returned: (title) => `can no longer review your board “${title}”: it is back in the queue and another designer will take it`,
  assigned: (title) => `needs your review of “${title}”: Roomboard gave it to you`,
};

const PROJECT_TEXT: Record<Extract<NotificationEvent, { kind: 'project' }>['step'], (rating?: number) => string> = {
  taken: () => 'took your design project',
  'concepts-ready': () => 'sent the concept boards of your design project: choose one',
  'concept-chosen': () => 'chose a concept of their design project: refine it into the final board',
  delivered: () => 'delivered the final board of your design project',
  'revision-asked': () => 'asked for changes to the final board of their design project',
  revised: () => 'revised the final board of your design project',
  rated: (rating) => `rated your design project (${rating ?? 0} of 5)`,
  returned: () => 'can no longer work on your design project: it is back in the queue and another designer will take it',
  assigned: () => 'needs you on their design project: Roomboard gave it to you',
};

/**
 * The words the list shows before the actor's name (bold), for a notification about the reader's own doing: the member
 * booked, so it reads "Your consultation with **Aiko** is booked", not that Aiko confirmed; nor did Aiko cancel one
 * Roomboard cancelled ("Your consultation with **Aiko** was cancelled by Roomboard"). Empty for the others.
 */
export function notificationLead(event: NotificationEvent): string {
  return event.kind === CONSULTATION_NOTICE_KIND && (event.status === 'confirmed' || event.status === 'cancelled-by-roomboard')
    ? 'Your consultation with'
    : '';
}

/** The sentence the list shows after the actor's name (shown first, in bold, unless notificationLead() says otherwise). */
export function notificationText(event: NotificationEvent): string {
  switch (event.kind) {
    case 'like':
      return `liked your board “${event.board.title}”`;
    case 'comment':
      return `commented on “${event.board.title}”: “${event.comment.excerpt}”`;
    case 'follow':
      return 'started following you';
    case 'invitation':
      return `invited you to edit “${event.board.title}” together`;
    case 'review':
      return REVIEW_TEXT[event.status](event.subject.title, event.rating);
    case CONSULTATION_NOTICE_KIND:
      if (event.status === 'confirmed') return `is booked: “${event.subject.title}”`;
      if (event.status === 'cancelled-by-roomboard') return `was cancelled by Roomboard: “${event.subject.title}”`;
      return event.status === 'notes' ? `wrote the notes of “${event.subject.title}”` : `${event.status} “${event.subject.title}”`;
    case 'message':
      return `sent you a message: “${event.excerpt}”`;
    case 'project':
      return PROJECT_TEXT[event.step](event.rating);
  }
}
