import { describe, expect, it } from 'vitest';
import { USER_NAME_TAKEN } from '../domain/accounts.js';
import { memoryUsers } from '../testing/memory-repositories.js';
import type { Bylines } from '../ports/bylines.port.js';

/** Records each rename, as the Firestore adapter would write it onto boards and comments. */
function recordedBylines(): Bylines & { renames: [string, string][] } {
  const renames: [string, string][] = [];
  return { renames, rename: async (uid, name) => (renames.push([uid, name]), 1) };
}
import { getProfile, saveProfile } from './profile.service.js';

const ann = { uid: 'ann', email: 'ann@example.com', emailVerified: true };
const profile = { first_name: 'Ann', last_name: 'Lee', user_name: 'ann.designs' };
const account = { address: '12 Garden Row', unit: 'Apt 4', zip: '12345', city: 'Springfield', state: 'IL', country: 'United States' };

describe('profile', () => {
  it('reads an account without a document as empty fields with the e-mail of the session', async () => {
    expect(await getProfile({ users: memoryUsers(), bylines: recordedBylines() }, ann)).toEqual({
      firstName: '',
      lastName: '',
      userName: '',
      image: null,
      email: 'ann@example.com',
      address: '',
      unit: '',
      zip: '',
      city: '',
      state: '',
      country: '',
    });
  });

  it('merges the Edit Profile fields and the billing address into the caller’s profile', async () => {
    const deps = { users: memoryUsers(), bylines: recordedBylines() };
    await saveProfile(deps, ann, { profile });
    await saveProfile(deps, ann, { account });
    expect(await getProfile(deps, ann)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      userName: 'ann.designs',
      image: null,
      email: 'ann@example.com',
      ...account,
    });
  });

  it('refuses a user name another account holds', async () => {
    const deps = { users: memoryUsers(), bylines: recordedBylines() };
    await saveProfile(
      deps,
      { uid: 'bob', email: 'bob@example.com', emailVerified: true },
      { profile: { ...profile, user_name: 'Ann.Designs' } },
    );
    await expect(saveProfile(deps, ann, { profile })).rejects.toMatchObject({ status: 409, message: USER_NAME_TAKEN });
  });

  it('renames the member on their boards and comments when their public name changes, and only then', async () => {
    const deps = { users: memoryUsers(), bylines: recordedBylines() };
    await saveProfile(deps, ann, { profile: { ...profile, user_name: '' } });
    await saveProfile(deps, ann, { account });
    await saveProfile(deps, ann, { profile });
    expect(deps.bylines.renames).toEqual([
      ['ann', 'Ann L.'],
      ['ann', 'ann.designs'],
    ]);
  });
});
