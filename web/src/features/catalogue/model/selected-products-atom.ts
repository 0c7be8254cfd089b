import type { ApiProduct } from '@contracts/catalogue';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** While the build prerenders the page's loading state (vite.config.ts), there is no session to keep anything in. */
const NOWHERE: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * The products chosen on one visit of product selection for one room choice. `visit` is an id the page keeps in its
 * history entry's state, so the selection stays across tab changes, a reload, a trip back from the board and a sign-in
 * after the session expired (which brings the page back with its state), and is empty again when the user arrives
 * afresh (the spec's "the selected list starts empty"); `room` is the room choice it was made for, so a bedroom's
 * pieces never reach a dining board. Only product fields and URLs, never image data.
 */
export const selectedProductsAtom = atomWithStorage<{ visit: string; room?: string; products: ApiProduct[] }>(
  'roomboard.selectedProducts',
  { visit: '', products: [] },
  createJSONStorage(() => (typeof window === 'undefined' ? NOWHERE : sessionStorage)),
  { getOnInit: true },
);
