import { BoardSaveScreen } from '../components/board-save-screen';

/** /BoardAccording?id=<generation> and the spec's other path /board?id=<generation>: the board-save screen. */
export function BoardSaveRoute() {
  return <BoardSaveScreen />;
}
