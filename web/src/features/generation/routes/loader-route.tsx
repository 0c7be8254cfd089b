import { CreatingBoard } from '../components/creating-board';

/** /Loader: three animated dots and 'Creating Board' (the same Loader covers the page while a board is made). */
export function LoaderRoute() {
  return (
    <div role="status">
      <CreatingBoard />
    </div>
  );
}
