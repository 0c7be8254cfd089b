import { MAX_SELECTED_PRODUCTS, TOO_MANY_PRODUCTS } from '@contracts/choices';

/** One product in the board's list while its owner edits it. */
export interface BoardPiece {
  id: string;
  title: string;
  price: number;
  /** Its cutout, else its photo; null: neither. */
  image: string | null;
}

/** Adds a product at the end; an 11th is refused with the spec's message and the list is left as it was. */
export function addPiece(pieces: readonly BoardPiece[], piece: BoardPiece): { pieces: BoardPiece[]; error?: string } {
  if (pieces.some((item) => item.id === piece.id)) return { pieces: [...pieces] };
  if (pieces.length >= MAX_SELECTED_PRODUCTS) return { pieces: [...pieces], error: TOO_MANY_PRODUCTS };
  return { pieces: [...pieces, piece] };
}

export function removePiece(pieces: readonly BoardPiece[], id: string): BoardPiece[] {
  return pieces.filter((item) => item.id !== id);
}

/** Moves a product one place up (-1) or down (+1); at either end it stays. */
export function movePiece(pieces: readonly BoardPiece[], id: string, by: -1 | 1): BoardPiece[] {
  const from = pieces.findIndex((item) => item.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= pieces.length) return [...pieces];
  const next = [...pieces];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Whether the list differs from the board's products (added, removed or reordered). */
export const piecesChanged = (pieces: readonly BoardPiece[], boardIds: readonly string[]) =>
  pieces.map((item) => item.id).join('\n') !== boardIds.join('\n');
