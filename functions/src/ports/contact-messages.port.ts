import type { ContactForm } from '../contracts/accounts.js';

export interface ContactMessage extends ContactForm {
  /** The signed-in sender, when there is one. */
  uid: string | null;
  createdAt: Date;
}

/** `contactMessages/{id}`: the help form's inbox. */
export interface ContactMessages {
  add(message: ContactMessage): Promise<string>;
}
