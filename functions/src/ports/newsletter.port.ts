/** `newsletter/{id}`: one document per mailbox. */
export interface NewsletterList {
  /** Adds a normalised e-mail address; answers false when it was already on the list. */
  subscribe(email: string, at: Date): Promise<boolean>;
  /** Takes a normalised e-mail address off the list (its account is deleted); nothing when it is not on it. */
  remove(email: string): Promise<void>;
}
