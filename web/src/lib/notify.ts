import { atom } from 'jotai';
import { store } from './session';

interface Notice {
  id: number;
  message: string;
  tone: 'info' | 'error' | 'success';
}

export const noticesAtom = atom<Notice[]>([]);
let nextId = 1;

/** Shows a message to the user (the spec's "alert"), rendered by the app shell with role="alert". */
export function notify(message: string, tone: Notice['tone'] = 'info'): void {
  const notice = { id: nextId++, message, tone };
  store.set(noticesAtom, (list) => [...list, notice]);
  setTimeout(() => dismiss(notice.id), 6000);
}

export function dismiss(id: number): void {
  store.set(noticesAtom, (list) => list.filter((notice) => notice.id !== id));
}
