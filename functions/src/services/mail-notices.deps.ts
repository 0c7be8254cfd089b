// The mails the app sends, each queued from the use case it follows; every one is queued once only.
import { mailTemplates } from '../domain/mail-templates.js';
import { mailAddress, mailMember, type SendMailDeps } from './send-mail.deps.js';

const boardUrl = (deps: SendMailDeps, boardId: string) => `${deps.appOrigin}/UserBoard/${encodeURIComponent(boardId)}`;
const manageUrl = (deps: SendMailDeps) => `${deps.appOrigin}/account-management`;

/** To the invited address, when the owner invites it to co-edit a board (the copy-link stays the other way). */
export function mailInvitation(deps: SendMailDeps, input: { inviteId: string; to: string; ownerName: string; boardTitle: string }) {
  const inviteUrl = `${deps.appOrigin}/invite/${encodeURIComponent(input.inviteId)}`;
  return mailAddress(
    deps,
    input.to,
    'invitation',
    mailTemplates.invitation({ ...input, inviteUrl }),
    'You get this mail because a Roomboard member invited this address to edit a board.',
    { id: `invitation-${input.inviteId}` },
  );
}

/** To the board's owner, when someone else comments on it. */
export async function mailComment(
  deps: SendMailDeps,
  input: {
    commentId: string;
    boardId: string;
    boardTitle: string;
    boardOwnerUid: string;
    authorUid: string;
    authorName: string;
    text: string;
  },
) {
  if (input.authorUid === input.boardOwnerUid) return false;
  return mailMember(
    deps,
    input.boardOwnerUid,
    'comments',
    mailTemplates.comment({ ...input, boardUrl: boardUrl(deps, input.boardId) }),
    'You get this mail because someone commented on your board.',
    { id: `comment-${input.commentId}` },
  );
}

const dayKey = (day: Date) => day.toISOString().slice(0, 10);

/** To the member whose renewal failed; `eventId` (the payment provider's) makes it once only. Wired by the billing webhook. */
export function mailPaymentFailed(deps: SendMailDeps, input: { uid: string; planName: string; eventId: string }) {
  return mailMember(
    deps,
    input.uid,
    'billing',
    mailTemplates.paymentFailed({ planName: input.planName, manageUrl: manageUrl(deps) }),
    'You get this mail about your Roomboard membership.',
    { id: `payment-failed-${input.eventId}` },
  );
}

/** To the member whose membership will not renew, before it ends. Wired by the billing webhook. */
export function mailSubscriptionEnding(
  deps: SendMailDeps,
  input: { uid: string; planName: string; endsAt: Date; subscriptionId: string; timeZone?: string },
) {
  return mailMember(
    deps,
    input.uid,
    'billing',
    mailTemplates.subscriptionEnding({ ...input, timeZone: input.timeZone ?? 'UTC', manageUrl: manageUrl(deps) }),
    'You get this mail about your Roomboard membership.',
    { id: `subscription-ending-${input.subscriptionId}-${dayKey(input.endsAt)}` },
  );
}
