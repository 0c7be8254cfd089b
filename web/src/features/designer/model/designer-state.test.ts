import { RoomLayoutSchema } from '@contracts/designer';
import { describe, expect, it } from 'vitest';
import { commands, type DesignerCommand } from './commands';
import {
  createDesignerState,
  designerReducer,
  type DesignerState,
  outlineOf,
  outsideIds,
  overlappingIds,
  toRoomLayout,
} from './designer-state';
import { fitsRoom } from '@room/placement';
import { createRoomStore } from './room-store';
import { createItem } from './testing';

const run = (state: DesignerState, ...list: DesignerCommand[]) => list.reduce(designerReducer, state);

/** A room store for the history: undo and redo are the store's, which records each local change per item. */
function editing(items: Parameters<typeof createDesignerState>[0], layout?: Parameters<typeof createDesignerState>[1]) {
  const store = createRoomStore({ items, saved: layout });
  return (...list: DesignerCommand[]) => {
    list.forEach(store.dispatch);
    return store.getSnapshot();
  };
}
const sofa = createItem({ id: 'sofa', name: 'Sofa', width: 80, length: 40 });
const chair = createItem({ id: 'chair', name: 'Chair', width: 40, length: 40 });

function designer(layout?: Parameters<typeof createDesignerState>[1]) {
  return createDesignerState([sofa, chair], layout);
}

const saved = {
  width: 200,
  length: 200,
  shape: 'rectangular' as const,
  items: [
    { id: 'sofa', x: 100, y: 100, rotation: 0 },
    { id: 'chair', x: 40, y: 160, rotation: 90 },
  ],
};

describe('createDesignerState', () => {
  it('starts with a 200 × 200 rectangular room and places every item inside without overlaps', () => {
    const state = designer();
    expect(state.layout.room).toEqual({ width: 200, length: 200, shape: 'rectangular' });
    expect(outsideIds(state).size).toBe(0);
    expect(overlappingIds(state).size).toBe(0);
  });

  it('restores a saved layout and places items the layout does not know', () => {
    const state = createDesignerState([sofa, chair, createItem({ id: 'lamp', width: 20, length: 20 })], saved);
    expect(state.layout.placements.sofa).toEqual({ x: 100, y: 100, rotation: 0 });
    expect(state.layout.placements.lamp).toBeDefined();
    expect(RoomLayoutSchema.parse(toRoomLayout(state))).toEqual(toRoomLayout(state));
  });
});

