// @vitest-environment happy-dom
// The room designer with its store, as the board page mounts it (LiveDesigner, ReadOnlyDesigner): pointer drags by
// mouse and touch, keys, the hold-to-rotate control, undo and redo, the toolbar, the size step, and what a save sends.
// The live document (the other editors) is left out: the two-editor journey runs in the browser (e2e/live.e2e.ts).
import type { Board } from '@contracts/boards';
import type { RoomLayout } from '@contracts/designer';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../lib/session';
import { at, layOut, path, pointer, type Point } from '../../testing/pointer';
import { type ApiCall, fakeApi, renderPage } from '../../testing/render-page';
import { LiveDesigner, ReadOnlyDesigner } from './board-room';

vi.mock('../../features/live/hooks/use-live-layout', () => ({ useLiveLayout: () => ({ others: [] }) }));

// Unmounted while the API is still faked: a designer going away sends the change still waiting (render-page's own
// cleanup comes after this one, and puts the real fetch back).
afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});

const item = (id: string, title: string, width: number, length: number, extra: Partial<Board['items'][number]> = {}) => ({
  id,
  title,
  price: 100,
  width,
  length,
  height: 80,
  cutout: null,
  ...extra,
});

const SAVED: RoomLayout = {
  width: 500,
  length: 400,
  shape: 'rectangular',
  items: [
    { id: 'sofa', x: 250, y: 300, rotation: 0 },
    { id: 'chair', x: 100, y: 100, rotation: 0 },
  ],
};

const BOARD: Board = {
  id: 'b1',
  image_url: '/blobs/b1.jpg',
  title: 'Oslo Sofa, Lima Armchair, Porto Pillow',
  generated_title: 'Warm evening lounge',
  description: { main_title: 'A lounge', description: 'Soft light and a deep sofa.' },
  background_removed_images: [],
  hex_code: '#AA8866',
  palette: [{ hex: '#AA8866', name: 'Camel' }],
  width: '200,80,45',
  height: '80,80,45',
  items: [
    item('sofa', 'Oslo Sofa', 200, 90, { kind: 'sofa' }),
    item('chair', 'Lima Armchair', 80, 80, { kind: 'armchair' }),
    item('pillow', 'Porto Pillow', 45, 45, { mount: 'accessory' }),
  ],
  function_name: 'Entertainment',
  timestamp: '2026-11-20T10:00:00.000Z',
  date: '2026-11-20',
  visibility: 'private',
  owner: { name: 'Ada' },
  isOwner: false,
  canEdit: true,
  layout: SAVED,
  layoutVersions: { layout: 3, room: 1, items: { sofa: 2, chair: 1 } },
};

/** The API of an editable board: each layout save is stored and answered with the next versions. */
function boardApi(): ApiCall[] {
  let version = 3;
  return fakeApi((call) => {
    if (call.method !== 'PUT' || call.path !== 'boards/b1/layout') return undefined;
    const { base: _base, ...layout } = call.body as RoomLayout & { base: unknown };
    version += 1;
    const items = Object.fromEntries(layout.items.map((placed) => [placed.id, version]));
    return { body: { ...BOARD, layout, layoutVersions: { layout: version, room: version, items } } };
  });
}

/** The owner's (or a co-editor's) designer on a board laid out as SAVED, the canvas on screen at its own size. */
function openDesigner(board: Board = BOARD) {
  setSessionToken('session');
  const calls = boardApi();
  const page = renderPage(<LiveDesigner board={board} />);
  return { ...page, calls };
}

const canvas = () => screen.getByRole('group', { name: /^Room canvas/ });
const designer = () => screen.getByRole('region', { name: 'Room designer' });
const itemOnPlan = (id: string) => canvas().querySelector(`[data-item-id="${id}"]`)!;
const rowOf = (id: string) => document.querySelector(`li[data-item-id="${id}"]`) as HTMLElement;
const placed = (id: string) => {
  const element = itemOnPlan(id);
  if (!element) return null;
  return ['data-x', 'data-y', 'data-rotation'].map((name) => Number(element.getAttribute(name)));
};
const layoutSaves = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT' && call.path === 'boards/b1/layout');

