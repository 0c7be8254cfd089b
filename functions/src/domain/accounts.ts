import { conflict } from './errors.js';

export const USER_NAME_TAKEN = 'This user name is already taken.';
export const ALREADY_REGISTERED = 'This account is already registered. Please log in.';

export const userNameTaken = () => conflict(USER_NAME_TAKEN);
export const alreadyRegistered = () => conflict(ALREADY_REGISTERED);

/** One spelling per mailbox for lookups: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** User names are unique regardless of case: 'Ann.Lee' and 'ann.lee' are the same name. */
export function userNameKey(userName: string): string {
  return userName.trim().toLowerCase();
}