describe('designerReducer', () => {
  it('moves an item, and undo and redo walk back and forth', () => {
    const edit = editing([sofa, chair], saved);
    expect(edit(commands.move('sofa', 120, 100), commands.move('sofa', 130, 110)).state.layout.placements.sofa).toMatchObject({
      x: 130,
      y: 110,
    });
    expect(edit(commands.undo()).state.layout.placements.sofa).toMatchObject({ x: 120, y: 100 });
    const twice = edit(commands.undo());
    expect(twice.state.layout.placements.sofa).toMatchObject({ x: 100, y: 100 });
    expect(twice.canUndo).toBe(false);
    const redone = edit(commands.redo(), commands.redo());
    expect(redone.state.layout.placements.sofa).toMatchObject({ x: 130, y: 110 });
    expect(redone.canRedo).toBe(false);
  });

  it('makes a whole drag one undo step', () => {
    const edit = editing([sofa, chair], saved);
    edit(commands.move('sofa', 110, 100, 'drag-1'), commands.move('sofa', 120, 100, 'drag-1'), commands.move('sofa', 125, 100, 'drag-1'));
    const undone = edit(commands.undo());
    expect(undone.state.layout.placements.sofa).toMatchObject({ x: 100, y: 100 });
    expect(undone.canUndo).toBe(false);
  });

  it('makes a held rotate control one undo step; left is negative', () => {
    const edit = editing([sofa, chair], saved);
    const held = edit(...Array.from({ length: 10 }, () => commands.rotateLeft('sofa', 'hold-1')));
    expect(held.state.layout.placements.sofa?.rotation).toBe(310);
    const undone = edit(commands.undo());
    expect(undone.state.layout.placements.sofa?.rotation).toBe(0);
    expect(undone.canUndo).toBe(false);
  });

  it('clears redo once something new happens', () => {
    const edit = editing([sofa, chair], saved);
    expect(edit(commands.nudge('sofa', 1, 0), commands.undo(), commands.nudge('sofa', 0, 1)).canRedo).toBe(false);
  });

  it('keeps selection and snapping out of the history', () => {
    const edit = editing([sofa, chair], saved);
    const { state, canUndo } = edit(commands.select('sofa'), commands.setSnapping(false));
    expect(state.selectedId).toBe('sofa');
    expect(state.snapping).toBe(false);
    expect(canUndo).toBe(false);
    expect(run(state, commands.select('nothing-like-it')).selectedId).toBe('sofa');
  });

  it('snaps a drag to the wall when snapping is on, and not when it is off', () => {
    const near = commands.move('chair', 23, 100);
    expect(run(designer(saved), near).layout.placements.chair).toMatchObject({ x: 20, y: 100 });
    expect(run(designer(saved), commands.setSnapping(false), near).layout.placements.chair).toMatchObject({ x: 23, y: 100 });
  });

  it('does not snap arrow-key nudges, so an item can step away from a wall', () => {
    const state = run(designer(saved), commands.move('chair', 20, 100), commands.nudge('chair', 1, 0));
    expect(state.layout.placements.chair).toMatchObject({ x: 21 });
  });

  it('keeps dragged and nudged items inside the room', () => {
    const state = run(designer(saved), commands.move('sofa', 500, -300), commands.nudge('chair', -100, 0));
    const outline = outlineOf(state.layout.room);
    expect(fitsRoom(outline, sofa, state.layout.placements.sofa!)).toBe(true);
    expect(state.layout.placements.chair).toMatchObject({ x: 20 });
  });

  it('shows overlapping items', () => {
    const state = run(designer(saved), commands.setSnapping(false), commands.move('chair', 120, 100));
    expect([...overlappingIds(state)].sort()).toEqual(['chair', 'sofa']);
  });

  it('moves items that no longer fit when the shape changes, as one undo step', () => {
    const state = designer({
      ...saved,
      items: [
        { id: 'sofa', x: 150, y: 40, rotation: 0 },
        { id: 'chair', x: 40, y: 160, rotation: 0 },
      ],
    });
    const l = run(state, commands.setShape('l-shaped'));
    expect(l.layout.room.shape).toBe('l-shaped');
    expect(outsideIds(l).size).toBe(0);
    expect(l.layout.placements.chair).toEqual(state.layout.placements.chair);
    const edit = editing([sofa, chair], toRoomLayout(state));
    edit(commands.setShape('l-shaped'));
    expect(edit(commands.undo()).state.layout).toEqual(state.layout);
  });

  it('re-places items when the room shrinks', () => {
    const state = run(designer(saved), commands.setRoomSize(120, 120));
    expect(state.layout.room).toMatchObject({ width: 120, length: 120 });
    expect(outsideIds(state).size).toBe(0);
  });

  it('flags an item the shape cannot hold anywhere', () => {
    const bed = createItem({ id: 'bed', width: 150, length: 150 });
    const state = run(createDesignerState([bed]), commands.setShape('t-shaped'));
    expect([...outsideIds(state)]).toEqual(['bed']);
  });
});

