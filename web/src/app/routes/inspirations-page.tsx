import { InspirationsRoute } from '../../features/boards/routes/inspirations-route';
import { LikeButton } from '../../features/community/components/like-button';

/** /inspirations: the boards feature's gallery with the community's like button on each card. */
export function InspirationsPage() {
  return (
    <InspirationsRoute
      cardActions={(board) => (
        <LikeButton
          boardId={board.id}
          title={board.generated_title || board.title}
          initial={board.likes === undefined ? undefined : { likes: board.likes, liked: Boolean(board.liked) }}
        />
      )}
    />
  );
}
