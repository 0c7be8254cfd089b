import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PrintSheet, PrintSheetMessage } from '../../../components/ui/print-sheet';
import { boardHeading, paletteSwatches } from '../../../lib/board-presentation';
import { useGeneration } from '../api/get-generation';

export const NOT_SAVED_FOOTER = 'Made with Roomboard · not saved yet: save the board to share its link.';

const cents = (price: number) => Math.round((Number.isFinite(price) ? price : 0) * 100);

/** /BoardDetail/print?id=: Export of a board just made and not saved: the same printable sheet as a saved board's. */
export function BoardDetailPrintRoute() {
  const id = useSearchParams()[0].get('id');
  const loaded = useGeneration(id);
  const generation = loaded.state === 'ready' ? loaded.generation : null;

  useEffect(() => {
    if (generation) document.title = `${generation.generated_title || boardHeading(generation.function_name)} · Roomboard`;
  }, [generation]);

  if (!generation) {
    return (
      <PrintSheetMessage loading={loaded.state === 'loading'} text={loaded.state === 'error' ? loaded.message : 'Loading the board…'} />
    );
  }
  const rows = generation.products.map((product) => ({ ...product, title: product.Title, price: product.Price }));
  return (
    <PrintSheet
      heading={boardHeading(generation.function_name)}
      subtitle={generation.generated_title || undefined}
      imageUrl={generation.image_url}
      noImage="The picture of this board is not ready yet."
      swatches={paletteSwatches(generation.palette, generation.hex_code)}
      rows={rows}
      total={rows.reduce((sum, row) => sum + cents(row.price), 0) / 100}
      backTo={`/BoardDetail?id=${encodeURIComponent(generation.id)}`}
      footer={NOT_SAVED_FOOTER}
    />
  );
}
