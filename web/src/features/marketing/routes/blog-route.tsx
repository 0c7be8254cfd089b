import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageBanner } from '../../../components/ui/page-banner';
import { SectionHeading } from '../../../components/ui/section-heading';
import { BlogCard } from '../components/blog-card';
import { ALL_POSTS, ALL_POSTS_FIRST_PAGE, FEATURED_POST, LATEST_POSTS } from '../data/blog-posts';
import styles from './blog.module.css';

export function BlogRoute() {
  const [shown, setShown] = useState(ALL_POSTS_FIRST_PAGE);
  const listRef = useRef<HTMLUListElement>(null);

  function discoverMore() {
    const firstNew = shown;
    setShown(ALL_POSTS.length);
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLAnchorElement>('a')[firstNew]?.focus());
  }

  return (
    <>
      <PageBanner
        eyebrow="Journal"
        title="Our Blogs"
        subtitle="Ideas, room guides and quiet advice from our designers, for homes that feel lived in and loved."
        art={<img src="/art/blog/palette-swatches.svg" alt="" width={400} height={300} className={styles.bannerArt} />}
      />
      <Container>
        <section className={styles.section} aria-label="Featured post">
          <BlogCard post={FEATURED_POST} layout="featured" headingLevel="h2" />
        </section>

        <section className={styles.section} aria-labelledby="latest-posts">
          <SectionHeading id="latest-posts" eyebrow="Fresh this month" title="Latest from the studio" />
          <ul className={styles.grid}>
            {LATEST_POSTS.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="all-posts">
          <SectionHeading id="all-posts" title="All blog posts" />
          <ul className={styles.grid} ref={listRef}>
            {ALL_POSTS.slice(0, shown).map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
          {shown < ALL_POSTS.length ? (
            <div className={styles.more}>
              <Button variant="secondary" size="lg" onClick={discoverMore}>
                Discover More
              </Button>
            </div>
          ) : null}
        </section>
      </Container>
    </>
  );
}
