import { describe, expect, it } from 'vitest';
import type { PlacedRect } from '@room/geometry';
import { roomOutline } from '@room/room-shapes';
import { snapRect } from './snapping';
import { cm, deg, roomPoint } from '@room/units';

const rect = (x: number, y: number, width = 40, length = 40, rotation = 0): PlacedRect => ({
  center: roomPoint(x, y),
  width: cm(width),
  length: cm(length),
  rotation: deg(rotation),
});
const square = roomOutline('rectangular', { width: cm(200), length: cm(200) });

describe('snapRect', () => {
  it('pulls an edge within 5 cm onto the wall', () => {
    const snap = snapRect(rect(24, 100), square, []);
    expect(snap.center).toEqual(roomPoint(20, 100));
    expect(snap.guides).toEqual([{ axis: 'x', at: 0 }]);
  });

  it('leaves an item alone beyond the threshold', () => {
    expect(snapRect(rect(27, 100), square, []).center).toEqual(roomPoint(27, 100));
  });

  it('snaps both axes into a corner', () => {
    expect(snapRect(rect(177, 183), square, []).center).toEqual(roomPoint(180, 180));
  });

  it('puts an item edge to edge with its neighbour', () => {
    const neighbour = rect(100, 100);
    expect(snapRect(rect(143, 104), square, [neighbour]).center).toEqual(roomPoint(140, 100));
  });

  it('ignores a neighbour far away on the other axis', () => {
    const neighbour = rect(100, 30);
    expect(snapRect(rect(143, 170), square, [neighbour]).center).toEqual(roomPoint(143, 170));
  });

  it('snaps the inner walls of the L, using the turned footprint box', () => {
    const l = roomOutline('l-shaped', { width: cm(200), length: cm(200) });
    const turned = rect(150, 133, 60, 40, 90);
    expect(snapRect(turned, l, []).center.y).toBeCloseTo(130);
  });
});
