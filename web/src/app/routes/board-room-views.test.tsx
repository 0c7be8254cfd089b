// @vitest-environment happy-dom
// The board's room as two tabs, Plan and 3D view: the 3D view is built only once its tab opens, and only the board's
// owner gets 'Use this view as the board picture'. The WebGL canvas is stood in for: what it draws, the camera and
// the capture are the browser's (e2e/room3d.e2e.ts).
import type { Board } from '@contracts/boards';
import type { RoomLayout } from '@contracts/designer';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../testing/render-page';
import { BoardRoomViews } from './board-room-views';

vi.mock('@react-three/fiber', () => ({
  Canvas: () => null,
  useThree: () => ({}),
  addAfterEffect: () => () => {},
  useFrame: () => {},
}));

afterEach(() => cleanup());

const LAYOUT: RoomLayout = { width: 400, length: 300, shape: 'l-shaped', items: [{ id: 'sofa', x: 100, y: 60, rotation: 0 }] };

const board = (isOwner: boolean) =>
  ({
    id: 'b1',
    isOwner,
    canEdit: isOwner,
    palette: [{ hex: '#AA8866', name: 'Camel' }],
    items: [{ id: 'sofa', title: 'Oslo Sofa', price: 100, width: 200, length: 90, height: 80, cutout: null }],
  }) as unknown as Board;

function open(isOwner: boolean) {
  fakeApi(() => undefined);
  return renderPage(
    <BoardRoomViews board={board(isOwner)} layout={LAYOUT}>
      <p>The plan</p>
    </BoardRoomViews>,
  );
}

describe('the Plan and 3D view tabs', () => {
  it('opens on the plan; the 3D view is built only when its tab opens, and the owner may use it as the board picture', async () => {
    const { user } = open(true);
    expect(screen.getByText('The plan')).toBeTruthy();
    expect(screen.queryByRole('application', { name: '3D view of the room' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: '3D view' }));
    // The 3D code (three.js) is a module of its own, loaded on the tab's first opening.
    expect(await screen.findByRole('application', { name: '3D view of the room' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '3D view' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Top view' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use this view as the board picture' })).toBeTruthy();
  });

  it("a visitor sees the 3D view and its cameras, without 'Use this view as the board picture'", async () => {
    const { user } = open(false);
    await user.click(screen.getByRole('tab', { name: '3D view' }));
    // The 3D code (three.js) is a module of its own, loaded on the tab's first opening.
    expect(await screen.findByRole('application', { name: '3D view of the room' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eye level' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Top view' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use this view as the board picture' })).toBeNull();
  });
});
