import { describe, expect, it } from 'vitest';
import {
  addressKey,
  decideInvitationMail,
  invitationLimitMessage,
  isAddressKey,
  type AddressInvitation,
  type InvitationMailRecords,
} from './invitation-mail.js';
import { HOUR_MS, MINUTE_MS } from './usage-limits.js';

const NOW = Date.parse('2026-05-10T12:00:00Z');
const ago = (ms: number) => NOW - ms;
const none: InvitationMailRecords = { sender: [], address: [] };
const sent = (boardId: string, msAgo: number): AddressInvitation => ({ boardId, at: ago(msAgo) });

describe('invitation mail ceilings', () => {
  it('mails a first invitation and records it for the sender and the address', () => {
    expect(decideInvitationMail(none, 'b1', NOW)).toEqual({ kind: 'send', sender: [NOW], address: [{ at: NOW, boardId: 'b1' }] });
  });

  it('sends no second mail when a board invites the same address again within 24 hours, and counts nothing', () => {
    expect(decideInvitationMail({ sender: [ago(MINUTE_MS)], address: [sent('b1', MINUTE_MS)] }, 'b1', NOW)).toEqual({ kind: 'quiet' });
    expect(decideInvitationMail({ sender: [], address: [sent('b1', 24 * HOUR_MS - 1)] }, 'b1', NOW)).toEqual({ kind: 'quiet' });
  });

  it('mails again after 24 hours, and for another board of the same sender', () => {
    expect(decideInvitationMail({ sender: [], address: [sent('b1', 24 * HOUR_MS)] }, 'b1', NOW)).toMatchObject({ kind: 'send' });
    expect(decideInvitationMail({ sender: [ago(HOUR_MS)], address: [sent('b1', HOUR_MS)] }, 'b2', NOW)).toEqual({
      kind: 'send',
      sender: [ago(HOUR_MS), NOW],
      address: [sent('b1', HOUR_MS), { at: NOW, boardId: 'b2' }],
    });
  });

  it('refuses a sender’s 21st invitation mail in 24 hours until the oldest is a day old', () => {
    const twenty = Array.from({ length: 20 }, (_, n) => ago(23 * HOUR_MS - n * MINUTE_MS));
    expect(decideInvitationMail({ sender: twenty.slice(1), address: [] }, 'b1', NOW)).toMatchObject({ kind: 'send' });
    expect(decideInvitationMail({ sender: twenty, address: [] }, 'b1', NOW)).toEqual({
      kind: 'limited',
      who: 'sender',
      retryAfterMs: HOUR_MS,
    });
  });

  it('refuses an address’s 4th invitation mail in 24 hours, whoever sends it', () => {
    const three = [sent('b1', 3 * HOUR_MS), sent('b2', 2 * HOUR_MS), sent('b3', HOUR_MS)];
    expect(decideInvitationMail({ sender: [], address: three.slice(1) }, 'b4', NOW)).toMatchObject({ kind: 'send' });
    expect(decideInvitationMail({ sender: [], address: three }, 'b4', NOW)).toEqual({
      kind: 'limited',
      who: 'address',
      retryAfterMs: 21 * HOUR_MS,
    });
  });

  it('a re-invitation kept quiet is never refused, even with the ceilings reached', () => {
    const full = { sender: Array.from({ length: 20 }, () => ago(HOUR_MS)), address: [sent('b1', HOUR_MS), sent('b2', 1), sent('b3', 1)] };
    expect(decideInvitationMail(full, 'b1', NOW)).toEqual({ kind: 'quiet' });
  });

  it('forgets mails older than a day', () => {
    const old = { sender: [ago(25 * HOUR_MS)], address: [sent('b9', 25 * HOUR_MS)] };
    expect(decideInvitationMail(old, 'b1', NOW)).toEqual({ kind: 'send', sender: [NOW], address: [{ at: NOW, boardId: 'b1' }] });
  });

  it('says which ceiling was reached and when to try again', () => {
    expect(invitationLimitMessage('sender', HOUR_MS)).toBe(
      'You have sent 20 invitations in the last 24 hours, the most Roomboard sends for one member. Please try again in 60 minutes.',
    );
    expect(invitationLimitMessage('address', 21 * HOUR_MS)).toBe(
      'This address has had 3 invitations in the last 24 hours, the most Roomboard sends it. Please try again in 21 hours.',
    );
  });
});

describe('address keys', () => {
  it('are the same for every spelling of one mailbox, and hold no address', () => {
    const key = addressKey('Ann@Example.com ');
    expect(key).toBe(addressKey('ann@example.com'));
    expect(isAddressKey(key)).toBe(true);
    expect(key).not.toContain('ann');
    expect(addressKey('bob@example.com')).not.toBe(key);
    expect(isAddressKey('ann@example.com')).toBe(false);
  });
});
