import type { MailCategory } from '../contracts/mail.js';
import type { Delivery, DeliveryInfo, SendFailure } from '../domain/mail-delivery.js';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** A mail as `mail/{id}` holds it, in the Trigger Email extension's shape (`to`, `message`) plus who and why. */
export interface OutgoingMail {
  to: string;
  category: MailCategory;
  /** The member it is for; null for an address that may have no account (an invitation). */
  uid: string | null;
  message: {
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
    attachments?: MailAttachment[];
  };
}

/** The outbox: `mail/{id}` documents, written PENDING; the delivery (or the Trigger Email extension) sends them. */
export interface MailOutbox {
  /** Queues the mail; with an `id`, once only: false when that mail was queued already (a sweep run twice). */
  queue(mail: OutgoingMail, now: Date, id?: string): Promise<boolean>;
}

export interface StoredMail {
  id: string;
  mail: OutgoingMail;
  delivery: Delivery;
}

/** The delivery side of `mail/{id}`: each change of state is decided on the stored value, in one transaction. */
export interface MailDeliveries {
  /**
   * Reads the mail and writes the delivery `decide` returns (nothing when it returns null), in one transaction: two
   * deliverers deciding at once never both win. Null when there is no such mail.
   */
  transition<T>(id: string, decide: (stored: StoredMail) => { delivery: Delivery | null; result: T }): Promise<T | null>;
  /** Ids of PENDING mails whose next attempt is due and of PROCESSING mails whose lease expired, oldest first. */
  due(now: Date, limit: number): Promise<string[]>;
}

/** Sends one mail over SMTP: the server's answer, or the failure (with its reply code when the server gave one). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ ok: true; info: DeliveryInfo } | { ok: false; failure: SendFailure }>;
}
