/** `likes/{board_uid}`: one like per member per board, with each board's count as a sharded counter. */
export interface Likes {
  /** Writes the like and adds one to a random shard, in one transaction; false when this member already liked it. */
  like(boardId: string, uid: string, now: Date): Promise<boolean>;
  /** Removes the like and takes one off; false when there was none. `now` dates the roll-up that follows. */
  unlike(boardId: string, uid: string, now: Date): Promise<boolean>;
  /**
   * Copies the board's like sum to its `likeCount` (the gallery's order and its cards' counts) unless it was copied
   * less than ten seconds before `now`: at most one write per ten seconds per board, however many likes.
   */
  rollUp(boardId: string, now: Date): Promise<void>;
  /** The boards' like counts (sums of their shards; may be a few seconds old for boards this instance did not change). */
  counts(boardIds: string[]): Promise<Map<string, number>>;
  /** Which of the boards (at most a page, MAX_BOARDS_PAGE_SIZE) `uid` likes; reads only the likes that exist. */
  likedBy(uid: string, boardIds: string[]): Promise<Set<string>>;
}