/** The canvas laid out at its drawn size at the page's top left: a pixel on screen is a pixel of its viewBox. */
function layOutCanvas() {
  const svg = canvas();
  const box = { left: 0, top: 0, width: Number(svg.getAttribute('width')), height: Number(svg.getAttribute('height')) };
  layOut(svg, box);
  return box;
}

describe('the room designer with its store', () => {
  it('draws the saved room: its size, the items on the plan, the accessory listed beside it', () => {
    openDesigner();
    expect(canvas().getAttribute('aria-label')).toBe('Room canvas, 500 cm by 400 cm');
    expect(canvas().getAttribute('width')).toBe('500');
    expect(screen.getByTestId('room-dimensions').textContent).toBe('500 x 400 cm');
    expect(placed('sofa')).toEqual([250, 300, 0]);
    expect(placed('chair')).toEqual([100, 100, 0]);
    expect(itemOnPlan('pillow')).toBeNull();
    expect(within(screen.getByTestId('designer-accessories')).getByRole('listitem').textContent).toBe('Porto Pillow');
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('doors and windows', () => {
  it("draws each where the layout puts it, and names the armchair standing in the door's swing", () => {
    const layout: RoomLayout = {
      width: 460,
      length: 380,
      shape: 'rectangular',
      items: [
        { id: 'sofa', x: 230, y: 325, rotation: 0 },
        { id: 'chair', x: 380, y: 50, rotation: 0 },
      ],
      openings: [
        { id: 'door-1', kind: 'door', wall: 0, offset: 380, width: 85, hinge: 'left' },
        { id: 'window-1', kind: 'window', wall: 0, offset: 150, width: 120 },
        { id: 'window-2', kind: 'window', wall: 3, offset: 190, width: 100 },
      ],
    };
    openDesigner({ ...BOARD, layout });
    const openings = [...canvas().querySelectorAll('[data-opening]')];
    expect(openings.map((o) => [o.getAttribute('data-testid'), o.getAttribute('data-wall'), o.getAttribute('data-offset')])).toEqual([
      ['opening-door-1', '0', '380'],
      ['opening-window-1', '0', '150'],
      ['opening-window-2', '3', '190'],
    ]);
    expect(screen.getByTestId('door-swing-notice').textContent).toBe("Lima Armchair stands in a door's swing: move it clear of the door.");
    expect(within(rowOf('chair')).getByText("In a door's swing")).toBeTruthy();
    expect(within(rowOf('sofa')).queryByText("In a door's swing")).toBeNull();
  });
});

describe('moving an item', () => {
  it("a mouse drag moves it by the pointer's way on the plan's scale (0.88 px a cm), as one undo step", async () => {
    const { user } = openDesigner();
    await user.click(screen.getByRole('checkbox', { name: 'Snap to walls and items' }));
    const box = layOutCanvas();
    const mouse = pointer('mouse');
    // Pressed anywhere on the sofa: it keeps its place under the pointer. 44 px right and 22 px down, in four moves.
    const start: Point = at(box, 0.5, 0.7);
    mouse.drag(itemOnPlan('sofa'), start, canvas(), path(start, { x: start.x + 44, y: start.y + 22 }, 4));
    expect(placed('sofa')).toEqual([300, 325, 0]);
    expect(itemOnPlan('sofa').getAttribute('aria-pressed')).toBe('true');
    expect(placed('chair')).toEqual([100, 100, 0]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(placed('sofa')).toEqual([250, 300, 0]);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(placed('sofa')).toEqual([300, 325, 0]);
  });

  it('a touch drag moves it the same way; while it moves, the readout gives its distances to the walls', () => {
    openDesigner();
    const box = layOutCanvas();
    const finger = pointer('touch');
    const start = at(box, 0.2, 0.2);
    finger.down(itemOnPlan('chair'), start);
    finger.move(canvas(), ...path(start, { x: start.x + 88, y: start.y }, 2));
    expect(placed('chair')).toEqual([200, 100, 0]);
    expect(screen.getByTestId('drag-readout').textContent).toBe(
      'Lima Armchair, 80 x 80 cm: 160 cm left, 60 cm top, 260 cm right, 260 cm bottom to the walls',
    );
    finger.up(canvas());
    expect(screen.getByTestId('drag-readout').textContent).toBe('');
  });

  it('a drag past the right wall stops against it', () => {
    openDesigner();
    const box = layOutCanvas();
    const mouse = pointer('mouse');
    const start = at(box, 0.5, 0.7);
    mouse.drag(itemOnPlan('sofa'), start, canvas(), path(start, { x: start.x + 400, y: start.y }, 8));
    // 200 cm wide in a 500 cm room: its centre 100 cm from the wall.
    expect(placed('sofa')).toEqual([400, 300, 0]);
  });

  it('a read-only plan: items are pictures, a drag and Ctrl+Z change nothing, and no control is there', async () => {
    const calls = fakeApi(() => undefined);
    const { user } = renderPage(<ReadOnlyDesigner board={{ ...BOARD, canEdit: false, layoutVersions: undefined }} />);
    const box = layOutCanvas();
    expect(within(canvas()).queryAllByRole('button')).toEqual([]);
    expect(
      within(canvas())
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Oslo Sofa, 0°', 'Lima Armchair, 0°']);
    const start = at(box, 0.5, 0.7);
    pointer('mouse').drag(itemOnPlan('sofa'), start, canvas(), path(start, { x: start.x - 100, y: start.y }, 4));
    pointer('touch').drag(itemOnPlan('sofa'), start, canvas(), path(start, { x: start.x - 100, y: start.y }, 4));
    await user.keyboard('{Control>}z{/Control}');
    expect(placed('sofa')).toEqual([250, 300, 0]);
    for (const name of ['Undo', 'Redo', 'Back', 'Add door', 'Add window']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Rotate / })).toEqual([]);
    expect(screen.queryByRole('radio', { name: 'L-shaped' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Snap to walls and items' })).toBeNull();
    expect(within(designer()).getByRole('status').textContent).toBe('');
    expect(calls).toEqual([]);
  });
});

describe('keys and controls', () => {
  it('arrow keys move the selected item 1 cm, with Shift 10 cm; R turns it 5° right, Shift+R left; Ctrl+Z undoes one at a time', async () => {
    const { user } = openDesigner();
    await user.click(screen.getByRole('button', { name: 'Select Lima Armchair, 80 x 80 cm' }));
    expect(itemOnPlan('chair').getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(placed('chair')).toEqual([102, 101, 0]);
    await user.keyboard('{Shift>}{ArrowRight}{ArrowUp}{/Shift}');
    expect(placed('chair')).toEqual([112, 91, 0]);
    await user.keyboard('rr{Shift>}r{/Shift}r');
    expect(placed('chair')).toEqual([112, 91, 10]);
    expect(within(rowOf('chair')).getByTestId('item-rotation').textContent).toBe('10°');
    expect(itemOnPlan('chair').getAttribute('aria-label')).toBe('Lima Armchair, 10°');
    await user.keyboard('{Control>}z{/Control}');
    expect(placed('chair')).toEqual([112, 91, 5]);
    await user.keyboard('{Control>}zzz{/Control}');
    expect(placed('chair')).toEqual([112, 91, 0]);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(placed('chair')).toEqual([112, 91, 5]);
  });

  it('Delete takes the selected item off the plan, listed to put back; Put back sets it on a free spot, selected', async () => {
    const { user } = openDesigner();
    await user.click(screen.getByRole('button', { name: 'Select Oslo Sofa, 200 x 90 cm' }));
    await user.keyboard('{Delete}');
    expect(itemOnPlan('sofa')).toBeNull();
    expect(rowOf('sofa').getAttribute('data-off-plan')).toBe('true');
    expect(within(rowOf('sofa')).getByText('Not on the plan · 200 x 90 cm')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Put Oslo Sofa back on the plan' }));
    expect(placed('sofa')).toEqual([240, 45, 0]);
    expect(itemOnPlan('sofa').getAttribute('aria-pressed')).toBe('true');
    // The selected item's controls on the canvas (for fingers) do the same as its row's.
    await user.click(within(screen.getByTestId('on-canvas-controls')).getByRole('button', { name: 'Remove Oslo Sofa from the plan' }));
    expect(itemOnPlan('sofa')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(placed('sofa')).toEqual([240, 45, 0]);
  });

  it("holding 'Rotate … right' turns 5° at once, then from 400 ms 5° every 100 ms until let go, one undo step; a click or a 300 ms tap turns 5°", async () => {
    openDesigner();
    vi.useFakeTimers();
    const right = within(rowOf('chair')).getByRole('button', { name: 'Rotate Lima Armchair right' });
    const left = within(rowOf('chair')).getByRole('button', { name: 'Rotate Lima Armchair left' });
    const mouse = pointer('mouse');
    mouse.down(right, { x: 0, y: 0 });
    act(() => vi.advanceTimersByTime(1_000));
    mouse.up(right);
    act(() => vi.advanceTimersByTime(1_000));
    // One step on the press; held a second: one at 400 ms and one every 100 ms after (500 … 1000 ms); none after.
    expect(placed('chair')).toEqual([100, 100, 40]);
    expect(within(rowOf('chair')).getByTestId('item-rotation').textContent).toBe('40°');
    // A click (pressed and let go at once) is one step, and so is a finger's tap that stays down 300 ms.
    mouse.down(left, { x: 0, y: 0 });
    mouse.up(left);
    fireEvent.click(left, { detail: 1 });
    expect(placed('chair')).toEqual([100, 100, 35]);
    const finger = pointer('touch');
    finger.down(left, { x: 0, y: 0 });
    act(() => vi.advanceTimersByTime(300));
    finger.up(left);
    act(() => vi.advanceTimersByTime(1_000));
    expect(placed('chair')).toEqual([100, 100, 30]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(placed('chair')).toEqual([100, 100, 35]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(placed('chair')).toEqual([100, 100, 40]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(placed('chair')).toEqual([100, 100, 0]);
  });

  it('the toolbar: units in inches, a door and a window added, the window made wider, the shape changed, Back to the size', async () => {
    const { user } = openDesigner();
    await user.click(screen.getByRole('radio', { name: 'in (inches)' }));
    expect(screen.getByTestId('room-dimensions').textContent).toBe('196.9 x 157.5 in');
    await user.click(screen.getByRole('radio', { name: 'cm (centimetres)' }));
    const openings = () => [...canvas().querySelectorAll('[data-opening]')].map((o) => o.getAttribute('aria-label'));
    expect(openings()).toEqual(['Door 1, 80 cm wide']);
    await user.click(screen.getByRole('button', { name: 'Add window' }));
    expect(openings()).toEqual(['Door 1, 80 cm wide', 'Window 1, 120 cm wide']);
    const controls = screen.getByTestId('opening-controls');
    fireEvent.change(within(controls).getByLabelText('Width (cm)'), { target: { value: '150' } });
    expect(openings()).toEqual(['Door 1, 80 cm wide', 'Window 1, 150 cm wide']);
    await user.click(screen.getByRole('button', { name: 'Add door' }));
    expect(openings()).toEqual(['Door 1, 80 cm wide', 'Window 1, 150 cm wide', 'Door 2, 80 cm wide']);
    await user.click(screen.getByRole('radio', { name: 'L-shaped' }));
    expect(canvas().getAttribute('data-room-shape')).toBe('l-shaped');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Room Width') as HTMLInputElement).value).toBe('500');
    expect((screen.getByLabelText('Room Length') as HTMLInputElement).value).toBe('400');
  });
});

describe('the size step and the save', () => {
  const fresh: Board = { ...BOARD, layout: null, layoutVersions: undefined };

  it('a board not laid out opens on the size step: a room too small for the sofa is refused with its message, one that fits is drawn', async () => {
    const { user } = openDesigner(fresh);
    const width = screen.getByLabelText('Room Width') as HTMLInputElement;
    const length = screen.getByLabelText('Room Length') as HTMLInputElement;
    expect([width.value, length.value]).toEqual(['200', '200']);
    expect(screen.queryByTestId('room-size-note')).toBeNull();
    await user.clear(width);
    await user.type(width, '199');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(designer()).getByRole('alert').textContent).toBe('Room dimensions must be at least 200x90 to fit the furniture.');
    expect(screen.queryByRole('group', { name: /^Room canvas/ })).toBeNull();
    await user.clear(width);
    await user.type(width, '600');
    await user.clear(length);
    await user.type(length, '450.5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(canvas().getAttribute('aria-label')).toBe('Room canvas, 600 cm by 450.5 cm');
    expect(screen.getByTestId('room-dimensions').textContent).toBe('600 x 450.5 cm');
  });

  it('a board whose furniture a 200 x 200 room cannot hold starts on a larger room, and says why', () => {
    openDesigner({
      ...fresh,
      items: [item('bed', 'Oslo Bed', 180, 210, { kind: 'bed' }), item('sofa', 'Oslo Sofa', 200, 90, { kind: 'sofa' })],
    });
    const values = ['Room Width', 'Room Length'].map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);
    expect(values).toEqual(['300', '300']);
    expect(screen.getByTestId('room-size-note').textContent).toBe(
      "The room starts at 300 x 300 cm, the smallest size that fits this board's furniture.",
    );
  });

  it("saves a moment after the last change: the layout the plan shows, with each edit's version, and the status says Saved", async () => {
    const { user, calls } = openDesigner();
    await user.click(screen.getByRole('button', { name: 'Select Lima Armchair, 80 x 80 cm' }));
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}r');
    expect(layoutSaves(calls)).toEqual([]);
    await waitFor(() => expect(within(designer()).getByRole('status').textContent).toBe('Saved'), { timeout: 5_000 });
    // One save for both changes: the one the plan shows, naming the armchair at the version it was based on.
    expect(placed('chair')).toEqual([110, 100, 5]);
    expect(layoutSaves(calls).map((call) => call.body)).toEqual([
      {
        ...SAVED,
        items: [
          { id: 'sofa', x: 250, y: 300, rotation: 0 },
          { id: 'chair', x: 110, y: 100, rotation: 5 },
        ],
        base: { items: { chair: 1 } },
      },
    ]);
  });

  it('a change still waiting is sent at once when the page is hidden, not after the wait', async () => {
    const { calls } = openDesigner();
    vi.useFakeTimers();
    const select = screen.getByRole('button', { name: 'Select Lima Armchair, 80 x 80 cm' });
    fireEvent.click(select);
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    expect(layoutSaves(calls)).toEqual([]);
    await act(async () => void window.dispatchEvent(new Event('pagehide')));
    expect(layoutSaves(calls).map((call) => call.body)).toEqual([
      {
        ...SAVED,
        items: [
          { id: 'sofa', x: 250, y: 300, rotation: 0 },
          { id: 'chair', x: 100, y: 101, rotation: 0 },
        ],
        base: { items: { chair: 1 } },
      },
    ]);
  });

  it('the first save of a board not laid out names every item as new', async () => {
    const { user, calls } = openDesigner(fresh);
    await user.clear(screen.getByLabelText('Room Width'));
    await user.type(screen.getByLabelText('Room Width'), '300');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(designer()).getByRole('status').textContent).toBe('Saved'), { timeout: 5_000 });
    // The automatic arrangement in a 300 x 200 room, every key new (version 0).
    expect(layoutSaves(calls).map((call) => call.body)).toEqual([
      {
        width: 300,
        length: 200,
        shape: 'rectangular',
        items: [
          { id: 'sofa', x: 150, y: 45, rotation: 0 },
          { id: 'chair', x: 260, y: 160, rotation: 90 },
        ],
        base: { room: 0, items: { sofa: 0, chair: 0 } },
      },
    ]);
    expect(placed('sofa')).toEqual([150, 45, 0]);
    expect(placed('chair')).toEqual([260, 160, 90]);
  });
});

describe('the six shapes, doors and windows, rugs and overlaps (what the browser journeys leave to the component)', () => {
  it('each of the six shapes keeps every item on its floor, drawn as its plan symbol', async () => {
    const { user } = openDesigner();
    for (const label of ['L-shaped', 'Cut corner', 'T-shaped', 'U-shaped', 'Beveled', 'Rectangular']) {
      await user.click(screen.getByRole('radio', { name: label }));
      const shape = canvas().getAttribute('data-room-shape');
      expect(canvas().querySelectorAll('[data-symbol]'), shape!).toHaveLength(2);
      for (const id of ['sofa', 'chair']) expect(itemOnPlan(id).getAttribute('data-outside'), `${id} in ${shape}`).toBe('false');
    }
    expect(canvas().getAttribute('data-room-shape')).toBe('rectangular');
  });

  it('a window dragged by mouse from the back wall to the left wall goes on it; its width set there is saved', async () => {
    const { user, calls } = openDesigner();
    await user.click(screen.getByRole('button', { name: 'Add window' }));
    const window1 = canvas().querySelector('[data-testid="opening-window-1"]')!;
    expect(window1.getAttribute('data-wall')).toBe('0');
    const box = layOutCanvas();
    const from = { x: Number(window1.getAttribute('data-offset')) * 0.88 + 30, y: 30 };
    pointer('mouse').drag(window1, from, canvas(), path(from, { x: box.left + 32, y: box.top + box.height * 0.5 }, 6));
    expect(window1.getAttribute('data-wall')).toBe('3');
    const controls = screen.getByTestId('opening-controls');
    expect(controls.querySelector('strong')!.textContent).toBe('Window 1');
    fireEvent.change(within(controls).getByLabelText('Width (cm)'), { target: { value: '90' } });
    expect(window1.getAttribute('aria-label')).toBe('Window 1, 90 cm wide');
    await waitFor(() => expect(within(designer()).getByRole('status').textContent).toBe('Saved'), { timeout: 5_000 });
    const saved = layoutSaves(calls).at(-1)!.body as RoomLayout;
    expect(saved.openings).toEqual([
      expect.objectContaining({ id: 'door-1', kind: 'door' }),
      expect.objectContaining({ id: 'window-1', kind: 'window', wall: 3, width: 90 }),
    ]);
  });

  it('a selected rug stays beneath the furniture; a selected piece is drawn again on top', async () => {
    const withRug: Board = {
      ...BOARD,
      items: [...BOARD.items, item('rug', 'Malmo Rug', 200, 140, { kind: 'rug', mount: 'rug' })],
      layout: { ...SAVED, items: [...SAVED.items, { id: 'rug', x: 250, y: 250, rotation: 0 }] },
    };
    const { user } = openDesigner(withRug);
    expect(canvas().querySelector('[data-layer="rugs"] [data-item-id="rug"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Select Malmo Rug, 200 x 140 cm' }));
    expect(itemOnPlan('rug').getAttribute('aria-pressed')).toBe('true');
    expect(canvas().querySelectorAll('use')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Select Oslo Sofa, 200 x 90 cm' }));
    expect(canvas().querySelectorAll('[data-layer="furniture"] use')).toHaveLength(1);
  });

  it('a drag draws the four distances to the walls while it moves; dropped onto the sofa, the armchair and the sofa say they overlap', async () => {
    const { user } = openDesigner();
    await user.click(screen.getByRole('checkbox', { name: 'Snap to walls and items' }));
    const box = layOutCanvas();
    const mouse = pointer('mouse');
    const chair = at(box, 0.2, 0.2);
    mouse.down(itemOnPlan('chair'), chair);
    mouse.move(canvas(), ...path(chair, { x: chair.x + 30, y: chair.y + 40 }, 3));
    expect(screen.getByTestId('drag-dimensions').querySelectorAll('path')).toHaveLength(4);
    // Onto the sofa's middle (250, 300 cm): the chair's centre was at (100, 100) cm, pressed on it.
    mouse.move(canvas(), ...path({ x: chair.x + 30, y: chair.y + 40 }, { x: chair.x + 150 * 0.88, y: chair.y + 200 * 0.88 }, 4));
    mouse.up(canvas());
    expect(screen.queryByTestId('drag-dimensions')).toBeNull();
    expect(itemOnPlan('chair').getAttribute('data-overlapping')).toBe('true');
    expect(itemOnPlan('sofa').getAttribute('data-overlapping')).toBe('true');
    expect(itemOnPlan('chair').getAttribute('aria-label')).toBe('Lima Armchair, 0°, overlaps another item');
    expect(within(rowOf('chair')).getByText('Overlaps another item')).toBeTruthy();
  });
});
