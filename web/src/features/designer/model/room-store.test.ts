import type { RoomLayout } from '@contracts/designer';
import { type LayoutEdits, mergeLayout, type VersionedLayout } from '@contracts/live-layout';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commands } from './commands';
import { createRoomStore, overlayPending, type RoomStore, SAVE_DELAY_MS } from './room-store';
import { createItem } from './testing';

const one = createItem({ id: 'one', name: 'Armchair', width: 60, length: 40 });
const two = createItem({ id: 'two', name: 'Side table', width: 60, length: 40 });
const saved: RoomLayout = {
  width: 500,
  length: 400,
  shape: 'rectangular',
  items: [
    { id: 'one', x: 100, y: 200, rotation: 0 },
    { id: 'two', x: 300, y: 200, rotation: 0 },
  ],
};

/**
 * The server's side of a board edited together, in memory: each save is merged by the real rule (`mergeLayout`) and
 * the stored layout reaches every listener `latency` ms later, as the live document does.
 */
function createServer(layout: RoomLayout) {
  let stored: VersionedLayout = { layout, versions: { layout: 1, room: 1, items: { one: 1, two: 1 } } };
  const listeners: ((heard: VersionedLayout) => void)[] = [];
  const sent: { layout: RoomLayout; edits: LayoutEdits }[] = [];
  let latency = 0;
  return {
    get stored() {
      return stored;
    },
    sent,
    setLatency: (ms: number) => (latency = ms),
    async save(incoming: RoomLayout, edits: LayoutEdits): Promise<VersionedLayout> {
      await Promise.resolve();
      sent.push({ layout: incoming, edits });
      const merged = mergeLayout(stored, incoming, edits);
      stored = { layout: merged.layout, versions: merged.versions };
      const heard = stored;
      setTimeout(() => listeners.forEach((listener) => listener(heard)), latency);
      return heard;
    },
    editor(): RoomStore {
      const store = createRoomStore({
        items: [one, two],
        saved: stored.layout,
        versions: stored.versions,
        send: (next, edits) => this.save(next, edits),
      });
      store.dispatch(commands.setSnapping(false));
      listeners.push((heard) => store.hear(heard));
      return store;
    },
  };
}

