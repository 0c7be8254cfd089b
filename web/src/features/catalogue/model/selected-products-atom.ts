import type { ApiProduct } from '@contracts/catalogue';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The products chosen so far. Kept across tab changes and, in the tab's session storage, across a reload
 * or a trip back from the board. Only URLs and fields, never image data.
 */
export const selectedProductsAtom = atomWithStorage<ApiProduct[]>('roomboard.selectedProducts', [], createJSONStorage(() => sessionStorage), { getOnInit: true });
