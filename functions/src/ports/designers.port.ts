import type { DesignerProfile, DesignerProfileForm } from '../contracts/designers.js';

/** `designers/{uid}`: designers' public profiles. */
export interface DesignersRepository {
  get(uid: string): Promise<DesignerProfile | null>;
  /** Active designers, by name. */
  list(): Promise<DesignerProfile[]>;
  /** Writes the designer's own words, keeping the rating; makes the profile active. */
  save(uid: string, form: DesignerProfileForm, photoUrl: string | null): Promise<DesignerProfile>;
  /** Hides (role revoked) or shows the profile. */
  setActive(uid: string, active: boolean): Promise<void>;
  /**
   * Records (role revoked) or clears (role granted) `designerRevocations/{uid}`, which Firestore's rules read to refuse
   * a former designer's listeners on their members' threads.
   */
  setRevoked(uid: string, revoked: boolean): Promise<void>;
  /** Whether the role was revoked (and not granted again): the pictures of a designer's work close to them at once. */
  isRevoked(uid: string): Promise<boolean>;
  /**
   * Suspends (an admin's Suspend) or reinstates the designer: a suspended profile is not `active` (hidden from
   * /designers, not bookable) whatever its own `active` says, so a profile saved while suspended stays hidden.
   */
  setSuspended(uid: string, suspended: boolean): Promise<void>;
  /** Whether the designer is suspended: they take no new work (claims, projects) until reinstated. */
  isSuspended(uid: string): Promise<boolean>;
  /** The suspended designers' profiles, by name (the admin page lists them with the active ones). */
  listSuspended(): Promise<DesignerProfile[]>;
  /** Adds one rating (1 to 5) to the designer's average, in a transaction. */
  addRating(uid: string, stars: number): Promise<void>;
}
