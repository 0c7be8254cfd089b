// Invitation mail may reach people who never asked Roomboard for anything, so it has ceilings of its own: per sender,
// per address (all senders together), and one mail per board and address a day however often it is re-invited.
import { createHash } from 'node:crypto';
import { normaliseEmail } from './accounts.js';
import { DAY_MS, takeSlot, waitText, type RateWindow } from './usage-limits.js';

/** Invitation mails one member may send in any 24 hours. */
const INVITATIONS_PER_SENDER: RateWindow = { limit: 20, ms: DAY_MS };
/** Invitation mails one address may get in any 24 hours, from every sender together. */
const INVITATIONS_PER_ADDRESS: RateWindow = { limit: 3, ms: DAY_MS };
/** A board's address withdrawn and invited again within this gets no second mail (the invitation is made all the same). */
const REINVITE_QUIET_MS = DAY_MS;

/** An invitation mail sent to an address: when (ms) and for which board. */
export interface AddressInvitation {
  at: number;
  boardId: string;
}

/** What the ceilings are decided on: the sender's recent invitation mails and the address's (ms). */
export interface InvitationMailRecords {
  sender: readonly number[];
  address: readonly AddressInvitation[];
}

export type InvitationMailDecision =
  /** Mail it, and keep these records (`now` added). */
  | { kind: 'send'; sender: number[]; address: AddressInvitation[] }
  /** This board mailed this address within REINVITE_QUIET_MS: the invitation is made, no mail goes, nothing is counted. */
  | { kind: 'quiet' }
  /** A ceiling is reached: the invitation is refused (429). */
  | { kind: 'limited'; who: 'sender' | 'address'; retryAfterMs: number };

/** Whether an invitation of `boardId` at `now` (ms) is mailed, kept quiet or refused, given the recent records. */
export function decideInvitationMail(records: InvitationMailRecords, boardId: string, now: number): InvitationMailDecision {
  const longest = Math.max(REINVITE_QUIET_MS, INVITATIONS_PER_ADDRESS.ms);
  const address = records.address.filter((sent) => sent.at > now - longest);
  if (address.some((sent) => sent.boardId === boardId && sent.at > now - REINVITE_QUIET_MS)) return { kind: 'quiet' };
  const bySender = takeSlot(records.sender, now, [INVITATIONS_PER_SENDER]);
  if (!bySender.allowed) return { kind: 'limited', who: 'sender', retryAfterMs: bySender.retryAfterMs };
  const toAddress = takeSlot(
    address.map((sent) => sent.at),
    now,
    [INVITATIONS_PER_ADDRESS],
  );
  if (!toAddress.allowed) return { kind: 'limited', who: 'address', retryAfterMs: toAddress.retryAfterMs };
  return { kind: 'send', sender: bySender.recent, address: [...address, { at: now, boardId }] };
}

export function invitationLimitMessage(who: 'sender' | 'address', retryAfterMs: number): string {
  const wait = `Please try again ${waitText(retryAfterMs)}.`;
  return who === 'sender'
    ? `You have sent ${INVITATIONS_PER_SENDER.limit} invitations in the last 24 hours, the most Roomboard sends for one member. ${wait}`
    : `This address has had ${INVITATIONS_PER_ADDRESS.limit} invitations in the last 24 hours, the most Roomboard sends it. ${wait}`;
}

/**
 * What stands for an address in stored records and opt-out links: the SHA-256 of the normalised address (hex), so that
 * neither holds the address itself.
 */
export const addressKey = (email: string): string => createHash('sha256').update(normaliseEmail(email)).digest('hex');

export const isAddressKey = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);
