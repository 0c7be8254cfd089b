import { TOO_MANY_PRODUCTS } from '@contracts/choices';
import { describe, expect, it } from 'vitest';
import { addPiece, movePiece, piecesChanged, removePiece, type BoardPiece } from './board-pieces';

const piece = (n: number): BoardPiece => ({ id: `p${n}`, title: `Piece ${n}`, price: n, image: null });
const ids = (pieces: BoardPiece[]) => pieces.map((item) => item.id);

describe("a board's pieces while its owner edits them", () => {
  it('adds at the end, once, and refuses an 11th with the spec message', () => {
    const three = [piece(1), piece(2), piece(3)];
    expect(ids(addPiece(three, piece(4)).pieces)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(ids(addPiece(three, piece(2)).pieces)).toEqual(['p1', 'p2', 'p3']);
    const ten = Array.from({ length: 10 }, (_, n) => piece(n));
    expect(addPiece(ten, piece(99))).toEqual({ pieces: ten, error: TOO_MANY_PRODUCTS });
  });

  it('removes and moves up or down, staying put at either end', () => {
    const three = [piece(1), piece(2), piece(3)];
    expect(ids(removePiece(three, 'p2'))).toEqual(['p1', 'p3']);
    expect(ids(movePiece(three, 'p3', -1))).toEqual(['p1', 'p3', 'p2']);
    expect(ids(movePiece(three, 'p1', 1))).toEqual(['p2', 'p1', 'p3']);
    expect(ids(movePiece(three, 'p1', -1))).toEqual(['p1', 'p2', 'p3']);
    expect(ids(movePiece(three, 'p3', 1))).toEqual(['p1', 'p2', 'p3']);
  });

  it("says whether the list differs from the board's products, order included", () => {
    expect(piecesChanged([piece(1), piece(2)], ['p1', 'p2'])).toBe(false);
    expect(piecesChanged([piece(2), piece(1)], ['p1', 'p2'])).toBe(true);
    expect(piecesChanged([piece(1)], ['p1', 'p2'])).toBe(true);
  });
});
