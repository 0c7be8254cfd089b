import type { ProjectBoardCard } from '@contracts/projects';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './projects.module.css';

export const boardPath = (id: string) => `/UserBoard/${encodeURIComponent(id)}`;

/** A board the project names: its picture and title, 'by <designer>' on concepts, and actions under it. */
export function BoardTile({ board, children, chosen = false }: { board: ProjectBoardCard; children?: ReactNode; chosen?: boolean }) {
  return (
    <li className={[styles.tile, chosen ? styles.tileChosen : ''].filter(Boolean).join(' ')} data-testid="project-board">
      <Link to={boardPath(board.id)} className={styles.tileMedia}>
        {board.imageUrl ? <img src={board.imageUrl} alt="" loading="lazy" width={640} height={480} /> : null}
      </Link>
      <div className={styles.tileBody}>
        <p className={styles.tileTitle}>{board.title || 'Untitled board'}</p>
        {board.byDesigner ? <p className={styles.muted}>by {board.byDesigner}</p> : null}
        {chosen ? <p className={styles.badge}>Chosen</p> : null}
        {children}
      </div>
    </li>
  );
}
