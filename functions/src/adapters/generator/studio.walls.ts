import { roomPoint } from '../../room/units.js';
import { wallsOf } from '../../room/walls.js';

/**
 * The walls the cut-away picture shows. The room is seen from its front, a little from the right: a wall whose face
 * turns towards the viewer (its inward side points to the front or to the right) is drawn full height; the others are
 * cut away to the floor so that nothing hides the furniture.
 */
export interface ShownWall {
  /** The wall's index in the room's outline (the layout's `wall` of an opening). */
  index: number;
  start: { x: number; y: number };
  direction: { x: number; y: number };
  inward: { x: number; y: number };
  length: number;
  /** Faces the viewer more than it faces the right: painted as the back wall, else as the side wall. */
  back: boolean;
  /** Whether the outline's walls before and after it are shown too (else its end is a cut edge). */
  joined: { before: boolean; after: boolean };
  /** Cut down to a low stub: it stands in front of pieces further back (an L's inner wall), which it would hide. */
  cut?: boolean;
}

const faces = (inward: { x: number; y: number }) => inward.y > 1e-6 || inward.x > 1e-6;

/** The shown walls of an outline (plan cm, clockwise on screen), furthest back first. */
export function shownWalls(outline: ReadonlyArray<{ x: number; y: number }>): ShownWall[] {
  const walls = wallsOf(outline.map((p) => roomPoint(p.x, p.y)));
  const shown = walls.map((wall) => faces(wall.inward));
  return walls
    .flatMap((wall, i): ShownWall[] =>
      shown[i]
        ? [
            {
              index: wall.index,
              start: wall.start,
              direction: wall.direction,
              inward: wall.inward,
              length: wall.length,
              back: wall.inward.y >= Math.abs(wall.inward.x) - 1e-9,
              joined: { before: shown[(i - 1 + walls.length) % walls.length]!, after: shown[(i + 1) % walls.length]! },
            },
          ]
        : [],
    )
    .sort((a, b) => middle(a).y - middle(b).y || middle(b).x - middle(a).x);
}

const middle = (wall: ShownWall) => alongWall(wall, wall.length / 2);

/** The point `u` cm along the wall from its start. */
export const alongWall = (wall: Pick<ShownWall, 'start' | 'direction'>, u: number) => ({
  x: wall.start.x + wall.direction.x * u,
  y: wall.start.y + wall.direction.y * u,
});

/** Depth's screen shift per cm, as in the picture's projection (studio.scene.ts DEPTH.x). */
const DEPTH_X = 0.42;

/**
 * The shown walls with those cut down that stand in front of a piece further back: drawn full height, a wall between
 * the viewer and a piece would be painted behind it and the piece would show through it.
 */
export function cutAway(
  walls: readonly ShownWall[],
  pieces: ReadonlyArray<{ x: number; y: number; w: number; l: number }>,
  length: number,
): ShownWall[] {
  const screenX = (x: number, y: number) => x + (length - y) * DEPTH_X;
  return walls.map((wall) => {
    const a = wall.start;
    const b = alongWall(wall, wall.length);
    const [w0, w1] = [Math.min(screenX(a.x, a.y), screenX(b.x, b.y)), Math.max(screenX(a.x, a.y), screenX(b.x, b.y))];
    const front = Math.max(a.y, b.y);
    const hides = pieces.some((p) => {
      const behind = (p.x - wall.start.x) * wall.inward.x + (p.y - wall.start.y) * wall.inward.y < 0 && p.y - p.l / 2 < front;
      const [p0, p1] = [screenX(p.x - p.w / 2, p.y + p.l / 2), screenX(p.x + p.w / 2, p.y - p.l / 2)];
      return behind && p1 > w0 + 1 && p0 < w1 - 1;
    });
    return hides ? { ...wall, cut: true } : wall;
  });
}
