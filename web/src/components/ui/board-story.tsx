import { lazy, Suspense } from 'react';
import styles from './board-story.module.css';

const MarkdownText = lazy(() => import('./markdown-text'));

interface BoardStoryProps {
  /** The board's generated title; the heading is left out when it is empty. */
  title: string;
  mainTitle: string;
  /** The description, in markdown. */
  description: string;
}

/**
 * The description's words without markdown's marks, one paragraph per block: shown while the markdown renderer loads,
 * so the page (its picture first) does not wait for it and the text does not jump in.
 */
export function plainParagraphs(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/^\s{0,3}(?:#{1,6}|[-*+]|\d+\.|>)\s+/gm, '')
        .replace(/[*_`~]+/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/** A board's words: generated title, main title and the description rendered from markdown. */
export function BoardStory({ title, mainTitle, description }: BoardStoryProps) {
  return (
    <article className={styles.story}>
      {title ? <h2 className={styles.boardTitle}>{title}</h2> : null}
      {mainTitle ? <h3 className={styles.mainTitle}>{mainTitle}</h3> : null}
      <div className={styles.markdown}>
        <Suspense
          fallback={plainParagraphs(description).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        >
          <MarkdownText>{description}</MarkdownText>
        </Suspense>
      </div>
    </article>
  );
}
