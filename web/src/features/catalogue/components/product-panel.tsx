import type { ApiProduct } from '@contracts/catalogue';
import { Button } from '../../../components/ui/button';
import type { ProductsList } from '../api/get-products';
import styles from '../routes/catalogue.module.css';
import { PANEL_ID } from './category-tabs';
import { ProductCard, ProductCardLoading } from './product-card';

/** The first row on a phone: the catalogue's first pictures the entry fetches early (lib/early-requests.ts). */
const FIRST_ROW = [0, 1];

interface ProductPanelProps {
  /** The active tab, which names the panel. */
  tab: string;
  list: ProductsList;
  isChosen: (product: ApiProduct) => boolean;
  onToggle: (product: ApiProduct) => void;
  className?: string;
  gridClassName?: string;
  /** How many cards lead the page (their pictures fetched first); none outside product selection. */
  firstScreenCards?: number;
}

/** A category tab's panel: its cards, the list's states, and Load More (gone once a page comes back short). */
export function ProductPanel({ tab, list, isChosen, onToggle, className, gridClassName, firstScreenCards = 0 }: ProductPanelProps) {
  // Before the first page: the first row's places, where the page's first pictures show as soon as they are known.
  const waiting = list.loading && list.products.length === 0 && firstScreenCards > 0;
  return (
    <div id={PANEL_ID} role="tabpanel" aria-label={`${tab} products`} aria-busy={list.loading} className={className}>
      {list.error ? (
        <p className={styles.empty} role="alert">
          Error: {list.error}
        </p>
      ) : null}
      {!list.loading && !list.error && list.products.length === 0 ? <p className={styles.empty}>No products found.</p> : null}
      {list.products.length > 0 ? (
        <ul className={[styles.grid, gridClassName].filter(Boolean).join(' ')}>
          {list.products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              onFirstScreen={index < firstScreenCards}
              selected={isChosen(product)}
              onToggle={() => onToggle(product)}
            />
          ))}
        </ul>
      ) : null}
      {waiting ? (
        <ul className={[styles.grid, gridClassName].filter(Boolean).join(' ')} aria-hidden="true">
          {FIRST_ROW.map((index) => (
            <ProductCardLoading key={index} index={index} />
          ))}
        </ul>
      ) : null}
      {list.loading ? (
        <p className={waiting ? 'visually-hidden' : styles.loading} role="status">
          Loading products…
        </p>
      ) : null}
      {list.hasMore && !list.loading ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={list.loadMore}>
            Load More
          </Button>
        </div>
      ) : null}
    </div>
  );
}
