import type { Opening, RoomLayout } from '../../contracts/designer.js';
import { roomOutline } from '../../room/room-shapes.js';
import { cm, normaliseDegrees } from '../../room/units.js';

type Point = { x: number; y: number };

/**
 * A board's layout as the picture sees it. The picture draws every piece facing the viewer from the room's front, so
 * it looks at the room from the side where the main piece (the bed, the sofa...) faces the viewer, as a photographer
 * would: the layout turned a quarter at a time, its outline, places and openings with it (openings keep their walls).
 */
export interface LayoutView {
  width: number;
  length: number;
  /** The floor's outline, clockwise on screen, in the turned room's cm. */
  outline: Point[];
  items: RoomLayout['items'];
  openings?: readonly Opening[];
}

const turnPoint = (p: Point, turn: number): Point => {
  const r = (turn * Math.PI) / 180;
  const [cos, sin] = [Math.round(Math.cos(r)), Math.round(Math.sin(r))];
  return { x: p.x * cos - p.y * sin, y: p.x * sin + p.y * cos };
};

/** The layout turned so that the piece `mainId` (when it has a place) backs onto the far wall, facing the viewer. */
export function layoutView(layout: RoomLayout, mainId: string | undefined): LayoutView {
  const outline = roomOutline(layout.shape, { width: cm(layout.width), length: cm(layout.length) });
  const main = layout.items.find((item) => item.id === mainId);
  const turn = main ? (360 - Math.round(main.rotation / 90) * 90) % 360 : 0;
  const turned = outline.map((p) => turnPoint(p, turn));
  const shift = { x: -Math.min(...turned.map((p) => p.x)), y: -Math.min(...turned.map((p) => p.y)) };
  const place = (p: Point) => {
    const t = turnPoint(p, turn);
    return { x: t.x + shift.x, y: t.y + shift.y };
  };
  const quarter = turn % 180 !== 0;
  return {
    width: quarter ? layout.length : layout.width,
    length: quarter ? layout.width : layout.length,
    outline: outline.map(place),
    items: layout.items.map((item) => ({ ...item, ...place(item), rotation: normaliseDegrees(item.rotation + turn) })),
    ...(layout.openings ? { openings: layout.openings } : {}),
  };
}
