import { cm, px } from '@room/units';
import { fitViewport, roomOrigin } from '@room/viewport';
import { describe, expect, it } from 'vitest';
import { type ScreenBox, TOOLBAR_SIZE, toolbarSpot } from './toolbar-spot';

const WALL = px(7);
const room = { width: cm(500), length: cm(400) };
// The phone's canvas: 300 px wide, a 30 px margin.
const viewport = fitViewport(room, px(300), px(360), px(30));
const origin = roomOrigin(viewport, room);
const scale = viewport.scale;

/** The room's width written above the walls and its length left of them (12 px text, generously boxed). */
const widthLabel: ScreenBox = {
  minX: origin.x + (room.width * scale) / 2 - 30,
  maxX: origin.x + (room.width * scale) / 2 + 30,
  minY: origin.y - WALL - 6 - 12,
  maxY: origin.y - WALL - 6 + 4,
};
const lengthLabel: ScreenBox = {
  minX: origin.x - WALL - 6 - 12,
  maxX: origin.x - WALL - 6 + 4,
  minY: origin.y + (room.length * scale) / 2 - 30,
  maxY: origin.y + (room.length * scale) / 2 + 30,
};

/** A 40 x 40 cm item centred at (x, y) cm, as a box on the canvas. */
const itemAt = (x: number, y: number): ScreenBox => ({
  minX: origin.x + (x - 20) * scale,
  maxX: origin.x + (x + 20) * scale,
  minY: origin.y + (y - 20) * scale,
  maxY: origin.y + (y + 20) * scale,
});

const overlaps = (a: ScreenBox, b: ScreenBox) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

describe('the on-canvas toolbar', () => {
  it('sits just above an item in the middle of the room, centred on it', () => {
    const item = itemAt(250, 200);
    const spot = toolbarSpot(viewport, room, item, WALL);
    expect(spot.above).toBe(true);
    expect(spot.top).toBeCloseTo(item.minY - 8 - TOOLBAR_SIZE.height);
    expect(spot.left + TOOLBAR_SIZE.width / 2).toBeCloseTo((item.minX + item.maxX) / 2);
  });

  it('goes below an item near the top wall rather than over the room width written above it', () => {
    const item = itemAt(250, 60);
    const spot = toolbarSpot(viewport, room, item, WALL);
    expect(spot.above).toBe(false);
    expect(spot.top).toBeCloseTo(item.maxY + 8);
  });

  it('never covers the room’s width or length, wherever the item stands', () => {
    for (let x = 20; x <= 480; x += 5)
      for (let y = 20; y <= 380; y += 5) {
        const { left, top } = toolbarSpot(viewport, room, itemAt(x, y), WALL);
        const bar = { minX: left, minY: top, maxX: left + TOOLBAR_SIZE.width, maxY: top + TOOLBAR_SIZE.height };
        expect(overlaps(bar, widthLabel) || overlaps(bar, lengthLabel), `an item at ${x}, ${y} cm`).toBe(false);
        expect(bar.maxX, `an item at ${x}, ${y} cm`).toBeLessThanOrEqual(viewport.width);
      }
  });
});
