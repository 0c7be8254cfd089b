import { Button } from '../../../components/ui/button';

export const EDIT_PRODUCTS = 'Edit products';

/**
 * The owner's 'Edit products' before its chunk has loaded: the same button, not yet usable. It holds its place in the
 * board's toolbar, so the controls beside it (the public switch, Delete) do not move under a tap when it arrives.
 */
export function EditProductsPlaceholder() {
  return (
    <Button variant="secondary" size="sm" disabled>
      {EDIT_PRODUCTS}
    </Button>
  );
}
