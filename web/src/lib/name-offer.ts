import { atom } from 'jotai';
import { store } from './session';

/** Whether the "choose how you appear" dialog is open over the page. */
export const nameOfferAtom = atom(false);

const OFFERED_KEY = 'roomboard:user-name-offered';

/**
 * After a member's first community action (a like, a follow, a comment), offers once to choose a user name: the
 * dialog (features/profile) closes by itself when they have one. Offered once per browser.
 */
export function offerUserName(): void {
  try {
    if (localStorage.getItem(OFFERED_KEY)) return;
    localStorage.setItem(OFFERED_KEY, '1');
  } catch {
    return;
  }
  store.set(nameOfferAtom, true);
}

export function closeNameOffer(): void {
  store.set(nameOfferAtom, false);
}