const where = (store: RoomStore, id: string) => {
  const at = store.getSnapshot().state.layout.placements[id];
  return at ? { x: at.x, y: at.y } : undefined;
};
/** Lets every save and every broadcast happen. */
const settle = () => vi.advanceTimersByTimeAsync(5_000);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('two editors and undo', () => {
  it('A moves item 1, B moves item 2, A undoes: item 2 stays where B put it and item 1 is back, on both screens', async () => {
    const server = createServer(saved);
    const [a, b] = [server.editor(), server.editor()];
    a.dispatch(commands.move('one', 120, 250));
    await settle();
    b.dispatch(commands.move('two', 350, 100));
    await settle();
    expect([where(a, 'one'), where(a, 'two')]).toEqual([
      { x: 120, y: 250 },
      { x: 350, y: 100 },
    ]);
    a.dispatch(commands.undo());
    expect(where(a, 'one')).toEqual({ x: 100, y: 200 });
    expect(where(a, 'two')).toEqual({ x: 350, y: 100 });
    await settle();
    for (const store of [a, b]) {
      expect(where(store, 'one')).toEqual({ x: 100, y: 200 });
      expect(where(store, 'two')).toEqual({ x: 350, y: 100 });
    }
    expect(server.stored.layout.items).toEqual([
      { id: 'one', x: 100, y: 200, rotation: 0 },
      { id: 'two', x: 350, y: 100, rotation: 0 },
    ]);
    // The undo's save names only A's own item.
    expect(Object.keys(server.sent.at(-1)!.edits.items)).toEqual(['one']);
    expect(a.getSnapshot().canUndo).toBe(false);
    expect(b.getSnapshot().canUndo).toBe(true);
  });

  it('redo puts back only what the undo took, and a remote change makes no undo step', async () => {
    const server = createServer(saved);
    const [a, b] = [server.editor(), server.editor()];
    b.dispatch(commands.move('two', 350, 100));
    await settle();
    expect(a.getSnapshot().canUndo).toBe(false);
    expect(a.getSnapshot().lastOrigin).toBe('remote');
    a.dispatch(commands.move('one', 120, 250));
    a.dispatch(commands.undo());
    a.dispatch(commands.redo());
    await settle();
    for (const store of [a, b])
      expect([where(store, 'one'), where(store, 'two')]).toEqual([
        { x: 120, y: 250 },
        { x: 350, y: 100 },
      ]);
    expect(a.getSnapshot().canRedo).toBe(false);
  });

  it('leaves alone an item another editor moved after this page did: their move stands, and the undo says so', async () => {
    const server = createServer(saved);
    const [a, b] = [server.editor(), server.editor()];
    a.dispatch(commands.move('one', 120, 250));
    await settle();
    b.dispatch(commands.move('one', 140, 300));
    await settle();
    a.dispatch(commands.undo());
    expect(a.getSnapshot().state.notice).toBe("Can't undo: someone else changed this item since.");
    expect(a.getSnapshot().state.selectedId).toBe('one');
    await settle();
    for (const store of [a, b]) expect(where(store, 'one')).toEqual({ x: 140, y: 300 });
    expect(a.getSnapshot().canUndo).toBe(false);
    // Nothing changed, so nothing was saved.
    expect(server.sent).toHaveLength(2);
  });

  it('never jumps back over a remote change to undo something older: the older step waits for the next Undo', async () => {
    const server = createServer(saved);
    const [a, b] = [server.editor(), server.editor()];
    a.dispatch(commands.move('two', 350, 100));
    a.dispatch(commands.move('one', 120, 250));
    await settle();
    b.dispatch(commands.move('one', 140, 300));
    await settle();
    a.dispatch(commands.undo());
    expect(a.getSnapshot().state.notice).toBe("Can't undo: someone else changed this item since.");
    expect([where(a, 'one'), where(a, 'two')]).toEqual([
      { x: 140, y: 300 },
      { x: 350, y: 100 },
    ]);
    expect(a.getSnapshot().canUndo).toBe(true);
    // Asked again, Undo takes back the older move, of the item nobody else touched.
    a.dispatch(commands.undo());
    expect(a.getSnapshot().state.notice).toBeNull();
    await settle();
    for (const store of [a, b])
      expect([where(store, 'one'), where(store, 'two')]).toEqual([
        { x: 140, y: 300 },
        { x: 300, y: 200 },
      ]);
  });

  it('undoes the rest of a step whose one item another editor moved since, and says what it left', async () => {
    const server = createServer(saved);
    const [a, b] = [server.editor(), server.editor()];
    // Making the room smaller moves item two inside; then B moves item two.
    a.dispatch(commands.setRoomSize(250, 400));
    const moved = where(a, 'two')!;
    expect(moved.x).toBeLessThan(250);
    await settle();
    b.dispatch(commands.move('two', 60, 350));
    await settle();
    a.dispatch(commands.undo());
    expect(a.getSnapshot().state.layout.room).toMatchObject({ width: 500, length: 400 });
    expect(where(a, 'two')).toEqual({ x: 60, y: 350 });
    expect(a.getSnapshot().state.notice).toBe("Can't undo: someone else changed this item since.");
  });

  it('says so when the room itself was changed by someone else since, and redo meets the same rule', async () => {
    const server = createServer(saved);
    const [a, b] = [server.editor(), server.editor()];
    a.dispatch(commands.setRoomSize(600, 400));
    await settle();
    b.dispatch(commands.setShape('l-shaped'));
    await settle();
    a.dispatch(commands.undo());
    expect(a.getSnapshot().state.notice).toBe("Can't undo: someone else changed the room since.");
    expect(a.getSnapshot().state.layout.room).toMatchObject({ width: 600, shape: 'l-shaped' });

    a.dispatch(commands.move('one', 120, 250));
    a.dispatch(commands.undo());
    await settle();
    b.dispatch(commands.move('one', 90, 150));
    await settle();
    a.dispatch(commands.redo());
    expect(a.getSnapshot().state.notice).toBe("Can't redo: someone else changed this item since.");
    expect(where(a, 'one')).toEqual({ x: 90, y: 150 });
    expect(a.getSnapshot().canRedo).toBe(false);
  });

  it('undoes a whole drag as one step, and a room change with the items it moved', async () => {
    const server = createServer(saved);
    const a = server.editor();
    for (const x of [110, 120, 125]) a.dispatch(commands.move('one', x, 200, 'drag-1'));
    a.dispatch(commands.setRoomSize(200, 200));
    expect(where(a, 'two')!.x).toBeLessThan(200);
    a.dispatch(commands.undo());
    expect(a.getSnapshot().state.layout.room).toMatchObject({ width: 500, length: 400 });
    expect(where(a, 'two')).toEqual({ x: 300, y: 200 });
    expect(where(a, 'one')).toEqual({ x: 125, y: 200 });
    a.dispatch(commands.undo());
    expect(where(a, 'one')).toEqual({ x: 100, y: 200 });
    expect(a.getSnapshot().canUndo).toBe(false);
  });
});

