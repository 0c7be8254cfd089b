/** A follow as stored: who follows whom. */
interface FollowPair {
  followerUid: string;
  followeeUid: string;
}

/** Everything stored that names a member, found and swept by the registry in domain/account-data.ts. */
export interface AccountData {
  /** Ids of the boards the member owns, hidden ones included. */
  ownedBoardIds(uid: string): Promise<string[]>;
  /** Ids of the boards the member likes. */
  likedBoardIds(uid: string): Promise<string[]>;
  /** The member's follows, both directions. */
  follows(uid: string): Promise<FollowPair[]>;
  /** The member's comments, as stored (for the export). */
  comments(uid: string): Promise<Record<string, unknown>[]>;
  /** Documents of `collection` whose `field` is the uid, as stored with their id (for the export). */
  documentsNaming(collection: string, field: string, uid: string): Promise<Record<string, unknown>[]>;
  /** The member's generations not saved as a board, with their pictures (a saved one's picture goes with its board). */
  unsavedGenerations(uid: string): Promise<Array<{ id: string; imagePath: string | null }>>;
  /**
   * The files of the pictures in messages that go with the member (in the threads about their reviews, consultations and
   * projects, and the messages they wrote anywhere), except those a message that stays also shows.
   */
  messagePictures(uid: string): Promise<string[]>;
  /** Whether another account's profile has (or had) this avatar file: avatars are named by content, so one file may be two accounts'. */
  avatarUsedByOthers(uid: string, path: string): Promise<boolean>;
  /**
   * Deletes every document the registry says names the member (invitations sent to `email` too), correcting the
   * receivers' notification counts; answers how many went, per collection. Safe to run again.
   */
  sweep(uid: string, email: string | null): Promise<Record<string, number>>;
}
