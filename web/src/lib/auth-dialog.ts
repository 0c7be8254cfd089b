import { atom } from 'jotai';
import type { MouseEvent } from 'react';
import { currentSessionToken, store } from './session';

export type AuthDialogView = 'login' | 'register';

/** The Login or Register modal open over the page the user is on (null: none). /login and /register stay deep links. */
export const authDialogAtom = atom<AuthDialogView | null>(null);

/** What the page that opened the modal does once the user has signed in through it (e.g. make the board it was asked for). */
let afterSignIn: (() => void) | null = null;

/**
 * Opens the modal over this page. `then` runs once the user has signed in (or registered) through it, not when it is
 * closed; switching between Login and Register keeps it.
 */
export function openAuthDialog(view: AuthDialogView, then?: () => void): void {
  if (then) afterSignIn = then;
  store.set(authDialogAtom, view);
}

/** Closes the modal; after a sign-in, the opener's `then` runs (once). */
export function closeAuthDialog(): void {
  const then = afterSignIn;
  afterSignIn = null;
  store.set(authDialogAtom, null);
  if (then && currentSessionToken()) then();
}

/** onClick for a link to /login or /register: a plain click opens the modal over this page; a new-tab click follows the link. */
export function opensAuthDialog(view: AuthDialogView) {
  return (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openAuthDialog(view);
  };
}
