import { z } from 'zod';
import { cursorParam } from './cursor-param.js';
import { BoardSchema, BoardsQuerySchema } from './boards.js';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_EMPTY,
  COMMENT_TOO_LONG,
  COMMENTS_PAGE_SIZE,
  REPORT_REASONS,
  REPORT_TEXT_MAX_LENGTH,
  REPORT_REASON_MISSING,
  REPORT_TEXT_TOO_LONG,
  REPORT_KINDS,
  APPEAL_TEXT_MAX_LENGTH,
} from './community-rules.js';

export const CommentRequest = z.object({
  text: z.string({ error: COMMENT_EMPTY }).trim().min(1, COMMENT_EMPTY).max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG),
});

const CommentSchema = z.object({
  id: z.string(),
  board_id: z.string(),
  text: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  /** The caller wrote it, or owns the board it is on. */
  can_delete: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CommentsPageSchema = z.object({ comments: z.array(CommentSchema), next: z.string().nullable() });
export type CommentsPage = z.infer<typeof CommentsPageSchema>;

export const ListQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(50).default(COMMENTS_PAGE_SIZE),
  cursor: cursorParam,
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export const ReportRequest = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_REASON_MISSING }),
  text: z
    .string()
    .trim()
    .max(REPORT_TEXT_MAX_LENGTH, REPORT_TEXT_TOO_LONG)
    .optional()
    .transform((text) => text || undefined),
});
export type ReportRequest = z.infer<typeof ReportRequest>;

/** POST/DELETE /api/boards/:id/like. */
export const LikeStateSchema = z.object({ liked: z.boolean(), likes: z.number().int().nonnegative() });
export type LikeState = z.infer<typeof LikeStateSchema>;

export const COPY_OF_PRIVATE = 'Only public boards can be saved to your boards.';
export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself.';
export const USER_NOT_FOUND = 'This member was not found.';

/** GET /api/users/:uid: a member's space header: the spec's 'followers • following' line and the Follow button. */
export const UserSpaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  followers: z.number().int().nonnegative(),
  following: z.number().int().nonnegative(),
  /** The caller follows this member (false signed out). */
  is_following: z.boolean(),
  is_self: z.boolean(),
});
export type UserSpace = z.infer<typeof UserSpaceSchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string() });
export const PeoplePageSchema = z.object({ people: z.array(PersonSchema), next: z.string().nullable() });
export type PeoplePage = z.infer<typeof PeoplePageSchema>;

/** The gallery's order, feed and filters; all optional, so the spec's plain `?page=&page_size=` still works. */
const GALLERY_SORTS = ['newest', 'liked'] as const;
const GALLERY_FEEDS = ['all', 'following'] as const;
const SEARCH_TOO_LONG = 'Search with at most 60 characters.';

export const GalleryQuerySchema = BoardsQuerySchema.and(
  z.object({
    sort: z.enum(GALLERY_SORTS).default('newest'),
    feed: z.enum(GALLERY_FEEDS).default('all'),
    function: z
      .string()
      .trim()
      .max(40)
      .optional()
      .transform((value) => value || undefined),
    style: z
      .string()
      .trim()
      .max(40)
      .optional()
      .transform((value) => value || undefined),
    q: z
      .string()
      .trim()
      .max(60, SEARCH_TOO_LONG)
      .optional()
      .transform((value) => value || undefined),
  }),
);
export type GalleryQuery = z.infer<typeof GalleryQuerySchema>;

/** The admin review queue: reported items first (most reports first), then recent public boards. */
const ReportSummarySchema = z.object({
  reason: z.enum(REPORT_REASONS),
  text: z.string().nullable(),
  created_at: z.string(),
});
const AdminBoardSchema = BoardSchema.extend({ hidden: z.boolean(), owner_id: z.string() });
const AdminCommentSchema = CommentSchema.extend({ hidden: z.boolean() });
const ReportedItemSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  id: z.string(),
  board: AdminBoardSchema.nullable(),
  comment: AdminCommentSchema.nullable(),
  reports: z.array(ReportSummarySchema),
  /** The owner of the hidden board asked for another look: the queue shows appeals first. */
  appeal: z.boolean(),
  /** What the owner wrote with their appeal, if anything. */
  appeal_text: z.string().nullable().optional(),
});
export type ReportedItem = z.infer<typeof ReportedItemSchema>;
export const AdminQueueSchema = z.object({ reported: z.array(ReportedItemSchema), recent: z.array(AdminBoardSchema) });
export type AdminQueue = z.infer<typeof AdminQueueSchema>;
export type AdminBoard = z.infer<typeof AdminBoardSchema>;

const ADMIN_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export type AdminActionName = (typeof ADMIN_ACTIONS)[number];
export const AdminActionRequest = z.object({
  action: z.enum(ADMIN_ACTIONS, { error: "Action is 'hide', 'restore' or 'dismiss'." }),
  /** Why a board is hidden, as its owner is told; by default the reason most of its reports give. */
  reason: z.enum(REPORT_REASONS, { error: REPORT_REASON_MISSING }).optional(),
});

/** `POST /api/boards/:id/appeal`: the hidden board's owner may say why it should come back. */
export const AppealRequest = z.object({
  text: z
    .string()
    .trim()
    .max(APPEAL_TEXT_MAX_LENGTH, REPORT_TEXT_TOO_LONG)
    .optional()
    .transform((text) => text || undefined),
});
