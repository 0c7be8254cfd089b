import type { Board } from '@contracts/boards';
import { MAX_SELECTED_PRODUCTS, NO_PRODUCTS_SELECTED } from '@contracts/choices';
import { formatUsd } from '@contracts/money';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { IconChevronDown, IconClose } from '../../../components/ui/icons';
import { notify } from '../../../lib/notify';
import { useEditBoardProducts } from '../api/edit-board-products';
import { addPiece, movePiece, piecesChanged, removePiece, type BoardPiece } from '../model/board-pieces';
import styles from './edit-board-products.module.css';
import { EDIT_PRODUCTS } from './edit-products-placeholder';

/** What the product picker gets: the room, which products are on the board, and what picking one does. */
export interface ProductPickerProps {
  functionName: string;
  chosenIds: string[];
  onPick: (piece: BoardPiece) => void;
}

/** How far the new board is: a short text and a fraction from 0 to 1. */
export interface RefreshProgress {
  text: string;
  fraction: number;
}

interface EditBoardProductsProps {
  board: Board;
  /** The catalogue's product list to add from; composed in app/ (a feature does not import another). */
  renderPicker: (props: ProductPickerProps) => ReactNode;
  /** Follows the new generation's progress while the board is made again; answers the function that stops. */
  followProgress?: (generationId: string, onProgress: (progress: RefreshProgress) => void) => () => void;
  /** After the board was made again (e.g. other features' views of it ask again). */
  onRefreshed?: (board: Board) => void;
}

const piecesOf = (board: Board): BoardPiece[] =>
  board.items.map((item) => ({ id: item.id, title: item.title, price: item.price, image: item.cutout }));

/**
 * The owner's 'Edit products': the board's products with remove and move up/down, an 'Add products' picker (up to 10),
 * then 'Refresh the board', which makes its picture, words and palette again from the list, with the progress shown.
 * The board keeps its link, visibility and the room layout of the products that stay.
 */
export function EditBoardProducts({ board, renderPicker, followProgress, onRefreshed }: EditBoardProductsProps) {
  const [open, setOpen] = useState(false);
  const [pieces, setPieces] = useState<BoardPiece[]>(() => piecesOf(board));
  const [adding, setAdding] = useState(false);
  const [progress, setProgress] = useState<RefreshProgress | null>(null);
  const refresh = useEditBoardProducts();
  const busy = refresh.isPending;
  const changed = piecesChanged(
    pieces,
    board.items.map((item) => item.id),
  );

  function start() {
    setPieces(piecesOf(board));
    setAdding(false);
    setProgress(null);
    refresh.reset();
    setOpen(true);
  }

  function pick(piece: BoardPiece) {
    if (pieces.some((item) => item.id === piece.id)) return setPieces(removePiece(pieces, piece.id));
    const result = addPiece(pieces, piece);
    if (result.error) notify(result.error, 'error');
    else setPieces(result.pieces);
  }

  function submit() {
    if (pieces.length === 0) return notify(NO_PRODUCTS_SELECTED, 'error');
    const generationId = crypto.randomUUID();
    setProgress({ text: 'Getting started', fraction: 0 });
    const stop = followProgress?.(generationId, setProgress);
    refresh.mutate(
      { id: board.id, productIds: pieces.map((item) => item.id), generationId },
      {
        onSuccess: (refreshed) => {
          onRefreshed?.(refreshed);
          setOpen(false);
          notify('Your board is refreshed: a new picture, words and palette from its products.', 'success');
        },
        onSettled: () => {
          stop?.();
          setProgress(null);
        },
      },
    );
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={start}>
        {EDIT_PRODUCTS}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        title={EDIT_PRODUCTS}
        description="Add, remove or reorder the pieces, then refresh the board: its picture, words and palette are made again. Pieces that stay keep their place in the room."
        size="lg"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} disabled={busy || pieces.length === 0}>
              {busy ? 'Refreshing…' : 'Refresh the board'}
            </Button>
          </>
        }
      >
        {progress ? (
          <div className={styles.progress} role="status" aria-live="polite">
            <p>{progress.text}…</p>
            <div className={styles.bar} aria-hidden="true">
              <span style={{ width: `${Math.round(Math.max(0.05, progress.fraction) * 100)}%` }} />
            </div>
          </div>
        ) : null}
        <div className={styles.listHead}>
          <h3 className={styles.heading}>Pieces</h3>
          <p className={styles.count} aria-live="polite" data-testid="edit-count">
            {pieces.length} of {MAX_SELECTED_PRODUCTS}
            {changed ? ' · changed' : ''}
          </p>
        </div>
        {pieces.length === 0 ? <p className={styles.empty}>{NO_PRODUCTS_SELECTED}</p> : null}
        <ol className={styles.list} aria-label="Pieces of the board, in order">
          {pieces.map((piece, index) => (
            <li key={piece.id} className={styles.row} data-testid="edit-piece">
              <span className={styles.thumb}>{piece.image ? <img src={piece.image} alt="" width={56} height={56} /> : null}</span>
              <span className={styles.name}>
                <span className={styles.title}>{piece.title}</span>
                <span className={styles.price}>{formatUsd(piece.price)}</span>
              </span>
              <span className={styles.actions}>
                <button
                  type="button"
                  className={[styles.icon, styles.up].join(' ')}
                  aria-label={`Move ${piece.title} up`}
                  disabled={busy || index === 0}
                  onClick={() => setPieces(movePiece(pieces, piece.id, -1))}
                >
                  <IconChevronDown size={18} />
                </button>
                <button
                  type="button"
                  className={styles.icon}
                  aria-label={`Move ${piece.title} down`}
                  disabled={busy || index === pieces.length - 1}
                  onClick={() => setPieces(movePiece(pieces, piece.id, 1))}
                >
                  <IconChevronDown size={18} />
                </button>
                <button
                  type="button"
                  className={styles.icon}
                  aria-label={`Remove ${piece.title}`}
                  disabled={busy}
                  onClick={() => setPieces(removePiece(pieces, piece.id))}
                >
                  <IconClose size={18} />
                </button>
              </span>
            </li>
          ))}
        </ol>
        <div className={styles.add}>
          <Button
            variant={adding ? 'ghost' : 'secondary'}
            size="sm"
            onClick={() => setAdding(!adding)}
            disabled={busy}
            aria-expanded={adding}
          >
            {adding ? 'Hide products' : 'Add products'}
          </Button>
        </div>
        {adding ? (
          <section className={styles.picker} aria-label="Add products">
            {renderPicker({ functionName: board.function_name, chosenIds: pieces.map((item) => item.id), onPick: pick })}
          </section>
        ) : null}
      </Dialog>
    </>
  );
}
