// @vitest-environment happy-dom
import type { RoomLayout } from '@contracts/designer';
import { cleanup, render, screen, within } from '@testing-library/react';
import { boardRoom } from '@room/board-room';
import { polygonPath } from '@room/geometry';
import { roomOutline } from '@room/room-shapes';
import { cm, px } from '@room/units';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanKey, type PlanPiece, RoomPlan } from './room-plan';

const bed: PlanPiece = { id: 'bed', name: 'Oak Bed', width: cm(160), length: cm(210), kind: 'bed', colour: '#8A6A45' };
const rug: PlanPiece = { id: 'rug', name: 'Wool Rug', width: cm(200), length: cm(140), kind: 'rug', mount: 'rug' };
const pillow: PlanPiece = { id: 'pillow', name: 'Linen Pillow', width: cm(50), length: cm(50), kind: 'pillow', mount: 'accessory' };
const pieces = [bed, rug, pillow];

const layout: RoomLayout = {
  width: 400,
  length: 300,
  shape: 'l-shaped',
  items: [
    { id: 'bed', x: 100, y: 190, rotation: 90 },
    { id: 'rug', x: 100, y: 200, rotation: 0 },
  ],
  openings: [
    { id: 'door-1', kind: 'door', wall: 5, offset: 150, width: 80, hinge: 'left' },
    { id: 'window-1', kind: 'window', wall: 0, offset: 100, width: 120 },
  ],
};

function renderPlan(saved: RoomLayout | null) {
  const plan = boardRoom(pieces, saved);
  render(
    <>
      <RoomPlan plan={plan} pieces={pieces} width={px(480)} label="The board's plan" />
      <PlanKey plan={plan} pieces={pieces} />
    </>,
  );
  return plan;
}

afterEach(cleanup);

describe('the read-only room plan', () => {
  it("draws the room's real shape with its walls and its width and length", () => {
    renderPlan(layout);
    const drawing = screen.getByRole('group', { name: "The board's plan, L-shaped room, 400 x 300 cm" });
    expect(drawing.getAttribute('data-room-shape')).toBe('l-shaped');
    const floor = drawing.querySelector('[data-floor]');
    expect(floor?.getAttribute('d')).toBe(polygonPath(roomOutline('l-shaped', { width: cm(400), length: cm(300) })));
    expect(drawing.querySelector('[data-dimension="width"]')?.textContent).toBe('400 cm');
    expect(drawing.querySelector('[data-dimension="length"]')?.textContent).toBe('300 cm');
  });

  it('draws each piece on the plan as its symbol at its footprint and place, named, with its size; accessories stay off', () => {
    renderPlan(layout);
    const piece = screen.getByRole('img', { name: 'Oak Bed, 160 x 210 cm' });
    expect(piece.querySelector('[data-symbol="bed"]')).not.toBeNull();
    expect(piece.textContent).toContain('Oak Bed');
    expect([piece.getAttribute('data-x'), piece.getAttribute('data-y')]).toEqual(['100', '190']);
    const symbol = piece.querySelector('[data-symbol="bed"] rect');
    expect([symbol?.getAttribute('width'), symbol?.getAttribute('height')]).toEqual(['160', '210']);
    expect(piece.querySelector('g')?.getAttribute('transform')).toBe('translate(100 190) rotate(90)');
    expect(screen.getByRole('img', { name: 'Wool Rug, 200 x 140 cm' }).querySelector('[data-symbol="rug"]')).not.toBeNull();
    expect(screen.queryByRole('img', { name: /Linen Pillow/ })).toBeNull();
    const key = screen.getByRole('list', { name: 'On the plan' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oak Bed160 x 210 cm', 'Wool Rug200 x 140 cm']);
  });

  it('draws the doors with their swing and the windows on their walls', () => {
    renderPlan(layout);
    const door = screen.getByRole('img', { name: 'Door 1, 80 cm wide' });
    expect(door.getAttribute('data-opening')).toBe('door');
    // The gap in the wall and the leaf with its quarter-circle swing.
    expect(door.querySelectorAll('path')).toHaveLength(2);
    expect(door.querySelectorAll('path')[1]?.getAttribute('d')).toMatch(/ A80 80 /);
    expect(screen.getByRole('img', { name: 'Window 1, 120 cm wide' }).getAttribute('data-opening')).toBe('window');
  });

  it('gives a board never laid out the automatic arrangement, with the classic door', () => {
    const plan = renderPlan(null);
    expect(plan.automatic).toBe(true);
    for (const piece of [bed, rug]) {
      const at = plan.placements[piece.id]!;
      const drawn = screen.getByRole('img', { name: new RegExp(`^${piece.name},`) });
      expect([Number(drawn.getAttribute('data-x')), Number(drawn.getAttribute('data-y'))]).toEqual([
        Math.round(at.x * 100) / 100,
        Math.round(at.y * 100) / 100,
      ]);
    }
    expect(screen.getByRole('group', { name: /^The board's plan, Rectangular room, / })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Door 1, 80 cm wide$/ })).toHaveLength(1);
  });
});
