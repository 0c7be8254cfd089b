import { BoardSaveScreen } from '../components/board-save-screen';

/** /board?id=<generation>: the spec's other path to the board-save screen. */
export function BoardRoute() {
  return <BoardSaveScreen />;
}
