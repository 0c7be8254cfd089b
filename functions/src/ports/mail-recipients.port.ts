import type { MailPreferenceCategory, MailPreferences } from '../contracts/mail.js';

export interface MailRecipient {
  uid: string;
  email: string;
  preferences: MailPreferences;
}

/** Members as mail recipients: their address and e-mail preferences, kept on `users/{uid}` (`mailPreferences`). */
export interface MailRecipients {
  /** Null when the member has no profile or no address. */
  get(uid: string): Promise<MailRecipient | null>;
  /** The member's preferences (every mail on until they turn it off), whether or not they have a profile. */
  preferences(uid: string): Promise<MailPreferences>;
  /** Merges the changes into the stored preferences and answers them all. */
  setPreferences(uid: string, changes: Partial<MailPreferences>): Promise<MailPreferences>;
  /**
   * Turns one category off for a member who has a profile (a one-click unsubscribe). False, and nothing written, when
   * the profile is gone: a link in an old mail never brings back a deleted member's document.
   */
  turnOff(uid: string, category: MailPreferenceCategory): Promise<boolean>;
  /**
   * Makes the profile's copy of the address `email` (the one the account signs in with, verified). Answers the address
   * it replaced, once only however many callers race; null when it was the same or there is no profile (none is made).
   */
  followEmail(uid: string, email: string): Promise<string | null>;
}

interface NewFollow {
  followerUid: string;
  followeeUid: string;
}

/** Follows made in a window of time, for the daily digest of new followers. */
export interface RecentFollows {
  between(from: Date, to: Date): Promise<NewFollow[]>;
}