describe('the remote merge and the debounced save', () => {
  it(`keeps an unsaved local move when another editor's change arrives within the ${SAVE_DELAY_MS} ms window, then saves only it`, async () => {
    const server = createServer(saved);
    const [a, b] = [server.editor(), server.editor()];
    a.dispatch(commands.move('one', 120, 250));
    expect(a.getSnapshot().saveStatus).toBe('pending');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS / 2);
    b.dispatch(commands.move('two', 350, 100));
    await b.flush();
    await vi.advanceTimersByTimeAsync(1);
    // B saved while A's timer still ran: A heard B's layout and keeps its own move on top.
    expect(server.sent).toHaveLength(1);
    expect(a.getSnapshot().saveStatus).toBe('pending');
    expect(where(a, 'one')).toEqual({ x: 120, y: 250 });
    expect(where(a, 'two')).toEqual({ x: 350, y: 100 });
    await settle();
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]!.edits).toEqual({ items: { one: 1 } });
    expect(a.getSnapshot().saveStatus).toBe('saved');
    for (const store of [a, b])
      expect([where(store, 'one'), where(store, 'two')]).toEqual([
        { x: 120, y: 250 },
        { x: 350, y: 100 },
      ]);
  });

  it(`saves once, ${SAVE_DELAY_MS} ms after a drag stops; selecting saves nothing`, async () => {
    const server = createServer(saved);
    const a = server.editor();
    a.dispatch(commands.select('one'));
    for (const x of [110, 120, 130]) {
      a.dispatch(commands.move('one', x, 200, 'drag-1'));
      await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS / 2);
    }
    expect(server.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS / 2);
    expect(server.sent.map((s) => s.edits)).toEqual([{ items: { one: 1 } }]);
  });

  it('says the save failed, and sends it again with the next change', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(null);
    const store = createRoomStore({ items: [one, two], saved, versions: { layout: 1, room: 1, items: {} }, send });
    store.dispatch(commands.setSnapping(false));
    store.dispatch(commands.move('one', 120, 250));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(store.getSnapshot().saveStatus).toBe('error');
    store.dispatch(commands.move('two', 350, 100));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(Object.keys(send.mock.calls[1]![1].items).sort()).toEqual(['one', 'two']);
    expect(store.getSnapshot().saveStatus).toBe('saved');
  });

  it('takes an item another editor took off the plan off this plan too, rather than placing it anew', async () => {
    const server = createServer(saved);
    const [a, b] = [server.editor(), server.editor()];
    b.dispatch(commands.remove('two'));
    await settle();
    expect(where(a, 'two')).toBeUndefined();
    expect(server.stored.layout.items.map((item) => item.id)).toEqual(['one']);
  });

  it('sends the last change at once as the page goes away, not after a save still on its way', async () => {
    let answer: (() => void) | undefined;
    const send = vi.fn((_layout: RoomLayout, _edits: LayoutEdits, options?: { keepalive?: boolean }) =>
      options?.keepalive ? Promise.resolve(null) : new Promise<null>((resolve) => (answer = () => resolve(null))),
    );
    const store = createRoomStore({ items: [one, two], saved, versions: { layout: 1, room: 1, items: {} }, send });
    store.dispatch(commands.setSnapping(false));
    store.dispatch(commands.move('one', 120, 250));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    store.dispatch(commands.move('two', 350, 100));
    void store.flush({ keepalive: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![2]).toEqual({ keepalive: true });
    expect(send.mock.calls[1]![0].items.find((item) => item.id === 'two')).toMatchObject({ x: 350, y: 100 });
    answer!();
  });

  it('keeps an edit made while the save before it is on its way: an item put back, a move undone', async () => {
    const server = createServer(saved);
    let release!: () => void;
    const store = createRoomStore({
      items: [one, two],
      saved: server.stored.layout,
      versions: server.stored.versions,
      send: async (next, edits) => {
        await new Promise<void>((resolve) => (release = resolve));
        return server.save(next, edits);
      },
    });
    store.dispatch(commands.setSnapping(false));
    store.dispatch(commands.remove('one'));
    store.dispatch(commands.move('two', 350, 100));
    // Both edits' save leaves, then the move is undone and the item put back before its answer arrives.
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    store.dispatch(commands.undo());
    store.dispatch(commands.restore('one'));
    release();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    release();
    await settle();
    // Put back where there is room (restore's own rule), and the undone move back where it was: on the page and stored.
    const placed = store.getSnapshot().layout.items;
    expect(placed.map((item) => item.id).sort()).toEqual(['one', 'two']);
    expect(where(store, 'two')).toEqual({ x: 300, y: 200 });
    const byId = (items: RoomLayout['items']) => [...items].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(server.stored.layout.items)).toEqual(byId(placed));
  });

  it('sends nothing for a reader', async () => {
    const store = createRoomStore({ items: [one, two], saved });
    store.dispatch(commands.move('one', 120, 250));
    await store.flush();
    expect(store.getSnapshot().saveStatus).toBe('idle');
  });
});

