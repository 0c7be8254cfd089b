import { mixColours } from '../../domain/palette.js';
import type { RoomLook, Tones } from './studio.look.js';
import type { P3, Painter } from './studio.paint.js';
import { WALL_CM, WALL_THICKNESS_CM } from './studio.scene.js';
import { alongWall, type ShownWall } from './studio.walls.js';

/**
 * The room's shell in the cut-away picture: the floor slab in the outline's shape with its finish, and the walls that
 * face the viewer with their cut edges, tiles (a bath), panelling and skirting.
 */

type Outline = ReadonlyArray<{ x: number; y: number }>;

/** The height a wall is cut down to when it would hide pieces behind it, cm. */
const CUT_CM = 14;

/** The walls drawn full height: what hangs on walls, tiles and panelling go on these. */
export const fullWalls = (walls: readonly ShownWall[]) => walls.filter((wall) => !wall.cut);

/** The point `u` cm along a wall at height `z`. */
export const onWall = (wall: ShownWall, u: number, z: number): P3 => {
  const p = alongWall(wall, u);
  return [p.x, p.y, z];
};

/** A band up a wall from `u0` to `u1` cm along it, between heights `z0` and `z1`. */
export const wallBand = (wall: ShownWall, u0: number, u1: number, z0: number, z1: number): P3[] => [
  onWall(wall, u0, z0),
  onWall(wall, u1, z0),
  onWall(wall, u1, z1),
  onWall(wall, u0, z1),
];

/** The outline's box: the floor pattern's extent. */
function boxOf(outline: Outline) {
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}

/** The slab's edges that face the viewer (the room's front and right), then the floor in its finish, clipped to its shape. */
export function floorSvg(outline: Outline, look: RoomLook, pen: Painter): string {
  const t = WALL_THICKNESS_CM;
  const slab = mixColours(look.floorColour, '#000000', 0.35);
  const out: string[] = [];
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length]!;
    // Clockwise on screen: the outward side of an edge from a to b is (dy, -dx).
    const [ox, oy] = [b.y - a.y, -(b.x - a.x)];
    if (oy <= 1e-6 && ox <= 1e-6) return;
    const fill = oy >= Math.abs(ox) ? slab : mixColours(slab, '#000000', 0.2);
    out.push(
      pen.poly(
        [
          [a.x, a.y, 0],
          [b.x, b.y, 0],
          [b.x, b.y, -t],
          [a.x, a.y, -t],
        ],
        fill,
      ),
    );
  });
  const floor = outline.map((p): P3 => [p.x, p.y, 0]);
  out.push(pen.poly(floor, look.floorColour));
  out.push(`<g clip-path="url(#floorShape)">${floorPattern(look, boxOf(outline), pen)}</g>`);
  return out.join('');
}

/** The clip path of the floor's shape: the pattern and the daylight stay on the floor. */
export const floorClip = (outline: Outline, pen: Painter) =>
  `<clipPath id="floorShape"><path d="${pen.path(outline.map((p): P3 => [p.x, p.y, 0]))}"/></clipPath>`;

function floorPattern(look: RoomLook, box: ReturnType<typeof boxOf>, pen: Painter): string {
  const { x0, x1, y0, y1 } = box;
  const seam = mixColours(look.floorColour, '#000000', 0.16);
  const across: [P3, P3][] = [];
  const joints: [P3, P3][] = [];
  if (look.floor === 'planks' || look.floor === 'wide-planks') {
    const step = look.floor === 'planks' ? 16 : 24;
    for (let y = y0 + step; y < y1; y += step)
      across.push([
        [x0, y, 0],
        [x1, y, 0],
      ]);
    let row = 0;
    for (let y = y0; y < y1; y += step, row++)
      for (let x = x0 + ((row * 73) % 120) + 40; x < x1; x += 150 + ((row * 37) % 60))
        joints.push([
          [x, y, 0],
          [x, Math.min(y1, y + step), 0],
        ]);
    return pen.lines(across, seam, 1, 'stroke-opacity="0.55"') + pen.lines(joints, seam, 1, 'stroke-opacity="0.45"');
  }
  if (look.floor === 'herringbone') {
    for (let y = y0; y < y1; y += 20)
      for (let x = x0; x < x1; x += 40) {
        across.push([
          [x, y, 0],
          [x + 20, y + 20, 0],
        ]);
        across.push([
          [x + 40, y, 0],
          [x + 20, y + 20, 0],
        ]);
      }
    return pen.lines(across, seam, 1, 'stroke-opacity="0.5"');
  }
  if (look.floor === 'tiles') {
    const grout = mixColours(look.floorColour, '#FFFFFF', 0.45);
    for (let y = y0 + 30; y < y1; y += 30)
      across.push([
        [x0, y, 0],
        [x1, y, 0],
      ]);
    for (let x = x0 + 30; x < x1; x += 30)
      across.push([
        [x, y0, 0],
        [x, y1, 0],
      ]);
    return pen.lines(across, grout, 1.4);
  }
  for (let y = y0 + 120; y < y1; y += 120)
    across.push([
      [x0, y, 0],
      [x1, y, 0],
    ]);
  const sheen = pen.poly(
    [
      [x0, y0, 0],
      [x1, y0, 0],
      [x1, y1, 0],
      [x0, y1, 0],
    ],
    '#FFFFFF',
    'fill-opacity="0.05"',
  );
  return sheen + pen.lines(across, seam, 1, 'stroke-opacity="0.4"');
}

