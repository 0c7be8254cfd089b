import type { ApiProduct } from '@contracts/catalogue';
import { MAX_SELECTED_PRODUCTS, NO_PRODUCTS_SELECTED, ROOM_STYLES, type RoomFunction } from '@contracts/choices';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { IconArrowRight } from '../../../components/ui/icons';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { PLEASE_LOGIN } from '../../../lib/error-policy';
import { notify } from '../../../lib/notify';
import { sessionTokenAtom } from '../../../lib/session';
import { useProducts } from '../api/get-products';
import { CategoryTabs } from '../components/category-tabs';
import { ProductPanel } from '../components/product-panel';
import { selectedProductsAtom } from '../model/selected-products-atom';
import { categoryTabs, defaultTab, readRoomChoice, toggleSelection } from '../model/selection';
import styles from './catalogue.module.css';

export const CHOOSE_ROOM_FIRST = 'Please choose a function, size and style first.';
const VISIT_KEY = 'selectionVisit';
const visitOf = (state: unknown): string | null => {
  const value = (state as Record<string, unknown> | null)?.[VISIT_KEY];
  return typeof value === 'string' ? value : null;
};

/** The cards in view on arrival: two rows of two on a phone, the first row on a wide screen. */
const FIRST_SCREEN_CARDS = 4;

/** What Proceed to Next hands on: the room choice and the chosen products. */
export interface ProceedRequest {
  function_name: RoomFunction;
  size: string;
  style: (typeof ROOM_STYLES)[number];
  products: ApiProduct[];
}

export interface SelectedProductsRouteProps {
  /** Makes the board (the app wires in the generation feature); resolves true when the board page was reached. */
  onProceed?: (request: ProceedRequest) => Promise<boolean>;
}

/** /SelectedProducts: category tabs, product cards with Select/Selected, Load More and Proceed to Next. */
export function SelectedProductsRoute({ onProceed }: SelectedProductsRouteProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const choice = readRoomChoice(location.state, query);
  const tabs = categoryTabs(choice.function_name);
  const [picked, setTab] = useState<string | null>(null);
  const tab = picked && tabs.includes(picked) ? picked : defaultTab(choice.function_name);
  const list = useProducts(tab, choice);
  const [stored, store] = useAtom(selectedProductsAtom);
  // A fresh arrival makes a visit id at once (a click before the history entry holds it counts) and keeps it in its
  // history entry's state, which a reload, a trip back and the login after an expired session restore.
  const [arrival] = useState(() => crypto.randomUUID());
  const kept = visitOf(location.state);
  const visit = kept ?? arrival;
  const room = [choice.function_name, choice.size, choice.style].join('|');
  const selected = stored.visit === visit && stored.room === room ? stored.products : [];
  const setSelected = (products: ApiProduct[]) => store({ visit, room, products });

  useEffect(() => {
    if (kept) return;
    const state = { ...(location.state as object | null), [VISIT_KEY]: visit };
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state });
  }, [kept, visit, location, navigate]);
  const signedIn = useAtomValue(sessionTokenAtom) !== null;

  function toggle(product: ApiProduct) {
    const result = toggleSelection(selected, product);
    if (result.error) notify(result.error, 'error');
    else setSelected(result.selected);
  }

  async function proceed() {
    if (selected.length === 0) return notify(NO_PRODUCTS_SELECTED, 'error');
    if (!signedIn) {
      // The login opens over this page; once signed in, the board is made from this same selection.
      notify(PLEASE_LOGIN, 'error');
      return openAuthDialog('login', () => void generate(selected));
    }
    await generate(selected);
  }

  async function generate(products: ApiProduct[]) {
    const { function_name, size, style } = choice;
    if (!function_name || !size || !style) {
      notify(CHOOSE_ROOM_FIRST, 'error');
      return void navigate('/Steps');
    }
    await onProceed?.({ function_name, size, style, products });
  }

  return (
    <section className={styles.page} aria-labelledby="products-title">
      <Container className={styles.inner}>
        <header className={styles.head}>
          <h1 id="products-title" className={styles.title}>
            Choose Your...
          </h1>
          <p className={styles.subtitle}>Add items from the categories below and create your own space</p>
          {choice.function_name ? (
            <p className={styles.choice}>{[choice.function_name, choice.size, choice.style].filter(Boolean).join(' · ')}</p>
          ) : null}
        </header>

        <CategoryTabs tabs={tabs} active={tab} onSelect={setTab} onBack={() => void navigate('/Steps')} />

        <ProductPanel
          tab={tab}
          list={list}
          isChosen={(product) => selected.some((item) => item.id === product.id)}
          onToggle={toggle}
          className={styles.panel}
          firstScreenCards={FIRST_SCREEN_CARDS}
        />
      </Container>

      <div className={styles.tray} role="region" aria-label="Your selection" data-bottom-bar="">
        <Container className={styles.trayInner}>
          <p className={styles.count} aria-live="polite" data-testid="selected-count">
            <strong>{selected.length}</strong> of {MAX_SELECTED_PRODUCTS} selected
          </p>
          <ul className={styles.thumbs} aria-hidden="true">
            {selected.map((product) => (
              <li key={product.id}>
                <img src={product.image} alt="" width={40} height={40} />
              </li>
            ))}
          </ul>
          <Button onClick={() => void proceed()} trailingIcon={<IconArrowRight size={18} />}>
            Proceed to Next
          </Button>
        </Container>
      </div>
    </section>
  );
}
