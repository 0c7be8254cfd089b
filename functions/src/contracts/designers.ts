import { z } from 'zod';
import { ROOM_STYLES } from './choices.js';
import { REVOKE_REASON_MAX } from './designer-roles.js';

/** An IANA time zone the runtime knows (Luxon and Intl read the same database). */
export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Choose a time zone from the list.');

/** A designer's own member work (their board, project or consultation): 403 with these, never taken or rated. */
export const OWN_WORK = {
  claimReview: 'You cannot claim a review of your own board.',
  takeProject: 'You cannot take your own design project.',
  rate: 'You cannot rate your own work.',
} as const;

/** `PUT /api/designer/profile`: what a designer writes about themselves. */
export const DesignerProfileForm = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(80, 'Use at most 80 characters.'),
  bio: z.string().trim().max(1000, 'Use at most 1,000 characters.'),
  styles: z.array(z.enum(ROOM_STYLES)).max(ROOM_STYLES.length),
  /** Where consultations happen: a Meet, Zoom, Jitsi (or any https) link. */
  meetingUrl: z.url({ protocol: /^https$/, error: 'Enter the https link of your meeting room.' }).max(500),
  timeZone: TimeZoneSchema,
});
export type DesignerProfileForm = z.infer<typeof DesignerProfileForm>;

/** `designers/{uid}`, as the API shows it. `active` is false once the role is revoked (hidden from /designers). */
export interface DesignerProfile extends DesignerProfileForm {
  uid: string;
  /** The profile photo's URL (the account's avatar), null: initials. */
  photoUrl: string | null;
  ratingCount: number;
  /** Average of the ratings members gave (1 to 5), null before the first. */
  ratingAverage: number | null;
  active: boolean;
}

/** Designer availability's days: ISO weekdays, Monday 1 to Sunday 7, in the designer's own time zone. */
const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use times like 09:30.');
const AvailabilityWindow = z
  .object({ start: HHMM, end: HHMM })
  .refine((window) => window.start < window.end, 'Each window ends after it starts.');

/** `PUT /api/designer/availability`, kept as `designerAvailability/{uid}`. */
export const AvailabilityForm = z.object({
  timeZone: TimeZoneSchema,
  slotMinutes: z.union([z.literal(30), z.literal(45), z.literal(60)]),
  bufferMinutes: z.number().int().min(0).max(120),
  /** Keys '1'..'7' (ISO weekday); a missing day has no hours. */
  weekly: z.partialRecord(z.enum(['1', '2', '3', '4', '5', '6', '7']), z.array(AvailabilityWindow).max(6)),
  /** Days off, 'YYYY-MM-DD' in the designer's time zone. */
  daysOff: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(366),
});
export type AvailabilityForm = z.infer<typeof AvailabilityForm>;

/** `GET /api/designer/profile`: the designer's own profile (null before they first save it) and their account's photo. */
export interface OwnDesignerProfile {
  profile: DesignerProfile | null;
  photoUrl: string | null;
}

/** `GET /api/designers`: active designers, by name. */
export interface DesignersList {
  designers: DesignerProfile[];
}

/** How many of a designer's newest public boards their page shows. */
export const SAMPLE_BOARDS = 6;

/** `GET /api/designers/:id`: one active designer with a few of their public boards. */
export interface DesignerDetail {
  designer: DesignerProfile;
  sampleBoards: { id: string; title: string; imageUrl: string; likes: number }[];
}

export const DESIGNER_NOT_FOUND = 'This designer is not available.';

/** POST /api/admin/designers/:id/revoke: why, for the audit log (optional). */
export const RevokeDesignerRequest = z.strictObject({
  reason: z.string().trim().max(REVOKE_REASON_MAX, 'Keep the reason to 500 characters.').optional(),
});
