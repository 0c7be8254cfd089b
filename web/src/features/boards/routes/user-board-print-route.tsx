import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PrintSheet, PrintSheetMessage } from '../../../components/ui/print-sheet';
import { useBoard } from '../api/get-board';
import { boardHeading, paletteSwatches } from '../../../lib/board-presentation';
import { boardPath, NO_BOARD, NO_IMAGE, totalPrice } from '../model/board-view';

/** /UserBoard/:id/print: the board's Export, a printable sheet (or PDF through the print dialog). */
export function UserBoardPrintRoute() {
  const { id } = useParams<{ id: string }>();
  const loaded = useBoard(id);
  const board = loaded.state === 'ready' ? loaded.board : null;

  useEffect(() => {
    if (board) document.title = `${board.generated_title || boardHeading(board.function_name)} · Roomboard`;
  }, [board]);

  if (!board) {
    const text = loaded.state === 'loading' ? 'Loading the board…' : loaded.state === 'error' ? loaded.message : NO_BOARD;
    return <PrintSheetMessage loading={loaded.state === 'loading'} text={text} />;
  }
  return (
    <PrintSheet
      heading={boardHeading(board.function_name)}
      subtitle={board.generated_title || undefined}
      imageUrl={board.image_url}
      noImage={NO_IMAGE}
      swatches={paletteSwatches(board.palette, board.hex_code)}
      rows={board.items.map((item) => ({ ...item, shopUrl: item.shop_url }))}
      total={totalPrice(board.items)}
      backTo={boardPath(board.id)}
      footer={new URL(boardPath(board.id), window.location.origin).toString()}
    />
  );
}
