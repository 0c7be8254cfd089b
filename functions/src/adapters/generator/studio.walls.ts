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
