import { checkDeleteConfirmation, checkRecentSignIn } from '../domain/account-data.js';
import { exportKey } from '../domain/account-export.js';
import { normaliseEmail } from '../domain/accounts.js';
import { AppError } from '../domain/errors.js';
import type { AccountData } from '../ports/account-data.port.js';
import type { AccountExports } from '../ports/account-exports.port.js';
import type { Consultations } from '../ports/consultations.port.js';
import type { DesignerWork } from '../ports/designer-work.port.js';
import type { Follows } from '../ports/follows.port.js';
import type { Likes } from '../ports/likes.port.js';
import type { LiveBoards } from '../ports/live-boards.port.js';
import type { Memberships } from '../ports/memberships.port.js';
import type { NewsletterList } from '../ports/newsletter.port.js';
import type { CheckoutGateway } from '../ports/payments.port.js';
import type { Identity, Sessions } from '../ports/sessions.port.js';
import type { UsersRepository } from '../ports/users.port.js';
import { accountLogs } from './account.logs.js';
import { deleteBoardRecord, type BoardFilesDeps } from './steps/boards.js';
import { removeCoEditor } from './steps/live-boards.js';
import { nowOf } from './steps/clock.js';

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
  consultations?: Consultations;
  sessions: Sessions;
  /** The member's data export: its zip is deleted with the account. */
  accountExports: AccountExports;
  /** The account's address comes off the newsletter list. */
  newsletter: NewsletterList;
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
  const now = nowOf(deps);
  checkRecentSignIn(identity.signedInAt, now);
  const { uid } = identity;

  const membership = await deps.memberships.get(uid);
  if (membership?.subscriptionId && deps.checkout) {
    await deps.checkout.cancelSubscription(membership.subscriptionId);
    accountLogs.subscriptionCancelled(uid, membership.subscriptionId);
  }
  // Ended here, not by the webhook's later event (which finds no account): the operator's counters drop with it.
  if (membership) await deps.memberships.change(uid, () => null, now);
  await deps.work.release(uid, now);
  for (const consultation of deps.consultations ? await deps.consultations.forMember(uid, 500) : []) {
    if (consultation.status !== 'confirmed' || consultation.start <= now) continue;
    await deps
      .consultations!.cancel(consultation.id, 'member', () => undefined)
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
  for (const boardId of await deps.accountData.likedBoardIds(uid)) await deps.likes.unlike(boardId, uid, now);
  for (const follow of await deps.accountData.follows(uid)) await deps.follows.unfollow(follow.followerUid, follow.followeeUid);

  // Files no document names once the sweep has run: deleted first, so that a retry still finds them.
  const profile = await deps.users.get(uid);
  for (const path of new Set([profile?.imagePath ?? '', ...(profile?.avatarPaths ?? [])])) {
    if (path && !(await deps.accountData.avatarUsedByOthers(uid, path))) await deps.blobs.delete(path);
  }
  for (const generation of await deps.accountData.unsavedGenerations(uid)) {
    const file = generation.imagePath ? { path: generation.imagePath, productId: null } : null;
    if (file && !(await deps.fileReferences.isUsedElsewhere(file, { boardId: '', generationId: generation.id }))) {
      await deps.blobs.delete(file.path);
    }
  }
  for (const path of await deps.accountData.messagePictures(uid)) await deps.blobs.delete(path);
  // The zip is named by the export, whether or not it is built yet (a worker that finishes later deletes its own).
  const dataExport = await deps.accountExports.get(uid);
  if (dataExport) await deps.blobs.delete(exportKey(dataExport.id));
  const addresses = new Set([identity.email ?? '', profile?.email ?? ''].filter(Boolean).map(normaliseEmail));
  for (const address of addresses) await deps.newsletter.remove(address);

  const swept = await deps.accountData.sweep(uid, identity.email);
  await deps.sessions.revokeSessions(uid);
  await deps.sessions.deleteAccount(uid);
  accountLogs.deleted(uid, boardIds.length, swept);
}
