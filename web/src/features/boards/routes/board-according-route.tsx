import { BoardSaveScreen } from '../components/board-save-screen';

/** /BoardAccording?id=<generation>: the board-save screen the generated board's 'Save board' leads to. */
export function BoardAccordingRoute() {
  return <BoardSaveScreen />;
}