/** Each shown wall in its paint, the tops of the walls in the wall's thickness, and dark cut edges where a wall ends. */
export function wallsSvg(walls: readonly ShownWall[], look: RoomLook, pen: Painter): string {
  const t = WALL_THICKNESS_CM;
  const out: string[] = [];
  for (const wall of walls) {
    const H = wall.cut ? CUT_CM : WALL_CM;
    const paint = wall.back ? look.wall : look.sideWall;
    out.push(pen.poly(wallBand(wall, 0, wall.length, 0, H), paint));
    // The top in the wall's thickness, run on past the corners so that two walls' tops meet.
    const out0 = (u: number): P3 => {
      const [x, y] = onWall(wall, u, H);
      return [x - wall.inward.x * t, y - wall.inward.y * t, H];
    };
    const [u0, u1] = [wall.joined.before ? -t : 0, wall.joined.after ? wall.length + t : wall.length];
    out.push(pen.poly([onWall(wall, u0, H), onWall(wall, u1, H), out0(u1), out0(u0)], mixColours(paint, '#FFFFFF', 0.5)));
    // Where the next wall is cut away, the wall's own cut edge shows, from the slab's underside to the top.
    for (const [u, joined] of [
      [0, wall.joined.before],
      [wall.length, wall.joined.after],
    ] as const) {
      if (joined) continue;
      const [x, y] = onWall(wall, u, 0);
      const [ox, oy] = [x - wall.inward.x * t, y - wall.inward.y * t];
      out.push(
        pen.poly(
          [
            [x, y, -t],
            [ox, oy, -t],
            [ox, oy, H],
            [x, y, H],
          ],
          mixColours(paint, '#000000', wall.back ? 0.14 : 0.12),
        ),
      );
    }
  }
  return out.join('');
}

/** Tiles up the lower walls of a bath, with their joints. */
export function wallTilesSvg(walls: readonly ShownWall[], colour: string, pen: Painter): string {
  const top = 130;
  const grout = mixColours(colour, '#FFFFFF', 0.5);
  const out: string[] = [];
  const joints: [P3, P3][] = [];
  for (const wall of walls) {
    out.push(pen.poly(wallBand(wall, 0, wall.length, 0, top), wall.back ? colour : mixColours(colour, '#000000', 0.05)));
    for (let z = 15; z <= top; z += 15) joints.push([onWall(wall, 0, z), onWall(wall, wall.length, z)]);
    for (let u = 15; u < wall.length; u += 15) joints.push([onWall(wall, u, 0), onWall(wall, u, top)]);
  }
  out.push(pen.lines(joints, grout, 1.2));
  return out.join('');
}

/** Panelling below a dado rail on the walls painted as the back wall. */
export function wainscotSvg(walls: readonly ShownWall[], look: RoomLook, pen: Painter): string {
  const panel = mixColours(look.wall, '#FFFFFF', 0.25);
  const out: string[] = [];
  const stiles: [P3, P3][] = [];
  for (const wall of walls.filter((w) => w.back)) {
    out.push(pen.poly(wallBand(wall, 0, wall.length, 0, 95), panel));
    out.push(pen.line(onWall(wall, 0, 95), onWall(wall, wall.length, 95), mixColours(panel, '#000000', 0.18), 2));
    for (let u = 60; u < wall.length - 20; u += 60) stiles.push([onWall(wall, u, 8), onWall(wall, u, 90)]);
  }
  out.push(pen.lines(stiles, mixColours(panel, '#000000', 0.1), 1.2));
  return out.join('');
}

/** Skirting along the foot of every shown wall. */
export function skirtingSvg(walls: readonly ShownWall[], tones: Tones, pen: Painter): string {
  return walls
    .map((wall) => pen.poly(wallBand(wall, 0, wall.length, 0, 10), wall.back ? tones.trim : mixColours(tones.trim, '#000000', 0.06)))
    .join('');
}

/** The light falling across the side walls. */
export const sideLightSvg = (walls: readonly ShownWall[], pen: Painter) =>
  walls
    .filter((wall) => !wall.back)
    .map((wall) => pen.poly(wallBand(wall, 0, wall.length, 0, WALL_CM), 'url(#wallLight)'))
    .join('');