describe('both drag different items at the same moment', () => {
  it('keeps every move on both screens, twenty times over, whatever the order the saves and broadcasts arrive in', async () => {
    const server = createServer(saved);
    const [a, b] = [server.editor(), server.editor()];
    for (let round = 1; round <= 20; round++) {
      server.setLatency([0, 300, 1_200][round % 3]!);
      const mine = { x: 80 + round * 5, y: 100 + round * 3 };
      const theirs = { x: 420 - round * 5, y: 300 - round * 3 };
      // The same moment, or B a little later (inside A's save window), drag by drag.
      for (let step = 1; step <= 3; step++) {
        a.dispatch(commands.move('one', mine.x - 3 + step, mine.y, `a-${round}`));
        if (round % 2) await vi.advanceTimersByTimeAsync(round * 20);
        b.dispatch(commands.move('two', theirs.x - 3 + step, theirs.y, `b-${round}`));
      }
      await settle();
      for (const store of [a, b]) {
        expect(where(store, 'one'), `round ${round}`).toEqual(mine);
        expect(where(store, 'two'), `round ${round}`).toEqual(theirs);
      }
    }
    expect(server.stored.layout.items).toEqual([
      { id: 'one', x: 180, y: 160, rotation: 0 },
      { id: 'two', x: 320, y: 240, rotation: 0 },
    ]);
  });
});

describe('overlayPending', () => {
  const layout = (bed: number, lamp: number, width = 400): RoomLayout => ({
    width,
    length: 300,
    shape: 'rectangular',
    items: [
      { id: 'bed', x: bed, y: 100, rotation: 0 },
      { id: 'lamp', x: lamp, y: 50, rotation: 0 },
    ],
  });
  const base = layout(100, 300);

  it("takes others' changes and keeps this page's edits the server has not confirmed", () => {
    // This page moved the bed to 150; someone else moved the lamp to 10 and widened the room.
    expect(overlayPending(base, layout(150, 300), layout(100, 10, 500))).toEqual(layout(150, 10, 500));
  });

  it('is what was heard when this page changed nothing', () => {
    expect(overlayPending(base, layout(100, 300), layout(20, 10))).toEqual(layout(20, 10));
  });

  it("keeps this page's room change, and its doors", () => {
    const door = { id: 'door-1', kind: 'door' as const, wall: 0, offset: 50, width: 80, hinge: 'left' as const };
    expect(overlayPending(base, { ...layout(100, 300, 640), openings: [door] }, layout(100, 10))).toEqual({
      ...layout(100, 10, 640),
      openings: [door],
    });
  });
});
