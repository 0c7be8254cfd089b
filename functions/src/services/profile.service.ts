import type { ProfileResponse, SaveProfileRequest } from '../contracts/accounts.js';
import { blobUrl } from '../domain/blob-keys.js';
import { publicName } from '../contracts/public-name.js';
import type { Bylines } from '../ports/bylines.port.js';
import type { Identity } from '../ports/sessions.port.js';
import type { UsersRepository } from '../ports/users.port.js';

interface ProfileDeps {
  users: UsersRepository;
  bylines: Bylines;
}

/** The caller's profile. An account without a document yet (e.g. first Google sign-in) reads as empty fields. */
export async function getProfile(deps: ProfileDeps, identity: Identity): Promise<ProfileResponse> {
  const user = await deps.users.get(identity.uid);
  const profile: ProfileResponse = {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    userName: user?.userName ?? '',
    image: user?.imagePath ? blobUrl(user.imagePath) : null,
    email: user?.email || identity.email || '',
    address: user?.address ?? '',
    unit: user?.unit ?? '',
    zip: user?.zip ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    country: user?.country ?? '',
  };
  if (user?.membership) profile.membership = user.membership as ProfileResponse['membership'];
  return profile;
}

/**
 * Merges the Edit Profile fields and/or the billing address into the caller's document. When the member's public name
 * changes (a user name chosen, a first name corrected), their boards and comments show the new one.
 */
export async function saveProfile(deps: ProfileDeps, identity: Identity, changes: SaveProfileRequest): Promise<void> {
  const before = publicName(await deps.users.get(identity.uid));
  await deps.users.save(identity.uid, identity.email, changes);
  const after = publicName(await deps.users.get(identity.uid));
  if (after !== before) await deps.bylines.rename(identity.uid, after);
}
