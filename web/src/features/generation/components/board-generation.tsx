import type { ReactNode } from 'react';
import { useGenerateBoard, type BoardInput } from '../api/generate-description';
import { GenerationOverlay } from './generation-overlay';

/**
 * Lends a page the power to make a board: `children` receives `start`; while it runs the full-page Loader
 * covers the page, which stays mounted so that a failure leaves the user's selection as it was.
 * The app composes it with the catalogue's product selection (features do not import each other).
 */
export function BoardGeneration({ children }: { children: (start: (input: BoardInput) => Promise<boolean>) => ReactNode }) {
  const { start, running, progress } = useGenerateBoard();
  return (
    <>
      {children(start)}
      <GenerationOverlay open={running} progress={progress} />
    </>
  );
}
