import { RoomLayoutSchema } from '@contracts/designer';
import { describe, expect, it } from 'vitest';
import { commands, type DesignerCommand } from './commands';
import { createDesignerState, designerReducer, type DesignerState, inSwingIds, swingNotice, toRoomLayout } from './designer-state';
import { createRoomStore } from './room-store';
import { createItem } from './testing';

const run = (state: DesignerState, ...list: DesignerCommand[]) => list.reduce(designerReducer, state);
const chair = createItem({ id: 'chair', name: 'Chair', width: 40, length: 40 });
const saved = {
  width: 300,
  length: 200,
  shape: 'rectangular' as const,
  items: [{ id: 'chair', x: 60, y: 60, rotation: 0 }],
};

describe('doors and windows in the designer', () => {
  it('keeps an old layout as it was saved: the classic door, no openings written back', () => {
    const state = createDesignerState([chair], saved);
    expect(state.layout.openings).toEqual([{ id: 'door-1', kind: 'door', wall: 2, offset: 150, width: 80, hinge: 'left' }]);
    expect(toRoomLayout(state)).toEqual(saved);
  });

  it('adds a window on the back wall, drags it to the right wall and sets its width, in the saved layout', () => {
    let state = run(createDesignerState([chair], saved), commands.addOpening('window'));
    expect(state.selectedOpening).toBe('window-1');
    expect(state.layout.openings[1]).toEqual({ id: 'window-1', kind: 'window', wall: 0, offset: 150, width: 120 });
    state = run(state, commands.moveOpening('window-1', 296, 90, 'drag-1'), commands.moveOpening('window-1', 299, 100, 'drag-1'));
    state = run(state, commands.setOpening('window-1', { width: 90 }));
    const layout = toRoomLayout(state);
    expect(layout.openings?.[1]).toEqual({ id: 'window-1', kind: 'window', wall: 1, offset: 100, width: 90 });
    expect(RoomLayoutSchema.safeParse(layout).success).toBe(true);
    // The drag is one undo step, the width another, the new window a third.
    const store = createRoomStore({ items: [chair], saved });
    for (const command of [
      commands.addOpening('window'),
      commands.moveOpening('window-1', 296, 90, 'drag-1'),
      commands.moveOpening('window-1', 299, 100, 'drag-1'),
      commands.setOpening('window-1', { width: 90 }),
      commands.undo(),
      commands.undo(),
    ])
      store.dispatch(command);
    expect(store.getSnapshot().state.layout.openings[1]?.wall).toBe(0);
    expect(store.getSnapshot().canUndo).toBe(true);
  });

  it('names a chair that stands in a door swing and clears it when the door moves away', () => {
    let state = createDesignerState([chair], { ...saved, items: [{ id: 'chair', x: 150, y: 170, rotation: 0 }] });
    // The classic door of an untouched layout stands for a door somewhere: it flags nothing.
    expect(inSwingIds(state).size).toBe(0);
    state = run(state, commands.setOpening('door-1', { hinge: 'right' }));
    expect([...inSwingIds(state)]).toEqual(['chair']);
    expect(swingNotice(state)).toBe("Chair stands in a door's swing: move it clear of the door.");
    state = run(state, commands.moveOpening('door-1', 0, 100));
    expect(state.layout.openings[0]).toMatchObject({ wall: 3, offset: 100, hinge: 'right' });
    expect(inSwingIds(state).size).toBe(0);
    expect(swingNotice(state)).toBeNull();
  });

  it('flips the hinge and removes a door', () => {
    let state = run(createDesignerState([chair], saved), commands.setOpening('door-1', { hinge: 'right' }));
    expect(state.layout.openings[0]?.hinge).toBe('right');
    state = run(state, commands.removeOpening('door-1'));
    expect(toRoomLayout(state).openings).toEqual([]);
  });
});

describe('the classic door and a new room', () => {
  it('moves with the room while untouched, so the saved layout keeps its old form', () => {
    const state = run(createDesignerState([chair], saved), commands.setShape('l-shaped'), commands.setRoomSize(500, 400));
    expect(toRoomLayout(state).openings).toBeUndefined();
  });

  it('keeps placed openings on their walls', () => {
    const state = run(createDesignerState([chair], saved), commands.addOpening('window'), commands.setRoomSize(500, 400));
    expect(toRoomLayout(state).openings?.map((o) => [o.id, o.wall])).toEqual([
      ['door-1', 2],
      ['window-1', 0],
    ]);
  });
});
