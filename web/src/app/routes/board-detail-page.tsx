import { UnsavedBoardShare } from '../../features/boards/components/unsaved-board-share';
import { BoardDetailRoute } from '../../features/generation/routes/board-detail-route';

/** /BoardDetail?id=: the generation feature's new board, with the boards feature's Share (which saves it first). */
export function BoardDetailPage() {
  return <BoardDetailRoute renderShare={(generation, ready) => <UnsavedBoardShare generationId={generation.id} disabled={!ready} />} />;
}
