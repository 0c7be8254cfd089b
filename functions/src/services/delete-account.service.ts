import { checkDeleteConfirmation, checkRecentSignIn } from '../domain/account-data.js';
import { AppError } from '../domain/errors.js';
import type { AccountData } from '../ports/account-data.port.js';
import type { Bookings } from '../ports/bookings.port.js';
import type { DesignerWork } from '../ports/designer-work.port.js';
import type { Follows } from '../ports/follows.port.js';
import type { Likes } from '../ports/likes.port.js';
import type { LiveBoards } from '../ports/live-boards.port.js';
import type { Memberships } from '../ports/memberships.port.js';
import type { CheckoutGateway } from '../ports/payments.port.js';
import type { Identity, Sessions } from '../ports/sessions.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { accountLogs } from './account.logs.js';
import { deleteBoardRecord, type BoardFilesDeps } from './boards.deps.js';
import { removeCoEditor } from './live-boards.deps.js';

export interface DeleteAccountDeps extends BoardFilesDeps {
  liveBoards: LiveBoards;
  users: UsersRepository;
  accountData: AccountData;
  likes: Likes;
  follows: Follows;
  memberships: Memberships;
  /** Null when Stripe is not configured (no paid subscription can exist then). */
  checkout: CheckoutGateway | null;
  work: DesignerWork;
  /** Consultations: the member's upcoming ones are cancelled, so the designer's time is free again. */
  bookings?: Bookings;
  sessions: Sessions;
  now?: () => Date;
}

/** Not-found and forbidden from a board that went meanwhile: nothing is left to undo there. */
function goneAlready(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'not-found' || error.code === 'forbidden');
}

/**
 * DELETE /api/account: everything that names the member goes, in an order that a failure midway can retry: the paid
 * subscription is cancelled first (nothing is billed for an account being deleted), the Auth user last (a retry needs
 * the session). Counts others see (likes, followers) are corrected through the same writes as an unlike or unfollow.
 */
export async function deleteAccount(deps: DeleteAccountDeps, identity: Identity, confirm: string): Promise<void> {
  checkDeleteConfirmation(identity.email, confirm);
  checkRecentSignIn(identity.signedInAt, (deps.now ?? (() => new Date()))());
  const { uid } = identity;

  const membership = await deps.memberships.get(uid);
  if (membership?.subscriptionId && deps.checkout) {
    await deps.checkout.cancelSubscription(membership.subscriptionId);
    accountLogs.subscriptionCancelled(uid, membership.subscriptionId);
  }
  await deps.work.release(uid);
  const now = (deps.now ?? (() => new Date()))();
  for (const booking of deps.bookings ? await deps.bookings.forMember(uid, 500) : []) {
    if (booking.status !== 'confirmed' || booking.start <= now) continue;
    await deps
      .bookings!.cancel(booking.id, 'member', () => undefined)
      .catch((error: unknown) => {
        if (!goneAlready(error)) throw error;
      });
  }

  const boardIds = await deps.accountData.ownedBoardIds(uid);
  for (const id of boardIds) {
    const record = await deps.boards.get(id);
    if (record) await deleteBoardRecord(deps, uid, record);
  }
  for (const live of await deps.liveBoards.coEditedBy(uid)) {
    await removeCoEditor(deps, uid, live.boardId, uid).catch((error: unknown) => {
      if (!goneAlready(error)) throw error;
    });
  }
  for (const boardId of await deps.accountData.likedBoardIds(uid)) await deps.likes.unlike(boardId, uid);
  for (const follow of await deps.accountData.follows(uid)) await deps.follows.unfollow(follow.followerUid, follow.followeeUid);

  const profile = await deps.users.get(uid);
  if (profile?.imagePath) await deps.blobs.delete(profile.imagePath);

  const swept = await deps.accountData.sweep(uid, identity.email);
  await deps.sessions.revokeSessions(uid);
  await deps.sessions.deleteAccount(uid);
  accountLogs.deleted(uid, boardIds.length, swept);
}
