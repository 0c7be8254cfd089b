import { z } from 'zod';

/**
 * The mails a member may turn off (Account Management's e-mail preferences, and each mail's one-click unsubscribe).
 * Every other mail is transactional (an invitation, a consultation, a payment): it is sent whatever the preferences say.
 */
export const MAIL_PREFERENCE_CATEGORIES = ['comments', 'followers', 'messages'] as const;
export type MailPreferenceCategory = (typeof MAIL_PREFERENCE_CATEGORIES)[number];
/** The category of a consultation's mails keeps the old word: it is stored on each mail and in its id. */
export const CONSULTATION_MAIL_CATEGORY = 'booking';
export const TRANSACTIONAL_CATEGORIES = [
  'invitation',
  CONSULTATION_MAIL_CATEGORY,
  'reminder',
  'review',
  'billing',
  'project',
  /** A designer application's decision. */
  'application',
  'verification',
  /** Notices about the account itself: its e-mail address or password changed. */
  'account',
] as const;
export type MailCategory = MailPreferenceCategory | (typeof TRANSACTIONAL_CATEGORIES)[number];

export const isPreferenceCategory = (category: string): category is MailPreferenceCategory =>
  (MAIL_PREFERENCE_CATEGORIES as readonly string[]).includes(category);

/** What each preference is called on Account Management and on the unsubscribe page. */
export const MAIL_PREFERENCE_LABELS: Record<MailPreferenceCategory, { title: string; detail: string }> = {
  comments: { title: 'Comments on your boards', detail: 'A mail when someone comments on one of your public boards.' },
  followers: { title: 'New followers', detail: 'One daily digest of the members who started following you.' },
  messages: { title: 'Messages from your designer', detail: 'New messages, gathered into one mail.' },
};

/**
 * The one opt-out an address has without an account: invitations to edit boards, from every member (the one-click link
 * in each invitation mail). The invitation itself is still made and shows in the app.
 */
export const INVITATION_OPT_OUT_LABEL = {
  title: 'Invitations to edit boards',
  detail: 'Mails from any Roomboard member inviting this address to edit a board.',
};
export const INVITATION_OPT_OUT_LINK = "Don't e-mail me invitations";

/** GET and PUT /api/mail-preferences: true means the mail is sent. A member who never chose gets every mail. */
export const MailPreferencesSchema = z.strictObject({
  comments: z.boolean(),
  followers: z.boolean(),
  messages: z.boolean(),
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { comments: true, followers: true, messages: true };

/** POST and GET /api/mail/unsubscribe?token=... */
export const UnsubscribeQuery = z.object({ token: z.string().max(512) });
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';
