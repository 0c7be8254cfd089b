import { ROOM_SHAPE_IDS } from '@contracts/designer';
import { pointInPolygon } from '@room/geometry';
import { roomPoint } from '@room/units';
import { describe, expect, it } from 'vitest';
import {
  cardSize,
  DOOR_HEIGHT,
  openingPanels,
  WINDOW_HEIGHT,
  WINDOW_SILL,
  FALLBACK_HEIGHT,
  itemTransforms,
  roomScene,
  RUG_HEIGHT,
  WALL_HEIGHT,
  WALL_THICKNESS,
  wallFacesAway,
  type SceneItem,
} from './room-scene';

const item = (id: string, width: number, length: number, height: number): SceneItem => ({
  id,
  name: id,
  width,
  length,
  height,
  imageUrl: `/img/${id}.png`,
});

describe('roomScene', () => {
  it('an L of 400 × 300 cm: six walls along its real edges, 12 cm thick and 250 cm high', () => {
    const scene = roomScene({ shape: 'l-shaped', width: 400, length: 300 });
    expect(scene.floor.map((p) => [p.x, p.y])).toEqual([
      [0, 0],
      [200, 0],
      [200, 150],
      [400, 150],
      [400, 300],
      [0, 300],
    ]);
    expect(scene.walls.map((wall) => wall.length)).toEqual([200, 150, 200, 150, 400, 300]);
    expect(scene.walls.every((wall) => wall.thickness === WALL_THICKNESS && wall.height === WALL_HEIGHT)).toBe(true);
    // The inner corner of the L: its walls face out of the room, to the top-right quarter.
    expect(scene.walls[1]?.outward).toEqual({ x: 1, y: 0 });
    expect(scene.walls[2]?.outward).toEqual({ x: 0, y: -1 });
    expect(scene.walls[0]?.outer.map((p) => [p.x, p.y])).toEqual([
      [-12, -12],
      [212, -12],
    ]);
    expect(scene.bounds).toEqual({ minX: 0, minY: 0, maxX: 400, maxY: 300 });
    expect(scene.outerBounds).toEqual({ minX: -12, minY: -12, maxX: 412, maxY: 312 });
  });

  it.each(ROOM_SHAPE_IDS)('%s: one wall per edge, outward normals, the outer line one wall thickness away', (shape) => {
    const scene = roomScene({ shape, width: 500, length: 360 });
    expect(scene.walls).toHaveLength(scene.floor.length);
    for (const [index, wall] of scene.walls.entries()) {
      const [a, b] = wall.inner;
      expect(a).toEqual(scene.floor[index]);
      expect(b).toEqual(scene.floor[(index + 1) % scene.floor.length]);
      expect(wall.length).toBeCloseTo(Math.hypot(b.x - a.x, b.y - a.y), 9);
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      // Just outside the wall's middle is off the floor; just inside is on it.
      expect(pointInPolygon(roomPoint(mid.x + wall.outward.x * 2, mid.y + wall.outward.y * 2), scene.floor, 0)).toBe(false);
      expect(pointInPolygon(roomPoint(mid.x - wall.outward.x * 2, mid.y - wall.outward.y * 2), scene.floor, 0)).toBe(true);
      // The outer line runs parallel to the floor's edge, one thickness out.
      for (const outer of wall.outer) {
        const distance = (outer.x - a.x) * wall.outward.x + (outer.y - a.y) * wall.outward.y;
        expect(distance).toBeCloseTo(WALL_THICKNESS, 6);
      }
    }
    expect(scene.bounds).toEqual({ minX: 0, minY: 0, maxX: 500, maxY: 360 });
  });

  it('a wall is left out when the camera stands on its outer side, and kept from inside the room', () => {
    const scene = roomScene({ shape: 'rectangular', width: 400, length: 300 });
    const near = scene.walls.find((wall) => wall.outward.y === 1);
    const far = scene.walls.find((wall) => wall.outward.y === -1);
    if (!near || !far) throw new Error('walls');
    const outsideNear = { x: 200, y: 160, z: 700 };
    expect(wallFacesAway(near, outsideNear)).toBe(true);
    expect(wallFacesAway(far, outsideNear)).toBe(false);
    const inside = { x: 200, y: 160, z: 150 };
    expect(scene.walls.some((wall) => wallFacesAway(wall, inside))).toBe(false);
  });
});

