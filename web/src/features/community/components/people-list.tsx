import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { peopleQueryOptions } from '../api/follow';
import { memberSpacePath } from './board-community';
import styles from './community.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?';

/** A member's followers or the members they follow, each a link to their space; Load More pages on. */
export function PeopleList({ uid, direction, empty }: { uid: string; direction: 'followers' | 'following'; empty: string }) {
  const query = useInfiniteQuery(peopleQueryOptions(uid, direction));
  const people = query.data?.pages.flatMap((page) => page.people) ?? [];
  if (query.isPending) return <p role="status">Loading…</p>;
  if (query.error) return <p role="alert">Error: {query.error.message}</p>;
  if (!people.length) return <p className={styles.muted}>{empty}</p>;
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <ul className={styles.people} aria-label={direction === 'followers' ? 'Followers' : 'Following'}>
        {people.map((person) => (
          <li key={person.id}>
            <Link className={styles.person} to={memberSpacePath(person.id)}>
              <span className={styles.initials} aria-hidden="true">
                {initials(person.name)}
              </span>
              {person.name}
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()}>
            Load More
          </Button>
        </div>
      ) : null}
    </div>
  );
}
