import { atom, getDefaultStore } from 'jotai';
import { SESSION_KEY, storedSessionToken } from './session-claims';

export const store = getDefaultStore();

/** The stored session token; null when signed out. Checked at start, as the spec says. */
export const sessionTokenAtom = atom<string | null>(storedSessionToken());

export function setSessionToken(token: string | null): void {
  if (token) localStorage.setItem(SESSION_KEY, token);
  else localStorage.removeItem(SESSION_KEY);
  store.set(sessionTokenAtom, token);
}

export function currentSessionToken(): string | null {
  return store.get(sessionTokenAtom);
}