describe('itemTransforms', () => {
  const layout = {
    width: 400,
    length: 300,
    shape: 'l-shaped' as const,
    items: [
      { id: 'bed', x: 100, y: 200, rotation: 0 },
      { id: 'lamp', x: 300, y: 250, rotation: 90 },
      { id: 'gone', x: 50, y: 50, rotation: 0 },
    ],
  };

  it('each laid-out product at its centre on the floor, turned as on the plan, at its real size', () => {
    const transforms = itemTransforms(layout, [item('bed', 160, 200, 45), item('lamp', 40, 40, 150), item('rug', 200, 140, 1)]);
    expect(transforms.map((t) => t.id)).toEqual(['bed', 'lamp']);
    expect(transforms[0]).toEqual({
      id: 'bed',
      name: 'bed',
      imageUrl: '/img/bed.png',
      mount: 'floor',
      colour: undefined,
      position: { x: 100, y: 22.5, z: 200 },
      rotationY: 0,
      size: { width: 160, length: 200, height: 45 },
    });
    expect(transforms[1]?.position).toEqual({ x: 300, y: 75, z: 250 });
    expect(transforms[1]?.rotationY).toBeCloseTo(-Math.PI / 2, 12);
  });

  it("turning by three.js's rotationY puts the footprint's corners where the plan has them", () => {
    const [t] = itemTransforms({ ...layout, items: [{ id: 'bed', x: 200, y: 150, rotation: 30 }] }, [item('bed', 160, 200, 45)]);
    if (!t) throw new Error('no transform');
    // The plan's corner (+w/2, -l/2) turned 30° clockwise on screen (y down).
    const turn = (30 * Math.PI) / 180;
    const plan = { x: 200 + 80 * Math.cos(turn) + 100 * Math.sin(turn), y: 150 + 80 * Math.sin(turn) - 100 * Math.cos(turn) };
    // three.js: a point (x, z) in the object turned by θ about +y lands at (x cos θ + z sin θ, -x sin θ + z cos θ).
    const [lx, lz] = [80, -100];
    const world = {
      x: t.position.x + lx * Math.cos(t.rotationY) + lz * Math.sin(t.rotationY),
      z: t.position.z - lx * Math.sin(t.rotationY) + lz * Math.cos(t.rotationY),
    };
    expect(world.x).toBeCloseTo(plan.x, 9);
    expect(world.z).toBeCloseTo(plan.y, 9);
  });

  it('a rug lies flat (1 cm, whatever its catalogue height) and comes first, to be drawn under the furniture', () => {
    const rug: SceneItem = { ...item('rug', 200, 140, 40), mount: 'rug', colour: '#C8B89A' };
    const transforms = itemTransforms({ ...layout, items: [...layout.items, { id: 'rug', x: 100, y: 200, rotation: 0 }] }, [
      item('bed', 160, 200, 45),
      rug,
    ]);
    expect(transforms.map((t) => t.id)).toEqual(['rug', 'bed']);
    expect(transforms[0]?.size).toEqual({ width: 200, length: 140, height: RUG_HEIGHT });
    expect(transforms[0]?.position).toEqual({ x: 100, y: RUG_HEIGHT / 2, z: 200 });
    expect(transforms[0]?.colour).toBe('#C8B89A');
  });

  it('a product without a height stands the fallback height; a bad size becomes 1 cm', () => {
    const [t] = itemTransforms({ ...layout, items: [{ id: 'x', x: 10, y: 10, rotation: 0 }] }, [item('x', Number.NaN, 0, 0)]);
    expect(t?.size).toEqual({ width: 1, length: 1, height: FALLBACK_HEIGHT });
    expect(t?.position.y).toBe(FALLBACK_HEIGHT / 2);
  });
});

describe('cardSize', () => {
  const size = { width: 200, length: 90, height: 80 } as Parameters<typeof cardSize>[0];
  it('a wide cutout fills the width; a tall one fills the height', () => {
    expect(cardSize(size, 4)).toEqual({ width: 200, height: 50 });
    expect(cardSize(size, 1)).toEqual({ width: 80, height: 80 });
  });
  it('an unknown aspect fills the front', () => {
    expect(cardSize(size, Number.NaN)).toEqual({ width: 200, height: 80 });
  });
});

describe('openingPanels', () => {
  const layout = { width: 400, length: 300, shape: 'rectangular' as const, items: [] };
  const room = roomScene(layout);

  it("stands the classic door of an old layout on the near wall's inside", () => {
    const [door] = openingPanels(layout, room);
    expect(door).toMatchObject({ kind: 'door', wall: 2, width: 80, height: DOOR_HEIGHT });
    expect(door!.centre.x).toBeCloseTo(200);
    expect(door!.centre.z).toBeCloseTo(299.4);
    expect(door!.centre.y).toBeCloseTo(DOOR_HEIGHT / 2);
  });

  it('hangs a window where the layout puts it, over its sill, along its wall', () => {
    const withWindow = { ...layout, openings: [{ id: 'window-1', kind: 'window' as const, wall: 3, offset: 100, width: 120 }] };
    const [window] = openingPanels(withWindow, room);
    // The left wall runs up from (0, 300): 100 cm along it is plan y 200.
    expect(window!.centre.x).toBeCloseTo(0.6);
    expect(window!.centre.z).toBeCloseTo(200);
    expect(window!.centre.y).toBeCloseTo(WINDOW_SILL + WINDOW_HEIGHT / 2);
    expect(Math.abs(Math.cos(window!.rotationY))).toBeCloseTo(0);
  });

  it("a board room with a door and two windows (the 3D journey's): each panel at its offset, just inside its wall", () => {
    const withThree = {
      width: 460,
      length: 380,
      shape: 'rectangular' as const,
      items: [],
      openings: [
        { id: 'door-1', kind: 'door' as const, wall: 0, offset: 380, width: 85, hinge: 'left' as const },
        { id: 'window-1', kind: 'window' as const, wall: 0, offset: 150, width: 120 },
        { id: 'window-2', kind: 'window' as const, wall: 3, offset: 190, width: 100 },
      ],
    };
    const panels = openingPanels(withThree, roomScene(withThree));
    // The back wall (0) runs right from (0, 0), the left wall (3) up from (0, 380): plan y is world z (-0: the turn is
    // minus the wall's direction).
    expect(panels).toEqual([
      {
        id: 'door-1',
        kind: 'door',
        wall: 0,
        centre: { x: 380, y: DOOR_HEIGHT / 2, z: 0.6 },
        width: 85,
        height: DOOR_HEIGHT,
        rotationY: -0,
      },
      {
        id: 'window-1',
        kind: 'window',
        wall: 0,
        centre: { x: 150, y: WINDOW_SILL + WINDOW_HEIGHT / 2, z: 0.6 },
        width: 120,
        height: WINDOW_HEIGHT,
        rotationY: -0,
      },
      {
        id: 'window-2',
        kind: 'window',
        wall: 3,
        centre: { x: 0.6, y: WINDOW_SILL + WINDOW_HEIGHT / 2, z: 190 },
        width: 100,
        height: WINDOW_HEIGHT,
        rotationY: Math.PI / 2,
      },
    ]);
  });
});
