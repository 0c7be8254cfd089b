// @vitest-environment happy-dom
import type { RoomLayout } from '@contracts/designer';
import type { ReviewBoardItem } from '@contracts/reviews';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { arrangeRoom } from '@room/arrangement';
import { defaultRoomSize } from '@room/room-size';
import { cm, px, roomPoint } from '@room/units';
import { toScreen } from '@room/viewport';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planViewport } from '../../../components/ui/room-plan';
import { PinnedPlan } from './pinned-figure';

const items: ReviewBoardItem[] = [
  { id: 'bed', title: 'Oak Bed', image: null, price: 900, width: 160, length: 210, kind: 'bed', mount: 'floor', colour: '#8A6A45' },
  { id: 'stand', title: 'Walnut Nightstand', image: null, price: 120, width: 45, length: 40, kind: 'storage', mount: 'floor' },
];
const layout: RoomLayout = {
  width: 500,
  length: 400,
  shape: 'rectangular',
  items: [
    { id: 'bed', x: 110, y: 200, rotation: 0 },
    { id: 'stand', x: 240, y: 200, rotation: 0 },
  ],
};
/** The review plan is drawn 480 px wide until its figure is measured (happy-dom measures nothing). */
const room = { width: cm(500), length: cm(400), shape: 'rectangular' as const };
const viewport = planViewport(room, px(480));

afterEach(cleanup);

describe("a review's plan", () => {
  it('shows a note delivered on the old plan at the same place in the room: (0.75, 0.25) is 385 x 90 cm in a 500 x 400 room', () => {
    render(<PinnedPlan items={items} layout={layout} notes={[{ target: 'plan', x: 0.75, y: 0.25 }]} />);
    const at = toScreen(viewport, room, roomPoint(385, 90));
    const pin = screen.getByText('1');
    expect(parseFloat(pin.style.left)).toBeCloseTo((at.x / viewport.width) * 100, 6);
    expect(parseFloat(pin.style.top)).toBeCloseTo((at.y / viewport.height) * 100, 6);
    expect(screen.getByRole('img', { name: 'Oak Bed, 160 x 210 cm' })).toBeTruthy();
    expect(screen.getByText('The plan')).toBeTruthy();
  });

  it('pins a click on the plan by the place in the room it points at', () => {
    const onPin = vi.fn();
    render(<PinnedPlan items={items} layout={layout} notes={[]} onPin={onPin} />);
    const canvas = document.querySelector<HTMLElement>('[data-pins="plan"]')!;
    // Shown at half size: 240 px wide.
    const box = { left: 10, top: 20, width: viewport.width / 2, height: viewport.height / 2 };
    canvas.getBoundingClientRect = () => ({ ...box, x: box.left, y: box.top, right: 0, bottom: 0, toJSON: () => box });
    const at = toScreen(viewport, room, roomPoint(385, 90));
    fireEvent.click(canvas, { clientX: box.left + at.x / 2, clientY: box.top + at.y / 2 });
    expect(onPin).toHaveBeenCalledWith({ x: 0.75, y: 0.25 });
    expect(screen.getByText('Click the plan to pin a note.')).toBeTruthy();
  });

  it('draws a board never laid out in its automatic arrangement, and says so', () => {
    render(<PinnedPlan items={items} layout={null} notes={[]} />);
    const size = defaultRoomSize(items);
    const arranged = arrangeRoom({ width: size.width, length: size.length, shape: 'rectangular' }, items);
    for (const spot of arranged.items) {
      const drawn = document.querySelector(`[data-piece-id="${spot.id}"]`);
      expect([Number(drawn?.getAttribute('data-x')), Number(drawn?.getAttribute('data-y'))]).toEqual([
        Math.round(spot.x * 100) / 100,
        Math.round(spot.y * 100) / 100,
      ]);
    }
    expect(arranged.items).toHaveLength(2);
    expect(screen.getByText(/The room is not laid out yet: this is the automatic arrangement\./)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Door 1, 80 cm wide' })).toBeTruthy();
  });
});
