// What names a member: the one registry account deletion works from, and export reads. The Delete User Data Firebase
// extension is the model: every collection that names a uid is listed with where it names it.
import { CONSULTATION_SLOTS_COLLECTION, CONSULTATIONS_COLLECTION } from './consultations.js';
import { badRequest, AppError } from './errors.js';

/** Where a collection names a member. */
interface UidHolder {
  collection: string;
  /** The document id is the uid (its subcollections go with it). */
  byId?: true;
  /** Fields that hold the uid; documents where one does are deleted. */
  fields?: string[];
  /** The document id starts with one of these followed by the uid (sharded counters). */
  idPrefixes?: string[];
  /** A use case handles it before the sweep, because deleting alone would break something; the sweep is the safety net. */
  firstBy?: string;
  /** A collection group (subcollection under any parent), by the field that names the member. */
  group?: true;
  /** Others' documents that keep a credit to the member: the uid and the name are blanked, the document stays. */
  detach?: { uidField: string; nameField: string }[];
}

/**
 * Every collection that names a uid. `firstBy` says which step of deleteAccount handles it before the sweep (counts,
 * files, others' boards); the sweep then deletes whatever still names the member by these fields.
 */
export const UID_HOLDERS: readonly UidHolder[] = [
  {
    collection: 'boards',
    fields: ['ownerUid'],
    firstBy: 'deleteBoardRecord: files a copy still uses stay',
    // Others' copies of the member's boards, and boards a designer delivered: 'Saved from a board by a Roomboard member'.
    detach: [
      { uidField: 'copiedFrom.ownerUid', nameField: 'copiedFrom.ownerName' },
      { uidField: 'byDesigner.uid', nameField: 'byDesigner.name' },
    ],
  },
  { collection: 'likes', fields: ['uid'], firstBy: 'likes.unlike: the board counts go down' },
  { collection: 'follows', fields: ['followerUid', 'followeeUid'], firstBy: 'follows.unfollow: both counts go down' },
  { collection: 'liveLayouts', fields: ['ownerUid'], firstBy: 'removeCoEditor on boards they co-edit; their own go with the board' },
  { collection: 'liveEditorEmails', firstBy: 'removeCoEditor (keyed by board, its map by uid)' },
  { collection: 'reviews', fields: ['memberUid'], firstBy: 'designerWork.release for a designer' },
  { collection: 'projects', fields: ['memberUid'], firstBy: 'designerWork.release for a designer' },
  {
    collection: CONSULTATIONS_COLLECTION,
    fields: ['memberUid'],
    firstBy: 'consultations.cancel for upcoming ones: the designer’s slot is free again',
  },
  {
    collection: CONSULTATION_SLOTS_COLLECTION,
    fields: ['memberUid'],
    firstBy: 'consultations.cancel deletes the lock (keyed by designer and time)',
  },
  { collection: 'threads', fields: ['memberUid'] },
  { collection: 'drafts', fields: ['uid'] },
  { collection: 'messages', group: true, fields: ['authorUid'], firstBy: 'threads/{id}/messages: with the member’s threads' },
  { collection: 'messageDigests', byId: true },
  { collection: 'comments', fields: ['authorUid', 'boardOwnerUid'] },
  { collection: 'reports', fields: ['reporterUid'] },
  { collection: 'boardInvites', fields: ['ownerUid'] },
  { collection: 'generations', fields: ['ownerUid'] },
  { collection: 'mail', fields: ['uid'] },
  { collection: 'contactMessages', fields: ['uid'] },
  { collection: 'stripeCustomers', fields: ['uid'] },
  { collection: 'stripeEvents', fields: ['uid'] },
  {
    collection: 'earnings',
    fields: ['designerUid'],
    // A designer's lines for a member's work stay (what they earned), no longer naming the member.
    detach: [{ uidField: 'memberUid', nameField: 'memberName' }],
  },
  { collection: 'payouts', fields: ['designerUid'] },
  { collection: 'payoutAccounts', byId: true },
  { collection: 'usernames', fields: ['uid'] },
  { collection: 'adminActions', fields: ['adminUid'] },
  {
    collection: 'auditLog',
    // The operator's record of what admins did stays, naming neither the deleted admin nor the deleted member.
    detach: [
      { uidField: 'actorUid', nameField: 'actorName' },
      { uidField: 'target.id', nameField: 'target.name' },
    ],
  },
  // An application (its pictures are public portfolio files by content hash) and the pointer to the latest one.
  { collection: 'designerApplications', fields: ['uid'] },
  { collection: 'designerApplicants', byId: true },
  { collection: 'notifications', group: true, fields: ['actor.id'], firstBy: 'the receivers’ counts go down' },
  { collection: 'notificationCounts', byId: true },
  { collection: 'allowances', byId: true },
  { collection: 'periods', firstBy: 'allowances/{uid}/periods: deleted with allowances/{uid}' },
  { collection: 'rateLimits', byId: true },
  { collection: 'designers', byId: true },
  { collection: 'designerAvailability', byId: true },
  { collection: 'designerRevocations', byId: true },
  { collection: 'designerStats', byId: true },
  { collection: 'accountExports', byId: true, firstBy: 'deleteAccount deletes the zip it names' },
  { collection: 'counters', idPrefixes: ['followers_', 'following_'] },
  { collection: 'shards', firstBy: 'counters/{name}/shards: deleted with the counter' },
  { collection: 'users', byId: true },
];

/** Collections that never name a uid, each with the reason. */
export const UID_FREE: Readonly<Record<string, string>> = {
  products: 'the catalogue',
  aiBudget: 'one document per UTC day, counts by plan',
  formLimits: 'ids are SHA-256 hashes of an address or IP',
  mailAddresses: 'keyed by a hash of an invited address: its invitation mails (times, board ids) and its opt-out',
  invitationSenders: 'keyed by a hash of the sender’s uid: the times of their invitation mails of the last day',
  newsletter: 'keyed by a hash of an e-mail address given on a form, not by an account; deleteAccount removes its address',
  stats: 'the operator’s figures: totals and monthly counts, no uid (a designer’s own counts are designerStats)',
  months: 'stats/service/months/{YYYY-MM}: the monthly counts of the operator’s figures',
};

/** A sign-in this recent is needed to delete the account. */
const DELETE_SIGN_IN_MAX_AGE_MS = 5 * 60 * 1000;

export const CONFIRM_MISMATCH = 'The e-mail you typed is not this account’s e-mail address.';
export const DELETE_NEEDS_RECENT_SIGN_IN = 'For your safety, please sign in again before deleting your account.';

/** The typed e-mail must be the account's (case and surrounding spaces aside). */
export function checkDeleteConfirmation(accountEmail: string | null, typed: string): void {
  if (!accountEmail || typed.trim().toLowerCase() !== accountEmail.toLowerCase()) throw badRequest(CONFIRM_MISMATCH);
}

/** The session's sign-in must be at most DELETE_SIGN_IN_MAX_AGE_MS old. */
export function checkRecentSignIn(signedInAt: Date | undefined, now: Date): void {
  if (!signedInAt || now.getTime() - signedInAt.getTime() > DELETE_SIGN_IN_MAX_AGE_MS) {
    throw new AppError('sign-in-too-old', DELETE_NEEDS_RECENT_SIGN_IN, 401);
  }
}
