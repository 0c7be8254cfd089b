import type { ApiProduct } from '@contracts/catalogue';
import { FUNCTION_KEYWORDS, type RoomFunction } from '@contracts/choices';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useProducts } from '../api/get-products';
import { BACK_TAB, categoryTabs, defaultTab } from '../model/selection';
import styles from '../routes/catalogue.module.css';
import { CategoryTabs, PANEL_ID } from './category-tabs';
import { ProductCard } from './product-card';

export interface ProductPickerProps {
  /** The room the products are for: its tabs, and the products ranked for it. */
  functionName: string;
  chosenIds: readonly string[];
  /** Called with a product to add, or one already chosen to take off. */
  onToggle: (product: ApiProduct) => void;
}

const roomOf = (name: string): RoomFunction | null => (Object.hasOwn(FUNCTION_KEYWORDS, name) ? (name as RoomFunction) : null);

/** The catalogue's tabs and cards, for choosing products outside product selection (e.g. to add to a saved board). */
export function ProductPicker({ functionName, chosenIds, onToggle }: ProductPickerProps) {
  const room = roomOf(functionName);
  const tabs = categoryTabs(room).filter((tab) => tab !== BACK_TAB);
  const [picked, setTab] = useState<string | null>(null);
  const tab = picked && tabs.includes(picked) ? picked : defaultTab(room);
  const list = useProducts(tab, { function_name: room });

  return (
    <div className={styles.picker}>
      <CategoryTabs tabs={tabs} active={tab} onSelect={setTab} />
      <div id={PANEL_ID} role="tabpanel" aria-label={`${tab} products`} aria-busy={list.loading}>
        {list.error ? (
          <p className={styles.empty} role="alert">
            Error: {list.error}
          </p>
        ) : null}
        {!list.loading && !list.error && list.products.length === 0 ? <p className={styles.empty}>No products found.</p> : null}
        <ul className={[styles.grid, styles.pickerGrid].join(' ')}>
          {list.products.map((product) => (
            <ProductCard key={product.id} product={product} selected={chosenIds.includes(product.id)} onToggle={() => onToggle(product)} />
          ))}
        </ul>
        {list.loading ? (
          <p className={styles.loading} role="status">
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
    </div>
  );
}
