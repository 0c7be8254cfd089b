// Community's plain values (limits, texts, report reasons), without a schema, so the board page does not load zod for
// its comment form and report button. Every importer, server and web, takes them from here (no re-export).

/** Comments: plain text, 1 to 1000 characters after trimming. */
export const COMMENT_MAX_LENGTH = 1000;
export const COMMENT_EMPTY = 'Write a comment first.';
export const COMMENT_TOO_LONG = `A comment can be at most ${COMMENT_MAX_LENGTH} characters.`;
export const COMMENT_NOT_FOUND = 'This comment was not found.';
export const COMMENTS_PAGE_SIZE = 10;

/** Reports on a board or a comment: a reason from this list and optional words. One per user per item. */
export const REPORT_REASONS = ['spam', 'offensive', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or inappropriate',
  copyright: 'Not theirs to share (copyright)',
  other: 'Something else',
};
export const REPORT_TEXT_MAX_LENGTH = 500;
export const REPORT_REASON_MISSING = 'Choose a reason for the report.';
export const REPORT_TEXT_TOO_LONG = `Tell us in at most ${REPORT_TEXT_MAX_LENGTH} characters.`;
export const ALREADY_REPORTED = 'You have already reported this. Our moderators will look at it.';
export const REPORT_KINDS = ['board', 'comment'] as const;

/** A hidden board's owner asks the moderators for another look, once each time it is hidden. */
export const APPEAL_TEXT_MAX_LENGTH = 500;
export const APPEAL_SENT = 'Thank you. Our moderators will look at your board again.';
export const ALREADY_APPEALED = 'You have already asked. Our moderators will look at your board again.';
export const NOT_HIDDEN = 'This board is not hidden.';
export type ReportKind = (typeof REPORT_KINDS)[number];
