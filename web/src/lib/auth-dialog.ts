import { atom } from 'jotai';
import type { MouseEvent } from 'react';
import { store } from './session';

export type AuthDialogView = 'login' | 'register';

/** The Login or Register modal open over the page the user is on (null: none). /login and /register stay deep links. */
export const authDialogAtom = atom<AuthDialogView | null>(null);

export function openAuthDialog(view: AuthDialogView): void {
  store.set(authDialogAtom, view);
}

/** onClick for a link to /login or /register: a plain click opens the modal over this page; a new-tab click follows the link. */
export function opensAuthDialog(view: AuthDialogView) {
  return (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openAuthDialog(view);
  };
}
