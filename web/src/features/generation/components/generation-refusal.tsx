import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { GenerationRefusal } from '../api/generate-description';
import styles from './creating-board.module.css';

const TITLES: Record<GenerationRefusal['code'], string> = {
  'rate-limited': 'Please come back later',
  'email-unverified': 'Verify your e-mail address',
  'app-check': 'We could not start your board',
};

interface GenerationRefusalProps {
  refusal: GenerationRefusal;
  onBack: () => void;
  /** Shown for an unverified e-mail: the wait for the address to be verified, which goes on by itself. */
  verifyEmail?: ReactNode;
  headingLevel?: 'h1' | 'h2';
}

/** The Loader when the server would not make the board: why (its own message), and the way back or forward. */
export function GenerationRefused({ refusal, onBack, verifyEmail, headingLevel: Heading = 'h2' }: GenerationRefusalProps) {
  return (
    <div className={styles.loader} data-testid="generation-refusal">
      <Heading className={styles.title}>{TITLES[refusal.code]}</Heading>
      <p className={styles.refusal} role="alert">
        {refusal.message}
      </p>
      <div className={styles.refusalActions}>
        {refusal.code === 'email-unverified' ? verifyEmail : null}
        <Button variant={refusal.code === 'email-unverified' ? 'ghost' : 'secondary'} onClick={onBack}>
          Go back
        </Button>
      </div>
    </div>
  );
}
