import { describe, expect, it } from 'vitest';
import type { RoomLayout } from './designer.js';
import { initialsOf, layoutEdits, mergeLayout, type VersionedLayout } from './live-layout.js';

const room = (items: RoomLayout['items'], size: Partial<RoomLayout> = {}): RoomLayout => ({
  width: 400,
  length: 300,
  shape: 'rectangular',
  items,
  ...size,
});
const bed = (x: number, rotation = 0) => ({ id: 'bed', x, y: 100, rotation });
const lamp = (x: number) => ({ id: 'lamp', x, y: 50, rotation: 0 });

const stored: VersionedLayout = { layout: room([bed(100), lamp(300)]), versions: { layout: 4, room: 1, items: { bed: 2, lamp: 1 } } };

describe('layoutEdits', () => {
  it('names the items and the room that changed, each with the version it was based on', () => {
    expect(layoutEdits(stored, room([bed(100), lamp(320)]))).toEqual({ items: { lamp: 1 } });
    expect(layoutEdits(stored, room([bed(100, 90), lamp(300)], { width: 500 }))).toEqual({ room: 1, items: { bed: 2 } });
    expect(layoutEdits(stored, room([bed(100)]))).toEqual({ items: { lamp: 1 } });
  });

  it('names everything when nothing is stored yet', () => {
    expect(layoutEdits(null, room([bed(1), lamp(2)]))).toEqual({ room: 0, items: { bed: 0, lamp: 0 } });
  });
});

describe('mergeLayout', () => {
  it('keeps the items taken off the plan as removed, until one is placed again', () => {
    const takenOff = mergeLayout(stored, { ...room([bed(100)]), removed: ['lamp'] }, { items: { lamp: 1 } });
    expect(takenOff.layout).toEqual({ ...room([bed(100)]), removed: ['lamp'] });
    const moved = mergeLayout(takenOff, room([bed(150)]), { items: { bed: 2 } });
    expect(moved.layout.removed).toEqual(['lamp']);
    const back = mergeLayout(moved, room([bed(150), lamp(10)]), { items: { lamp: 2 } });
    expect(back.layout).toEqual(room([bed(150), lamp(10)]));
    expect(mergeLayout(null, { ...room([bed(1)]), removed: ['lamp'] }, { room: 0, items: { bed: 0 } }).layout.removed).toEqual(['lamp']);
  });

  it('applies an edit based on the stored version and moves that item and the layout on', () => {
    const merged = mergeLayout(stored, room([bed(100), lamp(320)]), { items: { lamp: 1 } });
    expect(merged).toEqual({
      layout: room([bed(100), lamp(320)]),
      versions: { layout: 5, room: 1, items: { bed: 2, lamp: 2 } },
      changed: true,
      overwritten: [],
    });
  });

  it('keeps the other items as stored: two concurrent saves of different items are both kept', () => {
    // Both clients based their edit on `stored`; each sends its whole layout, naming only what it edited.
    const first = mergeLayout(stored, room([bed(150), lamp(300)]), { items: { bed: 2 } });
    const second = mergeLayout(first, room([bed(100), lamp(10)]), { items: { lamp: 1 } });
    expect(second.layout.items).toEqual([bed(150), lamp(10)]);
    expect(second.versions).toEqual({ layout: 6, room: 1, items: { bed: 3, lamp: 2 } });
    expect(second.overwritten).toEqual([]);
  });

  it('lets the later edit of the same item win, and says it replaced an edit its client had not seen', () => {
    const first = mergeLayout(stored, room([bed(150), lamp(300)]), { items: { bed: 2 } });
    const later = mergeLayout(first, room([bed(20, 90), lamp(300)]), { items: { bed: 2 } });
    expect(later.layout.items[0]).toEqual(bed(20, 90));
    expect(later.versions.items.bed).toBe(4);
    expect(later.overwritten).toEqual(['bed']);
  });

  it('versions a room change apart from the items, keeping items edited meanwhile', () => {
    const moved = mergeLayout(stored, room([bed(100), lamp(10)]), { items: { lamp: 1 } });
    const resized = mergeLayout(moved, room([bed(100), lamp(300)], { width: 520, shape: 'l-shaped' }), { room: 1, items: {} });
    expect(resized.layout).toEqual(room([bed(100), lamp(10)], { width: 520, shape: 'l-shaped' }));
    expect(resized.versions).toEqual({ layout: 6, room: 2, items: { bed: 2, lamp: 2 } });
    const stale = mergeLayout(resized, room([bed(100), lamp(10)], { width: 300 }), { room: 1, items: {} });
    expect([stale.layout.width, stale.layout.shape, stale.versions.room, stale.overwritten]).toEqual([300, 'rectangular', 3, ['room']]);
  });

  it('removes an item the save dropped, and changes nothing (no new version) when the save equals what is stored', () => {
    expect(mergeLayout(stored, room([bed(100)]), { items: { lamp: 1 } }).layout.items).toEqual([bed(100)]);
    const same = mergeLayout(stored, room([bed(100), lamp(300)]), { items: { bed: 2, lamp: 0 } });
    expect([same.changed, same.versions.layout, same.overwritten]).toEqual([false, 4, []]);
  });

  it('starts from version 1 when nothing was stored', () => {
    const first = mergeLayout(null, room([bed(1)]), { room: 0, items: { bed: 0 } });
    expect(first.versions).toEqual({ layout: 1, room: 1, items: { bed: 1 } });
  });
});

describe('presence', () => {
  it('shows up to two initials', () => {
    expect([initialsOf('Ada Lovelace'), initialsOf('ada'), initialsOf('Jean Paul Sartre'), initialsOf(' ')]).toEqual([
      'AL',
      'A',
      'JS',
      '?',
    ]);
  });
});

describe('doors and windows in a layout save', () => {
  const window = { id: 'window-1', kind: 'window' as const, wall: 0, offset: 120, width: 100 };

  it('are part of the room: a save that adds one edits the room and keeps it', () => {
    const next = room([bed(100), lamp(300)], { openings: [window] });
    expect(layoutEdits(stored, next)).toEqual({ room: 1, items: {} });
    const merged = mergeLayout(stored, next, layoutEdits(stored, next));
    expect(merged.layout.openings).toEqual([window]);
    expect(merged.versions.room).toBe(2);
  });

  it("stay when another editor's save moves only an item", () => {
    const withWindow = mergeLayout(stored, room([bed(100), lamp(300)], { openings: [window] }), { room: 1, items: {} });
    const moved = mergeLayout(withWindow, room([bed(150), lamp(300)]), { items: { bed: 2 } });
    expect(moved.layout.openings).toEqual([window]);
    expect(moved.layout.items).toContainEqual(bed(150));
  });
});
