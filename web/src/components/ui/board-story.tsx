import Markdown from 'react-markdown';
import styles from './board-story.module.css';

export interface BoardStoryProps {
  /** The board's generated title; the heading is left out when it is empty. */
  title: string;
  mainTitle: string;
  /** The description, in markdown. */
  description: string;
}

/** A board's words: generated title, main title and the description rendered from markdown. */
export function BoardStory({ title, mainTitle, description }: BoardStoryProps) {
  return (
    <article className={styles.story}>
      {title ? <h2 className={styles.boardTitle}>{title}</h2> : null}
      {mainTitle ? <h3 className={styles.mainTitle}>{mainTitle}</h3> : null}
      <div className={styles.markdown}>
        <Markdown>{description}</Markdown>
      </div>
    </article>
  );
}
