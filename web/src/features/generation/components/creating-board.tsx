import type { GenerationProgress } from '@contracts/generation';
import { LoadingDots } from '../../../components/ui/loading-dots';
import { progressFraction, progressText } from '../model/progress-text';
import styles from './creating-board.module.css';

interface CreatingBoardProps {
  /** The server's latest progress event; null before the first one, undefined when nothing is being followed. */
  progress?: GenerationProgress | null;
  headingLevel?: 'h1' | 'h2';
}

/** The Loader: three dots, 'Creating Board' and, while a board is made, the step the server is on. */
export function CreatingBoard({ progress, headingLevel: Heading = 'h1' }: CreatingBoardProps) {
  const following = progress !== undefined;
  return (
    <div className={styles.loader}>
      <LoadingDots />
      <Heading className={styles.title}>Creating Board</Heading>
      {following ? (
        <>
          <p className={styles.step} role="status" aria-live="polite" data-testid="generation-progress">
            {progressText(progress)}
          </p>
          <div className={styles.bar} aria-hidden="true">
            <span style={{ transform: `scaleX(${Math.max(0.04, progressFraction(progress))})` }} />
          </div>
        </>
      ) : null}
    </div>
  );
}
