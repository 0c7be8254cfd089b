import { describe, expect, it } from 'vitest';
import { rectsOverlap } from './geometry.js';
import { clampMove, findSpot, fitsRoom, footprintAt, type Placement, rotateWithin } from './placement.js';
import { roomOutline } from './room-shapes.js';
import { cm, deg, roomPoint } from './units.js';

const size = { width: cm(200), length: cm(200) };
const at = (x: number, y: number, rotation = 0): Placement => ({ x: cm(x), y: cm(y), rotation: deg(rotation) });
const chair = { width: cm(40), length: cm(40) };

describe('clampMove', () => {
  const l = roomOutline('l-shaped', size);

  it('lets the item go where it fits', () => {
    expect(clampMove(l, chair, at(50, 150), roomPoint(150, 150))).toEqual(at(150, 150));
  });

  it('stops at the wall and slides along it instead of entering the missing quarter of the L', () => {
    const next = clampMove(l, chair, at(150, 150), roomPoint(150, 40));
    expect(fitsRoom(l, chair, next)).toBe(true);
    expect(next.x).toBeCloseTo(150);
    expect(next.y).toBeCloseTo(120, 3);
  });

  it('glides along a wall when dragged diagonally into it', () => {
    const square = roomOutline('rectangular', size);
    const next = clampMove(square, chair, at(100, 100), roomPoint(260, 140));
    expect(next.x).toBeCloseTo(180, 3);
    expect(next.y).toBeCloseTo(140, 3);
  });

  it('keeps a turned item inside as well', () => {
    const square = roomOutline('rectangular', size);
    const next = clampMove(square, chair, at(100, 100, 45), roomPoint(0, 100));
    expect(fitsRoom(square, chair, next)).toBe(true);
    expect(next.x).toBeCloseTo(20 * Math.SQRT2, 3);
  });
});

describe('rotateWithin', () => {
  const l = roomOutline('l-shaped', size);
  // A 60 × 40 table tucked into the inner corner of the L (the corner at 100, 100).
  const table = { width: cm(60), length: cm(40) };
  const tucked = at(130, 120);

  it('pushes an item turned at the inner corner of the L back inside', () => {
    expect(fitsRoom(l, table, tucked)).toBe(true);
    const turned = rotateWithin(l, table, tucked, deg(45));
    expect(turned).not.toBeNull();
    expect(turned?.rotation).toBe(45);
    expect(fitsRoom(l, table, turned as Placement)).toBe(true);
    expect(Math.hypot((turned as Placement).x - 130, (turned as Placement).y - 120)).toBeLessThanOrEqual(30);
  });

  it('turns in place when there is room', () => {
    expect(rotateWithin(l, table, at(60, 150), deg(-5))).toEqual(at(60, 150, 355));
  });

  it('refuses a turn the room cannot take anywhere near', () => {
    const corridor = roomOutline('rectangular', { width: cm(200), length: cm(42) });
    const bench = { width: cm(180), length: cm(40) };
    expect(rotateWithin(corridor, bench, at(100, 21), deg(45))).toBeNull();
  });
});

describe('findSpot', () => {
  it('cannot put an item wider than an arm of the U into the arm, so it goes in the base', () => {
    const u = roomOutline('u-shaped', size);
    // Arms are 70 cm wide and 100 cm long; the base is 200 × 100.
    const sofa = { width: cm(90), length: cm(40) };
    const spot = findSpot(u, sofa, []) as Placement;
    expect(spot).not.toBeNull();
    expect(fitsRoom(u, sofa, spot)).toBe(true);
    expect(spot.y - 20).toBeGreaterThanOrEqual(100 - 1e-6);
    expect(fitsRoom(u, sofa, at(35, 50))).toBe(false);
    expect(fitsRoom(u, sofa, at(35, 50, 90))).toBe(true);
  });

  it('does not stack items when there is free floor', () => {
    const square = roomOutline('rectangular', size);
    const first = footprintAt(chair, findSpot(square, chair, []) as Placement);
    const second = findSpot(square, chair, [first]) as Placement;
    expect(rectsOverlap(first, footprintAt(chair, second))).toBe(false);
  });

  it('gives up when the shape has no place for the item', () => {
    const t = roomOutline('t-shaped', size);
    expect(findSpot(t, { width: cm(150), length: cm(150) }, [])).toBeNull();
  });
});
