import { z } from 'zod';

/** What a draft is of: a review's delivery, a project's concept notes, a consultation's notes, a member's project brief. */
const DRAFT_KINDS = ['review', 'concept', 'consultation', 'brief'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** A draft's content, as JSON text, is at most this long: a full review delivery fits several times over. */
export const DRAFT_MAX_CHARS = 64_000;

export const DRAFT_KIND_UNKNOWN = 'There is no such kind of draft.';
const DRAFT_ID_INVALID = 'A draft is saved under the id of its review, project or consultation.';
export const DRAFT_TOO_LARGE = `This draft is too long to save: keep it under ${DRAFT_MAX_CHARS.toLocaleString('en-US')} characters.`;
export const DRAFT_NOT_FOUND = 'There is no draft here.';
const DRAFT_CONTENT_REQUIRED = 'Send the draft as {"content": …}.';

/** The path's kind and id: a kind of the list, an id of letters, digits, '-' and '_'. */
export const DraftKey = z.object({
  kind: z.enum(DRAFT_KINDS, { error: DRAFT_KIND_UNKNOWN }),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, DRAFT_ID_INVALID),
});
export type DraftKey = z.infer<typeof DraftKey>;

/** PUT /api/drafts/:kind/:id: whatever the editor holds, as JSON. */
export const DraftBody = z.strictObject({
  // The body is parsed JSON already: the content only has to be there.
  content: z.unknown().refine((content) => content !== undefined, DRAFT_CONTENT_REQUIRED),
});

/** GET /api/drafts/:kind/:id (and the PUT's answer). */
export interface Draft {
  kind: DraftKind;
  id: string;
  content: unknown;
  savedAt: string;
}
