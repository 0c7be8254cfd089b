import { describe, expect, it } from 'vitest';
import {
  addCutout,
  boxOf,
  canMove,
  EMPTY,
  flip,
  fromPieces,
  MAX_WIDTH,
  MIN_WIDTH,
  moveBy,
  removeCutout,
  restack,
  scaleBy,
  START_WIDTH,
  toPieces,
  type Composition,
} from './composition';

const bed = { productId: 'bed', title: 'Oak Bed', src: '/api/files/cutouts/bed.png', aspect: 0.5 };
const lamp = { productId: 'lamp', title: 'Floor Lamp', src: '/api/files/cutouts/lamp.png', aspect: 3 };
const two = (): Composition => addCutout(addCutout(EMPTY, bed, 'a'), lamp, 'b');
const keys = (c: Composition) => c.items.map((item) => item.key);

describe('room-photo composition', () => {
  it('adds each cutout in front, selected, at a start width, not all on the same spot', () => {
    const c = two();
    expect(keys(c)).toEqual(['a', 'b']);
    expect(c.selected).toBe('b');
    expect(c.items.map((item) => item.width)).toEqual([START_WIDTH, START_WIDTH]);
    expect(c.items.map((item) => item.x)).toEqual([0.25, 0.5]);
  });

  it('moves a cutout by fractions of the photo, keeping its centre on the photo', () => {
    const moved = moveBy(two(), 'a', 0.1, -0.2);
    expect([moved.items[0]!.x, moved.items[0]!.y]).toEqual([expect.closeTo(0.35, 5), expect.closeTo(0.4, 5)]);
    const far = moveBy(two(), 'a', 5, -5);
    expect([far.items[0]!.x, far.items[0]!.y]).toEqual([1, 0]);
    expect(far.items[1]).toEqual(two().items[1]);
  });

  it('scales within its limits, flips, and changes the stacking one step at a time', () => {
    expect(scaleBy(two(), 'a', 2).items[0]!.width).toBeCloseTo(0.6);
    expect(scaleBy(two(), 'a', 100).items[0]!.width).toBe(MAX_WIDTH);
    expect(scaleBy(two(), 'a', 0.001).items[0]!.width).toBe(MIN_WIDTH);
    expect(flip(flip(two(), 'b'), 'b').items[1]!.flipped).toBe(false);
    expect(flip(two(), 'b').items[1]!.flipped).toBe(true);
    expect(keys(restack(two(), 'a', 1))).toEqual(['b', 'a']);
    expect(keys(restack(two(), 'a', -1))).toEqual(['a', 'b']);
    expect([canMove(two(), 'a', -1), canMove(two(), 'a', 1), canMove(two(), 'b', 1)]).toEqual([false, true, false]);
  });

  it('removes a cutout and its selection', () => {
    const c = removeCutout(two(), 'b');
    expect([keys(c), c.selected]).toEqual([['a'], null]);
  });

  it('draws a cutout at its centre, as wide as its fraction of the photo and as tall as its aspect says', () => {
    const placed = { ...two().items[0]!, x: 0.5, y: 0.5, width: 0.25 };
    expect(boxOf(placed, 2000, 1000)).toEqual({ left: 750, top: 375, width: 500, height: 250 });
  });
});

describe('room-photo composition kept with the photo', () => {
  const sources = [
    { productId: 'bed', title: 'Oak Bed', url: '/api/files/cutouts/bed.png' },
    { productId: 'lamp', title: 'Floor Lamp', url: '/api/files/cutouts/lamp.png' },
  ];

  it('keeps each piece’s product and place, back to front, and places them again unselected', () => {
    const moved = flip(scaleBy(moveBy(two(), 'a', 0.1, -0.25), 'b', 2), 'b');
    const pieces = toPieces(moved);
    expect(pieces).toEqual([
      { productId: 'bed', x: 0.35, y: 0.35, width: START_WIDTH, aspect: 0.5, flipped: false },
      { productId: 'lamp', x: 0.5, y: 0.6, width: START_WIDTH * 2, aspect: 3, flipped: true },
    ]);
    const again = fromPieces(pieces, sources);
    expect(again.selected).toBeNull();
    expect(toPieces(again)).toEqual(pieces);
    expect(again.items.map((item) => [item.key, item.title, item.src])).toEqual([
      ['p1', 'Oak Bed', '/api/files/cutouts/bed.png'],
      ['p2', 'Floor Lamp', '/api/files/cutouts/lamp.png'],
    ]);
  });

  it('leaves out a piece whose product is no longer on the board', () => {
    const pieces = toPieces(two());
    expect(fromPieces(pieces, sources.slice(0, 1)).items.map((item) => item.productId)).toEqual(['bed']);
  });
});

describe('room-photo composition: a piece dropped from the tray', () => {
  it('stands where it was dropped, kept on the photo', () => {
    const c = addCutout(EMPTY, bed, 'a', { x: 0.7, y: 1.2 });
    expect([c.items[0]!.x, c.items[0]!.y, c.selected]).toEqual([0.7, 1, 'a']);
  });
});
