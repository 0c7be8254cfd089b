import type { ApiProduct } from '@contracts/catalogue';
import type { Board } from '@contracts/boards';
import { EditBoardProducts, type RefreshProgress } from '../../features/boards/components/edit-board-products';
import { ProductPicker } from '../../features/catalogue/components/product-picker';
import { pollGenerationProgress } from '../../features/generation/api/get-generation-progress';
import { pictureKeys } from '../../features/room-photo/api/picture-keys';
import { useQueryClient } from '@tanstack/react-query';
import { progressFraction, progressText } from '../../features/generation/model/progress-text';

const pieceOf = (product: ApiProduct) => ({
  id: product.id,
  title: product.Title,
  price: product.Price,
  image: product.cutout ?? product.image,
});

/** The generation's progress as the editor shows it; the picture, the longest step, fills the last part of the bar. */
function followProgress(generationId: string, onProgress: (progress: RefreshProgress) => void): () => void {
  return pollGenerationProgress(generationId, (progress) =>
    onProgress({
      text: progressText(progress),
      fraction: progress.status === 'image' ? 0.85 : progress.status === 'done' ? 1 : 0.7 * progressFraction(progress),
    }),
  );
}

/**
 * The boards feature's product editor, with the catalogue's product list to add from, the generation's progress and
 * the room-photo feature's picture history refreshed afterwards.
 */
export function BoardProductsEditor({ board }: { board: Board }) {
  const client = useQueryClient();
  return (
    <EditBoardProducts
      board={board}
      followProgress={followProgress}
      // The new picture joins the board's picture history: the history asks again.
      onRefreshed={(refreshed) => void client.invalidateQueries({ queryKey: pictureKeys.list(refreshed.id) })}
      renderPicker={({ functionName, chosenIds, onPick }) => (
        <ProductPicker functionName={functionName} chosenIds={chosenIds} onToggle={(product) => onPick(pieceOf(product))} />
      )}
    />
  );
}
