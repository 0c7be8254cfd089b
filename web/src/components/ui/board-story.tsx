import Markdown from 'react-markdown';
import styles from './board-story.module.css';

export interface BoardStoryProps {
  /** The board's generated title; the heading is left out when it is empty. */
  title: string;
  mainTitle: string;
  /** The description, in markdown. */
  description: string;
}

/**
 * Pictures and links are not rendered from a description (a link keeps its words): the words come from a generator
 * whose prompt holds catalogue and user text, and nothing injected there may show an image or a link on a public board.
 */
const NOT_RENDERED = ['img', 'a'];

/** A board's words: generated title, main title and the description rendered from markdown (raw HTML shows as text). */
export function BoardStory({ title, mainTitle, description }: BoardStoryProps) {
  return (
    <article className={styles.story}>
      {title ? <h2 className={styles.boardTitle}>{title}</h2> : null}
      {mainTitle ? <h3 className={styles.mainTitle}>{mainTitle}</h3> : null}
      <div className={styles.markdown}>
        <Markdown disallowedElements={NOT_RENDERED} unwrapDisallowed>
          {description}
        </Markdown>
      </div>
    </article>
  );
}
