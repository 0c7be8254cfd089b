import { ROOM_FUNCTIONS, ROOM_STYLES } from '@contracts/choices';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import type { GalleryFilters } from '../api/get-boards';
import styles from './gallery-filters.module.css';

const FEEDS = [
  { id: 'all', label: 'All boards' },
  { id: 'following', label: 'Following' },
] as const;

/**
 * The gallery's controls: the All / Following tabs, the order (newest or most liked), the room function and style
 * filters, and a title search. `onFollowingSignedOut` runs instead when a signed-out reader picks Following.
 */
export function GalleryFilterBar({
  filters,
  onChange,
  canFollow,
  onFollowingSignedOut,
}: {
  filters: GalleryFilters;
  onChange: (filters: GalleryFilters) => void;
  canFollow: boolean;
  onFollowingSignedOut: () => void;
}) {
  const [search, setSearch] = useState(filters.q ?? '');
  const feed = filters.feed ?? 'all';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: search.trim() || undefined });
  };
  return (
    <div className={styles.bar}>
      <div role="tablist" aria-label="Boards to show" className={styles.tabs}>
        {FEEDS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={feed === item.id}
            className={styles.tab}
            onClick={() => {
              if (item.id === 'following' && !canFollow) return onFollowingSignedOut();
              onChange({ ...filters, feed: item.id });
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className={styles.controls}>
        <form role="search" className={styles.search} onSubmit={submit}>
          <label className={styles.field}>
            <span>Search titles</span>
            <input
              type="search"
              value={search}
              maxLength={60}
              placeholder="e.g. walnut"
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <Button type="submit" variant="secondary" size="sm">
            Search
          </Button>
        </form>
        <label className={styles.field}>
          <span>Sort by</span>
          <select
            value={filters.sort ?? 'newest'}
            onChange={(event) => onChange({ ...filters, sort: event.target.value as GalleryFilters['sort'] })}
          >
            <option value="newest">Newest</option>
            <option value="liked">Most liked</option>
          </select>
        </label>
        <label className={styles.field}>
          <span>Room</span>
          <select value={filters.function ?? ''} onChange={(event) => onChange({ ...filters, function: event.target.value || undefined })}>
            <option value="">All rooms</option>
            {ROOM_FUNCTIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Style</span>
          <select value={filters.style ?? ''} onChange={(event) => onChange({ ...filters, style: event.target.value || undefined })}>
            <option value="">All styles</option>
            {ROOM_STYLES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