describe('the designer that plans', () => {
  const bed = createItem({ id: 'bed', name: 'Oak Bed', width: 160, length: 210, kind: 'bed' });
  const rug = createItem({ id: 'rug', name: 'Wool Rug', width: 170, length: 240, kind: 'rug', mount: 'rug' });
  const stand = createItem({ id: 'stand', name: 'Nightstand', width: 50, length: 40, kind: 'storage' });
  const duvet = createItem({ id: 'duvet', name: 'Linen Duvet', width: 200, length: 220, kind: 'bedding', mount: 'accessory' });
  const bedroom = [bed, rug, stand, duvet];

  it('starts at a size that fits the furniture, with the automatic arrangement and the accessory off the plan', () => {
    const state = createDesignerState(bedroom);
    expect(state.layout.room).toEqual({ width: 210, length: 240, shape: 'rectangular' });
    expect(state.grownToFit).toBe(true);
    expect(Object.keys(state.layout.placements).sort()).toEqual(['bed', 'rug', 'stand']);
    expect(overlappingIds(state).size).toBe(0);
    expect(outsideIds(state).size).toBe(0);
    expect(toRoomLayout(state)).not.toHaveProperty('removed');
  });

  it('keeps the seed 200 x 200 when the furniture fits', () => {
    const state = createDesignerState([sofa, chair]);
    expect(state.grownToFit).toBe(false);
    expect(state.layout.room).toMatchObject({ width: 200, length: 200 });
  });

  it('does not count furniture on a rug as an overlap, but two rugs are', () => {
    const layout = {
      width: 400,
      length: 400,
      shape: 'rectangular' as const,
      items: [
        { id: 'bed', x: 200, y: 105, rotation: 0 },
        { id: 'rug', x: 200, y: 180, rotation: 0 },
        { id: 'rug2', x: 220, y: 200, rotation: 0 },
      ],
    };
    const rug2 = createItem({ id: 'rug2', width: 100, length: 100, kind: 'rug' });
    expect([...overlappingIds(createDesignerState([bed, rug], layout))]).toEqual([]);
    expect([...overlappingIds(createDesignerState([bed, rug, rug2], layout))].sort()).toEqual(['rug', 'rug2']);
  });

  it('takes an item off the plan and brings it back; the saved layout lists it as removed', () => {
    const selected = run(createDesignerState(bedroom), commands.select('stand'));
    const removed = run(selected, commands.remove('stand'));
    expect(removed.layout.placements.stand).toBeUndefined();
    expect(removed.selectedId).toBeNull();
    expect(toRoomLayout(removed).removed).toEqual(['stand']);
    expect(createDesignerState(bedroom, toRoomLayout(removed)).layout.placements.stand).toBeUndefined();
    const back = run(removed, commands.restore('stand'));
    expect(back.layout.placements.stand).toBeDefined();
    expect(back.selectedId).toBe('stand');
    expect(overlappingIds(back).size).toBe(0);
    const edit = editing(bedroom, toRoomLayout(removed));
    edit(commands.restore('stand'));
    expect(edit(commands.undo()).state.layout.placements.stand).toBeUndefined();
  });

  it('arranges afresh for a new room while nothing was moved by hand', () => {
    const state = run(createDesignerState(bedroom), commands.setRoomSize(400, 300));
    expect(state.automatic).toBe(true);
    expect(state.layout.placements.bed).toEqual({ x: 200, y: 105, rotation: 0 });
    expect(state.notice).toBeNull();
  });

  it('keeps what still fits when the room changes after hand edits, and says what moved', () => {
    const edited = run(createDesignerState(bedroom), commands.setRoomSize(400, 300), commands.move('stand', 370, 250));
    expect(edited.automatic).toBe(false);
    const smaller = run(edited, commands.setRoomSize(300, 300));
    expect(smaller.layout.placements.bed).toEqual(edited.layout.placements.bed);
    expect(smaller.notice).toBe('Moved to fit the room: Nightstand.');
    expect(outsideIds(smaller).size).toBe(0);
    const tiny = run(edited, commands.setShape('u-shaped'), commands.setRoomSize(220, 240));
    expect(tiny.notice).toBe('Moved to fit the room: Nightstand. Oak Bed and Wool Rug do not fit this room.');
  });
});
