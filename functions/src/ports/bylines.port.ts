/** Where a member's public name is copied next to what they made: their boards, copies' credits and comments. */
export interface Bylines {
  /** Writes the new name everywhere the member's uid is credited; answers how many documents changed. */
  rename(uid: string, name: string): Promise<number>;
}
