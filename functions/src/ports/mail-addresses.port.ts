import type { InvitationMailDecision } from '../domain/invitation-mail.js';

/**
 * Mail kept per address rather than per member, for invitations (their addresses may have no account): the invitation
 * mails each sender and each address had lately, and the address's opt-out. Addresses are stored only as their key
 * (`addressKey`, a SHA-256 of the normalised address).
 */
export interface MailAddresses {
  /**
   * Decides an invitation mail from `senderUid` to `address` for `boardId` with `decideInvitationMail`, and records it
   * when it is sent, in one transaction over the sender's and the address's records (concurrent invitations cannot
   * overshoot). Also answers whether the address opted out of invitation mail.
   */
  takeInvitation(
    invitation: { senderUid: string; address: string; boardId: string },
    now: Date,
  ): Promise<{ decision: InvitationMailDecision; optedOut: boolean }>;
  /** The address (by its key) gets no more invitation mail, from anyone. */
  optOut(addressKey: string, now: Date): Promise<void>;
}
