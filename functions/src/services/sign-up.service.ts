import type { SignUpRequest } from '../contracts/accounts.js';
import { normaliseEmail } from '../domain/accounts.js';
import { badRequest } from '../domain/errors.js';
import type { Identity } from '../ports/sessions.port.js';
import type { UsersRepository } from '../ports/users.port.js';

interface SignUpDeps {
  users: UsersRepository;
}

export const EMAIL_MISMATCH = 'The email does not match the new account.';

/**
 * Writes the profile of an account the browser has just created on the identity provider. `identity` comes from that
 * account's verified ID token; the password never reaches us.
 */
export async function signUp(deps: SignUpDeps, identity: Identity, input: SignUpRequest): Promise<{ uid: string }> {
  if (!identity.email || normaliseEmail(identity.email) !== normaliseEmail(input.email)) throw badRequest(EMAIL_MISMATCH);
  await deps.users.create({
    uid: identity.uid,
    email: normaliseEmail(identity.email),
    firstName: input.first_name,
    lastName: input.last_name,
    address: input.address,
  });
  return { uid: identity.uid };
}
