import type { ApiProduct } from '@contracts/catalogue';
import { FUNCTION_KEYWORDS, type RoomFunction } from '@contracts/choices';
import { useState } from 'react';
import { useProducts } from '../api/get-products';
import { BACK_TAB, categoryTabs, defaultTab } from '../model/selection';
import styles from '../routes/catalogue.module.css';
import { CategoryTabs } from './category-tabs';
import { ProductPanel } from './product-panel';

interface ProductPickerProps {
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
      <ProductPanel
        tab={tab}
        list={list}
        isChosen={(product) => chosenIds.includes(product.id)}
        onToggle={onToggle}
        gridClassName={styles.pickerGrid}
      />
    </div>
  );
}
