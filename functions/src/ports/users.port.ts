import type { AccountForm, ProfileForm } from '../contracts/accounts.js';

/** `users/{uid}`: the profile, the billing address and the membership. */
export interface UserRecord {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  userName: string;
  /** The avatar file's key in the blob store; null: none (the initials show). */
  imagePath: string | null;
  /** Every avatar file the account has had (the current one too), so that deleting the account deletes them all. */
  avatarPaths?: string[];
  address: string;
  unit: string;
  zip: string;
  city: string;
  state: string;
  country: string;
  membership?: Record<string, unknown>;
}

interface NewUser {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  address: string;
}

interface ProfileChanges {
  profile?: ProfileForm;
  account?: AccountForm;
}

export interface UsersRepository {
  /** Creates the document; throws the domain's alreadyRegistered when it exists. */
  create(user: NewUser): Promise<void>;
  get(uid: string): Promise<UserRecord | null>;
  /**
   * Merges the changes in one transaction. A new user name is claimed in `usernames/{key}` and the old one released;
   * throws the domain's userNameTaken when another account holds it. `email` fills a document that does not exist yet.
   */
  save(uid: string, email: string | null, changes: ProfileChanges): Promise<void>;
  /** Points the profile at a new avatar file, and records it among the account's avatars; `email` fills a document that does not exist yet. */
  setImage(uid: string, email: string | null, imagePath: string): Promise<void>;
}
