import { z } from 'zod';
import { ROOM_STYLES } from './choices.js';
import { APPLICATION_LIMITS, APPLICATION_MESSAGES, APPLICATION_STATUSES } from './designer-application-rules.js';
import { TimeZoneSchema } from './designers.js';

/** A portfolio picture: one the member uploaded (POST /api/designer-applications/pictures), or one of their public boards. */
export const PortfolioItem = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('upload'),
    path: z.string().regex(/^portfolio\/[a-f0-9]{32}\.jpg$/, APPLICATION_MESSAGES.pictureUnknown),
  }),
  z.strictObject({ kind: z.literal('board'), boardId: z.string().min(1).max(200) }),
]);
export type PortfolioItem = z.infer<typeof PortfolioItem>;

/** POST /api/designer-applications: what a member sends to become a designer. */
export const DesignerApplicationForm = z.strictObject({
  name: z.string(APPLICATION_MESSAGES.name).trim().min(1, APPLICATION_MESSAGES.name).max(80, 'Use at most 80 characters.'),
  bio: z
    .string(APPLICATION_MESSAGES.bio)
    .trim()
    .min(1, APPLICATION_MESSAGES.bio)
    .max(APPLICATION_LIMITS.bioMax, `Use at most ${APPLICATION_LIMITS.bioMax.toLocaleString('en-US')} characters.`),
  styles: z
    .array(z.enum(ROOM_STYLES, APPLICATION_MESSAGES.styles), APPLICATION_MESSAGES.styles)
    .min(1, APPLICATION_MESSAGES.styles)
    .max(ROOM_STYLES.length)
    .refine((styles) => new Set(styles).size === styles.length, APPLICATION_MESSAGES.styles),
  timeZone: z.string(APPLICATION_MESSAGES.timeZone).pipe(TimeZoneSchema),
  meetingUrl: z.url({ protocol: /^https$/, error: APPLICATION_MESSAGES.meetingUrl }).max(500, APPLICATION_MESSAGES.meetingUrl),
  portfolio: z
    .array(PortfolioItem, APPLICATION_MESSAGES.portfolioCount)
    .min(APPLICATION_LIMITS.portfolioMin, APPLICATION_MESSAGES.portfolioCount)
    .max(APPLICATION_LIMITS.portfolioMax, APPLICATION_MESSAGES.portfolioCount),
  acceptTerms: z.literal(true, APPLICATION_MESSAGES.terms),
});
export type DesignerApplicationForm = z.infer<typeof DesignerApplicationForm>;

/** POST /api/admin/applications/:id/decline: the reason, mailed to the member and kept in the audit log. */
export const DeclineApplicationRequest = z.strictObject({
  reason: z
    .string(APPLICATION_MESSAGES.reasonRequired)
    .trim()
    .min(1, APPLICATION_MESSAGES.reasonRequired)
    .max(APPLICATION_LIMITS.reasonMax, `Keep the reason to ${APPLICATION_LIMITS.reasonMax} characters.`),
});

/** GET /api/admin/applications?status=pending. */
export const ApplicationsQuery = z.object({
  status: z.enum(APPLICATION_STATUSES, "status is 'pending', 'approved' or 'declined'.").default('pending'),
});
