import { formatUsd } from '@contracts/money';
import type { ApiProduct } from '@contracts/catalogue';
import { EarlyPicture } from '../../../components/ui/early-picture';
import { IconCheck } from '../../../components/ui/icons';
import styles from '../routes/catalogue.module.css';

/**
 * A product: image, price, title and the Select/Selected toggle. `onFirstScreen` cards (the grid's first rows) fetch
 * their image at once and first: one of them is the page's largest paint.
 */
export function ProductCard({
  product,
  selected,
  onToggle,
  onFirstScreen = false,
}: {
  product: ApiProduct;
  selected: boolean;
  onToggle: () => void;
  onFirstScreen?: boolean;
}) {
  return (
    <li className={[styles.card, selected ? styles.cardSelected : ''].filter(Boolean).join(' ')} data-testid="product-card">
      <div className={styles.photo}>
        <img
          src={product.image}
          alt=""
          loading={onFirstScreen ? 'eager' : 'lazy'}
          fetchPriority={onFirstScreen ? 'high' : 'auto'}
          width={480}
          height={480}
        />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.price}>
          {formatUsd(product.Price)}
          {product.mount === 'accessory' ? (
            <span className={styles.accessory} title="Does not stand on the floor: listed beside the room plan, not placed on it">
              Accessory
            </span>
          ) : null}
        </p>
        <h2 className={styles.cardTitle}>{product.Title}</h2>
      </div>
      <button
        type="button"
        className={[styles.toggle, selected ? styles.toggleOn : ''].filter(Boolean).join(' ')}
        aria-pressed={selected}
        aria-label={`${selected ? 'Selected' : 'Select'}: ${product.Title}`}
        onClick={onToggle}
      >
        {selected ? <IconCheck size={16} /> : null}
        {selected ? 'Selected' : 'Select'}
      </button>
    </li>
  );
}

/**
 * A card while the catalogue loads: its picture's place, where the page's shell shows the picture before the app has
 * loaded (components/ui/early-picture.tsx). `index`: the card's place in the first row.
 */
export function ProductCardLoading({ index }: { index: number }) {
  return (
    <li className={styles.card}>
      <EarlyPicture className={styles.photo} index={index} width={480} height={480} />
    </li>
  );
}
