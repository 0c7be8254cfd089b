// The owner's panels on a board's page, a chunk of their own: a visitor never loads them.
import type { Board } from '@contracts/boards';
import { useQueryClient } from '@tanstack/react-query';
import { boardKeys } from '../../features/boards/api/board-keys';
import { editBoardProducts } from '../../features/boards/api/edit-board-products';
import { pictureKeys } from '../../features/room-photo/api/picture-keys';
import { BoardPictureTools as RoomPhotoTools } from '../../features/room-photo/components/board-picture-tools';
import { AllowanceGate } from '../../features/membership/components/allowance-gate';
import { BoardReviewsPanel } from '../../features/reviews/components/board-reviews-panel';

/** The owner's picture tools under the board's picture; a new current picture shows on the board at once. */
export function BoardPictureTools({ board }: { board: Board }) {
  const client = useQueryClient();
  const onPicture = (imageUrl: string | null) =>
    client.setQueryData<Board>(boardKeys.detail(board.id), (shown) => (shown ? { ...shown, image_url: imageUrl } : shown));
  const cutouts = board.items.flatMap((item) => (item.cutout ? [{ productId: item.id, title: item.title, url: item.cutout }] : []));
  return <RoomPhotoTools boardId={board.id} cutouts={cutouts} onPicture={onPicture} />;
}

/**
 * The owner's designer reviews. Accepting a swap edits the board's products through the board's own edit (made again
 * on `generate`, picture included, keeping its title, description and room); the board shown and its picture history
 * take the answer. The question form says
 * what the plan has left (the membership feature), or shows the plans instead.
 */
export function BoardReviews({ board }: { board: Board }) {
  const client = useQueryClient();
  const editProducts = async (productIds: string[]) => {
    const edited = await editBoardProducts(board.id, productIds, crypto.randomUUID(), true);
    client.setQueryData(boardKeys.detail(edited.id), edited);
    await Promise.all([
      client.invalidateQueries({ queryKey: boardKeys.lists }),
      client.invalidateQueries({ queryKey: pictureKeys.list(edited.id) }),
    ]);
  };
  return (
    <BoardReviewsPanel
      boardId={board.id}
      editProducts={editProducts}
      withAllowance={(form) => <AllowanceGate kind="reviews">{form}</AllowanceGate>}
    />
  );
}
