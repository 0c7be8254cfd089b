import { useEffect, useRef } from 'react';
import { IconArrowLeft, IconArrowRight } from '../../../components/ui/icons';
import { BACK_TAB } from '../model/selection';
import styles from '../routes/catalogue.module.css';

interface CategoryTabsProps {
  tabs: string[];
  active: string;
  onSelect: (tab: string) => void;
  /** The first tab, Back, leaves the screen; without it there is no Back tab. */
  onBack?: () => void;
}

const PANEL_ID = 'products-panel';

/**
 * Narrow screens: Previous, the current category, Next. Wide screens: a scrollable tab list whose
 * first tab is Back. Arrow keys move along the list (the ARIA tabs pattern).
 */
export function CategoryTabs({ tabs, active, onSelect, onBack }: CategoryTabsProps) {
  const index = tabs.indexOf(active);
  const listRef = useRef<HTMLDivElement>(null);
  const go = (tab: string | undefined) => {
    if (!tab) return;
    if (tab === BACK_TAB) onBack?.();
    else onSelect(tab);
  };

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  function onKeyDown(event: React.KeyboardEvent) {
    const move = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = tabs[index + move];
    if (!move || !next || next === BACK_TAB) return;
    event.preventDefault();
    onSelect(next);
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus());
  }

  return (
    <nav className={styles.tabStrip} aria-label="Categories">
      <div className={styles.pager}>
        <button type="button" className={styles.pagerButton} onClick={() => go(tabs[index - 1])} disabled={index <= 0}>
          <IconArrowLeft size={18} />
          Previous
        </button>
        <p className={styles.pagerCurrent} aria-live="polite">
          <span className="visually-hidden">Category: </span>
          {active}
        </p>
        <button type="button" className={styles.pagerButton} onClick={() => go(tabs[index + 1])} disabled={index >= tabs.length - 1}>
          Next
          <IconArrowRight size={18} />
        </button>
      </div>
      <div className={styles.tabList} ref={listRef}>
        {onBack ? (
          <button type="button" className={[styles.tab, styles.backTab].join(' ')} onClick={onBack}>
            <IconArrowLeft size={16} />
            {BACK_TAB}
          </button>
        ) : null}
        <div role="tablist" aria-label="Categories" className={styles.tabs} onKeyDown={onKeyDown}>
          {tabs
            .filter((tab) => tab !== BACK_TAB)
            .map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                aria-selected={tab === active}
                aria-controls={PANEL_ID}
                tabIndex={tab === active ? 0 : -1}
                className={[styles.tab, tab === active ? styles.tabActive : ''].filter(Boolean).join(' ')}
                onClick={() => onSelect(tab)}
              >
                {tab}
              </button>
            ))}
        </div>
      </div>
    </nav>
  );
}

export { PANEL_ID };
