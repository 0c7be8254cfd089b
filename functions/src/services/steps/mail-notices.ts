// The mails the app sends, each queued from the use case it follows; every one is queued once only.
import { INVITATION_OPT_OUT_LINK } from '../../contracts/mail.js';
import { addressKey } from '../../domain/invitation-mail.js';
import { mailTemplates } from '../../domain/mail-templates.js';
import { addressOptOutToken } from '../../domain/mail-tokens.js';
import { mailLogs } from '../mail.logs.js';
import { accountHelp, mailAddress, mailMember, memberAddress, unsubscribeUrl, type SendMailDeps } from './send-mail.js';

const boardUrl = (deps: SendMailDeps, boardId: string) => `${deps.appOrigin}/UserBoard/${encodeURIComponent(boardId)}`;
const manageUrl = (deps: SendMailDeps) => `${deps.appOrigin}/account-management`;

/**
 * To the invited address, when the owner invites it to co-edit a board (the copy-link stays the other way). It carries
 * a one-click "Don't e-mail me invitations" (headers and footer) that the address holds for every sender; without an
 * unsubscribe secret to sign it, no invitation mail goes.
 */
export function mailInvitation(deps: SendMailDeps, input: { inviteId: string; to: string; ownerName: string; boardTitle: string }) {
  if (!deps.unsubscribeSecret) return (mailLogs.noUnsubscribeSecret('invitation'), false);
  const inviteUrl = `${deps.appOrigin}/invite/${encodeURIComponent(input.inviteId)}`;
  const optOut = unsubscribeUrl(deps, addressOptOutToken(deps.unsubscribeSecret, addressKey(input.to)));
  return mailAddress(
    deps,
    input.to,
    'invitation',
    mailTemplates.invitation({ ...input, inviteUrl }),
    'You get this mail because a Roomboard member invited this address to edit a board.',
    { id: `invitation-${input.inviteId}`, unsubscribe: { url: optOut, label: INVITATION_OPT_OUT_LINK } },
  );
}

/**
 * To the member whose password was just changed, at the address they sign in with (verified only: an unverified one
 * may be a stranger's). Once per sign-in: `signedInAt` names the sign-in the change made.
 */
export async function mailPasswordChanged(deps: SendMailDeps, input: { uid: string; signedInAt: Date }) {
  const address = await memberAddress(deps, input.uid);
  if (!address?.verified) return (mailLogs.unverified(input.uid, 'account'), false);
  const queued = await mailAddress(
    deps,
    address.email,
    'account',
    mailTemplates.passwordChanged(accountHelp(deps)),
    'You get this mail because the password of your Roomboard account changed.',
    { id: `password-changed-${input.uid}-${input.signedInAt.getTime()}` },
  );
  if (queued) mailLogs.passwordNotice(input.uid);
  return queued;
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

/** To a member whose designer application was approved: the welcome, with their first steps. Once per application. */
export function mailApplicationApproved(deps: SendMailDeps, input: { uid: string; applicationId: string; name: string }) {
  return mailMember(
    deps,
    input.uid,
    'application',
    mailTemplates.applicationApproved({
      name: input.name,
      workspaceUrl: `${deps.appOrigin}/designer`,
      availabilityUrl: `${deps.appOrigin}/designer/calendar`,
      getPaidUrl: `${deps.appOrigin}/designer/get-paid`,
    }),
    'You get this mail because you applied to design for Roomboard.',
    { id: `application-approved-${input.applicationId}` },
  );
}

/** To a member whose designer application was declined, with the reason. Once per application. */
export function mailApplicationDeclined(deps: SendMailDeps, input: { uid: string; applicationId: string; reason: string }) {
  return mailMember(
    deps,
    input.uid,
    'application',
    mailTemplates.applicationDeclined({ reason: input.reason, applyUrl: `${deps.appOrigin}/design-for-roomboard` }),
    'You get this mail because you applied to design for Roomboard.',
    { id: `application-declined-${input.applicationId}` },
  );
}
