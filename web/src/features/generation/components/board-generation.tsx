import type { ReactNode } from 'react';
import { useGenerateBoard, type BoardInput } from '../api/generate-description';
import { GenerationOverlay } from './generation-overlay';

export interface BoardGenerationProps {
  children: (start: (input: BoardInput) => Promise<boolean>) => ReactNode;
  /**
   * What the Loader offers when paid generation needs a verified e-mail (composed by the app from the e-mail
   * verification feature): it calls `onVerified` once the address is verified, and the board is asked for again.
   */
  verifyEmail?: (onVerified: () => void) => ReactNode;
}

/**
 * Lends a page the power to make a board: `children` receives `start`; while it runs the full-page Loader
 * covers the page, which stays mounted so that a failure leaves the user's selection as it was. A refusal (a limit,
 * the day's budget, an e-mail to verify) stays on the Loader until the user goes back.
 * The app composes it with the catalogue's product selection (features do not import each other).
 */
export function BoardGeneration({ children, verifyEmail }: BoardGenerationProps) {
  const { start, running, progress, refusal, retry, dismiss } = useGenerateBoard();
  return (
    <>
      {children(start)}
      <GenerationOverlay
        open={running}
        progress={progress}
        refusal={refusal}
        onDismiss={dismiss}
        verifyEmail={verifyEmail?.(() => void retry())}
      />
    </>
  );
}
