import { describe, expect, it } from 'vitest';
import { offsetPolygon, pointInPolygon, rectCorners, rectInsidePolygon, rectsOverlap, signedArea, type PlacedRect } from './geometry.js';
import { roomOutline } from './room-shapes.js';
import { cm, deg, roomPoint } from './units.js';

const rect = (x: number, y: number, width: number, length: number, rotation = 0): PlacedRect => ({
  center: roomPoint(x, y),
  width: cm(width),
  length: cm(length),
  rotation: deg(rotation),
});
const size = { width: cm(200), length: cm(200) };

describe('rectCorners', () => {
  it('turns a footprint clockwise on screen about its centre', () => {
    const corners = rectCorners(rect(100, 100, 40, 20, 90)).map((p) => [Math.round(p.x), Math.round(p.y)]);
    expect(corners).toEqual([
      [110, 80],
      [110, 120],
      [90, 120],
      [90, 80],
    ]);
  });
});

describe('pointInPolygon', () => {
  const l = roomOutline('l-shaped', size);
  it('finds points of the L and not of its missing quarter', () => {
    expect(pointInPolygon(roomPoint(50, 50), l)).toBe(true);
    expect(pointInPolygon(roomPoint(150, 50), l)).toBe(false);
    expect(pointInPolygon(roomPoint(150, 150), l)).toBe(true);
  });
  it('counts the walls themselves as inside', () => {
    expect(pointInPolygon(roomPoint(0, 0), l)).toBe(true);
    expect(pointInPolygon(roomPoint(100, 60), l)).toBe(true);
  });
});

describe('rectInsidePolygon', () => {
  it('accepts a footprint touching the walls and refuses one poking through', () => {
    const square = roomOutline('rectangular', size);
    expect(rectInsidePolygon(rect(30, 20, 60, 40), square)).toBe(true);
    expect(rectInsidePolygon(rect(29, 20, 60, 40), square)).toBe(false);
  });

  it('uses the real L, not its bounding box', () => {
    const l = roomOutline('l-shaped', size);
    expect(rectInsidePolygon(rect(150, 50, 20, 20), l)).toBe(false);
    expect(rectInsidePolygon(rect(130, 130, 60, 60), l)).toBe(true);
  });

  it('refuses a footprint whose corners are all inside when a wall crosses it (the gap of a U)', () => {
    const u = roomOutline('u-shaped', size);
    // Spans from the left arm over the gap (x 70–130, y 0–100) into the right arm.
    const bridge = rect(100, 40, 180, 20);
    expect(rectCorners(bridge).every((corner) => pointInPolygon(corner, u))).toBe(true);
    expect(rectInsidePolygon(bridge, u)).toBe(false);
  });

  it('refuses a turned footprint that pokes past the inner corner of the L', () => {
    const l = roomOutline('l-shaped', size);
    expect(rectInsidePolygon(rect(80, 120, 40, 40, 0), l)).toBe(true);
    expect(rectInsidePolygon(rect(80, 80, 40, 40, 45), l)).toBe(false);
  });

  it('respects the diagonal walls of the bevelled and cut rooms', () => {
    expect(rectInsidePolygon(rect(10, 10, 20, 20), roomOutline('beveled', size))).toBe(false);
    expect(rectInsidePolygon(rect(185, 15, 30, 30), roomOutline('cut', size))).toBe(false);
    expect(rectInsidePolygon(rect(100, 100, 60, 60, 30), roomOutline('beveled', size))).toBe(true);
  });
});

describe('rectsOverlap', () => {
  it('tells overlapping, touching and apart footprints apart', () => {
    expect(rectsOverlap(rect(50, 50, 40, 40), rect(80, 50, 40, 40))).toBe(true);
    expect(rectsOverlap(rect(50, 50, 40, 40), rect(90, 50, 40, 40))).toBe(false);
    expect(rectsOverlap(rect(50, 50, 40, 40), rect(150, 50, 40, 40))).toBe(false);
  });
  it('uses the turned footprints, not their boxes', () => {
    // Diagonal neighbours: the diamonds' boxes overlap, the diamonds themselves only when nearer.
    expect(rectsOverlap(rect(50, 50, 40, 40, 45), rect(85, 85, 40, 40, 45))).toBe(false);
    expect(rectsOverlap(rect(50, 50, 40, 40, 45), rect(70, 70, 40, 40, 45))).toBe(true);
  });
});

describe('offsetPolygon', () => {
  it('grows a room outwards by the wall thickness, whatever its winding', () => {
    const square = roomOutline('rectangular', size);
    const grown = offsetPolygon(square, 10).map((p) => [Math.round(p.x), Math.round(p.y)]);
    expect(grown).toEqual([
      [-10, -10],
      [210, -10],
      [210, 210],
      [-10, 210],
    ]);
    const reversed = offsetPolygon([...square].reverse(), 10);
    expect(Math.abs(signedArea(reversed))).toBeCloseTo(220 * 220);
  });
});
