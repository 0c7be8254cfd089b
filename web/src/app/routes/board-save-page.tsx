import { useSearchParams } from 'react-router-dom';
import { BoardSaveScreen, NOTHING_TO_SAVE } from '../../features/boards/components/board-save-screen';
import { useGeneration } from '../../features/generation/api/get-generation';

/** /BoardAccording?id= and /board?id=: the board-save screen for the generated board named in the address. */
export function BoardSavePage() {
  const id = useSearchParams()[0].get('id');
  const loaded = useGeneration(id);
  return <BoardSaveScreen id={id} loaded={id ? loaded : { state: 'error', message: NOTHING_TO_SAVE }} />;
}
