import type { ApiProduct } from '@contracts/catalogue';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** While the build prerenders the page's loading state (vite.config.ts), there is no session to keep anything in. */
const NOWHERE: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * The products chosen on one visit of product selection, named by the history entry's key: kept across tab
 * changes, a reload and a trip back from the board, and empty again when the user arrives afresh (the spec's
 * "the selected list starts empty"). Only product fields and URLs, never image data.
 */
export const selectedProductsAtom = atomWithStorage<{ visit: string; products: ApiProduct[] }>(
  'roomboard.selectedProducts',
  { visit: '', products: [] },
  createJSONStorage(() => (typeof window === 'undefined' ? NOWHERE : sessionStorage)),
  { getOnInit: true },
);
