import { useState } from 'react';
import { Container } from '../../../components/ui/container';
import styles from './user-space-section.module.css';

const TABS = [
  { id: 'my-space', label: 'My Space' },
  { id: 'followers-spaces', label: 'Followers Spaces' },
  { id: 'following-spaces', label: 'Following Spaces' },
] as const;

type TabId = (typeof TABS)[number]['id'];

export interface UserSpaceSectionProps {
  /** The profile's display name; the title reads '{name}'s Space'. */
  name?: string;
  /** h1 on /seeBoard, h2 where the section is embedded (blog details). */
  headingLevel?: 'h1' | 'h2';
}

/** The user's space: title, counts, tabs and the board grid. The boards feature fills in the cards. */
export function UserSpaceSection({ name, headingLevel: Heading = 'h1' }: UserSpaceSectionProps) {
  const [tab, setTab] = useState<TabId>('my-space');
  return (
    <section className={styles.section} aria-labelledby="user-space-title">
      <Container className={styles.inner}>
        <header className={styles.head}>
          <Heading id="user-space-title" className={Heading === 'h1' ? styles.titleLarge : styles.title}>
            {name ? `${name}'s Space` : 'My Space'}
          </Heading>
          <p className={styles.counts}>34 followers • 91 following</p>
        </header>
        <div role="tablist" aria-label="Spaces" className={styles.tabs}>
          {TABS.map((item) => (
            <button
              key={item.id}
              id={`tab-${item.id}`}
              role="tab"
              type="button"
              aria-selected={tab === item.id}
              aria-controls="user-space-panel"
              tabIndex={tab === item.id ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(item.id)}
              onKeyDown={(event) => {
                const index = TABS.findIndex((t) => t.id === tab);
                const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                if (!delta) return;
                const next = TABS[(index + delta + TABS.length) % TABS.length];
                if (!next) return;
                setTab(next.id);
                document.getElementById(`tab-${next.id}`)?.focus();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
        <div id="user-space-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
          <ul className={styles.grid} data-slot={tab} />
        </div>
      </Container>
    </section>
  );
}
