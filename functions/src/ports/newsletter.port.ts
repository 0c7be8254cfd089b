/** `newsletter/{id}`: one document per mailbox. */
export interface NewsletterList {
  /** Adds a normalised e-mail address; answers false when it was already on the list. */
  subscribe(email: string, at: Date): Promise<boolean>;
}
