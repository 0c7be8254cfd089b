import type { RoomLayout } from '@contracts/designer';
import { describe, expect, it } from 'vitest';
import { overlayPending } from './pending';

const layout = (bed: number, lamp: number, width = 400): RoomLayout => ({
  width,
  length: 300,
  shape: 'rectangular',
  items: [
    { id: 'bed', x: bed, y: 100, rotation: 0 },
    { id: 'lamp', x: lamp, y: 50, rotation: 0 },
  ],
});
const base = { layout: layout(100, 300), versions: { layout: 3, room: 1, items: { bed: 1, lamp: 1 } } };

describe('overlayPending', () => {
  it("takes others' changes and keeps this page's edits the server has not confirmed", () => {
    // This page moved the bed to 150; someone else moved the lamp to 10 and widened the room.
    expect(overlayPending(base, layout(150, 300), layout(100, 10, 500))).toEqual(layout(150, 10, 500));
  });

  it('is what was heard when this page changed nothing, or had no base', () => {
    expect(overlayPending(base, layout(100, 300), layout(20, 10))).toEqual(layout(20, 10));
    expect(overlayPending(null, layout(150, 300), layout(20, 10))).toEqual(layout(20, 10));
  });

  it("keeps this page's room change", () => {
    expect(overlayPending(base, layout(100, 300, 640), layout(100, 10))).toEqual(layout(100, 10, 640));
  });
});
