import type { ApiProduct } from '@contracts/catalogue';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The products chosen on one visit of product selection, named by the history entry's key: kept across tab
 * changes, a reload and a trip back from the board, and empty again when the user arrives afresh (the spec's
 * "the selected list starts empty"). Only product fields and URLs, never image data.
 */
export const selectedProductsAtom = atomWithStorage<{ visit: string; products: ApiProduct[] }>(
  'roomboard.selectedProducts',
  { visit: '', products: [] },
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);
