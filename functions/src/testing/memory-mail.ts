// In-memory fakes of the mail ports, with the Firestore adapters' rules (an id is queued once; transitions in order).
import { DEFAULT_MAIL_PREFERENCES, type MailPreferences } from '../contracts/mail.js';
import { addressKey, decideInvitationMail, type AddressInvitation } from '../domain/invitation-mail.js';
import { pendingDelivery } from '../domain/mail-delivery.js';
import type { MailAddresses } from '../ports/mail-addresses.port.js';
import type { MailRecipient, MailRecipients } from '../ports/mail-recipients.port.js';
import type { MailDeliveries, MailOutbox, MailTransport, OutgoingMail, StoredMail } from '../ports/mail.port.js';
import type { SendMailDeps } from '../services/steps/send-mail.js';

export function memoryMail(): MailOutbox & MailDeliveries & { mails: Map<string, StoredMail> } {
  const mails = new Map<string, StoredMail>();
  let next = 0;
  return {
    mails,
    async queue(mail, now, id) {
      const key = id ?? `mail-${++next}`;
      if (mails.has(key)) return false;
      mails.set(key, { id: key, mail: structuredClone(mail), delivery: { ...pendingDelivery(), nextAttemptTime: now } });
      return true;
    },
    async transition(id, decide) {
      const stored = mails.get(id);
      if (!stored) return null;
      const { delivery, result } = decide(structuredClone(stored));
      if (delivery) mails.set(id, { ...stored, delivery });
      return result;
    },
    async due(now, limit) {
      return [...mails.values()]
        .filter(({ delivery }) =>
          delivery.state === 'PENDING'
            ? (delivery.nextAttemptTime ?? now) <= now
            : delivery.state === 'PROCESSING' && (delivery.leaseExpireTime ?? now) <= now,
        )
        .map(({ id }) => id)
        .slice(0, limit);
    },
  };
}

export function memoryRecipients(initial: Array<{ uid: string; email: string; preferences?: Partial<MailPreferences> }> = []) {
  const byUid = new Map<string, MailRecipient>(
    initial.map(({ uid, email, preferences }) => [uid, { uid, email, preferences: { ...DEFAULT_MAIL_PREFERENCES, ...preferences } }]),
  );
  const recipients: MailRecipients & { byUid: typeof byUid } = {
    byUid,
    async get(uid) {
      const recipient = byUid.get(uid);
      return recipient?.email ? recipient : null;
    },
    async preferences(uid) {
      return byUid.get(uid)?.preferences ?? DEFAULT_MAIL_PREFERENCES;
    },
    async setPreferences(uid, changes) {
      const recipient = byUid.get(uid) ?? { uid, email: '', preferences: DEFAULT_MAIL_PREFERENCES };
      byUid.set(uid, { ...recipient, preferences: { ...recipient.preferences, ...changes } });
      return byUid.get(uid)!.preferences;
    },
    async turnOff(uid, category) {
      const recipient = byUid.get(uid);
      if (!recipient) return false;
      byUid.set(uid, { ...recipient, preferences: { ...recipient.preferences, [category]: false } });
      return true;
    },
    async followEmail(uid, email) {
      const recipient = byUid.get(uid);
      if (!recipient || recipient.email === email) return null;
      byUid.set(uid, { ...recipient, email });
      return recipient.email || null;
    },
  };
  return recipients;
}

/**
 * The accounts' sign-in addresses (Firebase Auth's side): by default each recipient's stored address, verified; `changes`
 * sets another address or an unverified one, and null deletes the account.
 */
export function memoryAccounts(recipients: { byUid: Map<string, MailRecipient> }) {
  const changes = new Map<string, { email: string; verified: boolean } | null>();
  return {
    changes,
    async accountEmail(uid: string) {
      if (changes.has(uid)) return changes.get(uid)!;
      const email = recipients.byUid.get(uid)?.email;
      return email ? { email, verified: true } : null;
    },
  };
}

/**
 * Invitation mail records and opt-outs by address key, decided by `decideInvitationMail` (domain/invitation-mail.ts),
 * which the Firestore adapter calls too.
 */
export function memoryMailAddresses(): MailAddresses & { optedOut: Set<string> } {
  const senders = new Map<string, number[]>();
  const addresses = new Map<string, AddressInvitation[]>();
  const optedOut = new Set<string>();
  return {
    optedOut,
    async takeInvitation({ senderUid, address, boardId }, now) {
      const key = addressKey(address);
      const decision = decideInvitationMail(
        { sender: senders.get(senderUid) ?? [], address: addresses.get(key) ?? [] },
        boardId,
        now.getTime(),
      );
      if (decision.kind === 'send') {
        senders.set(senderUid, decision.sender);
        addresses.set(key, decision.address);
      }
      return { decision, optedOut: optedOut.has(key) };
    },
    async optOut(key) {
      optedOut.add(key);
    },
  };
}

/** A transport that answers from a script: each call takes the next answer (the last one repeats). */
export function scriptedTransport(answers: Array<'ok' | { message: string; responseCode: number | null }>) {
  const sent: OutgoingMail[] = [];
  let call = 0;
  const transport: MailTransport & { sent: OutgoingMail[] } = {
    sent,
    async send(mail) {
      const answer = answers[Math.min(call++, answers.length - 1)]!;
      if (answer !== 'ok') return { ok: false, failure: answer };
      sent.push(mail);
      return { ok: true, info: { messageId: `<${sent.length}@test>`, accepted: [mail.to], rejected: [], response: '250 OK' } };
    },
  };
  return transport;
}

export const TEST_UNSUBSCRIBE_SECRET = 'unit-test-unsubscribe-secret';

export function mailDeps(
  recipients = memoryRecipients(),
  outbox = memoryMail(),
): SendMailDeps & {
  outbox: ReturnType<typeof memoryMail>;
  recipients: ReturnType<typeof memoryRecipients>;
  accounts: ReturnType<typeof memoryAccounts>;
  addresses: ReturnType<typeof memoryMailAddresses>;
} {
  return {
    outbox,
    recipients,
    accounts: memoryAccounts(recipients),
    addresses: memoryMailAddresses(),
    unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
    appOrigin: 'https://roomboard.test',
    now: () => new Date('2026-03-02T10:00:00Z'),
  };
}
