import { ROOM_SHAPE_IDS, type RoomShapeId } from '../contracts/designer.js';
import { offsetPolygon, polygonPath, type Polygon } from './geometry.js';
import { type Cm, roomPoint } from './units.js';

/** A point in normalised room space: 0..1 across the room's width (x) and length (y). */
interface NormalisedPoint {
  readonly u: number;
  readonly v: number;
}

interface RoomShape {
  readonly id: RoomShapeId;
  /** The picker's accessible name. */
  readonly label: string;
  /** The room's real floor, clockwise on screen, in normalised space. */
  readonly outline: readonly NormalisedPoint[];
  /** The picker's thumbnail in a 48 × 48 view box: the floor (inner clipping shape) and the wall's outer line. */
  readonly thumbnail: { readonly inner: string; readonly outer: string };
}

export interface RoomSize {
  readonly width: Cm;
  readonly length: Cm;
}

const THUMB = 48;
const THUMB_PAD = 7;
const THUMB_WALL = 3;

const pts = (...pairs: Array<[number, number]>): NormalisedPoint[] => pairs.map(([u, v]) => ({ u, v }));

const OUTLINES: Record<RoomShapeId, { label: string; outline: NormalisedPoint[] }> = {
  rectangular: { label: 'Rectangular', outline: pts([0, 0], [1, 0], [1, 1], [0, 1]) },
  'l-shaped': { label: 'L-shaped', outline: pts([0, 0], [0.5, 0], [0.5, 0.5], [1, 0.5], [1, 1], [0, 1]) },
  cut: { label: 'Cut corner', outline: pts([0, 0], [0.65, 0], [1, 0.35], [1, 1], [0, 1]) },
  't-shaped': {
    label: 'T-shaped',
    outline: pts([0, 0], [1, 0], [1, 0.45], [0.7, 0.45], [0.7, 1], [0.3, 1], [0.3, 0.45], [0, 0.45]),
  },
  'u-shaped': {
    label: 'U-shaped',
    outline: pts([0, 0], [0.35, 0], [0.35, 0.5], [0.65, 0.5], [0.65, 0], [1, 0], [1, 1], [0, 1]),
  },
  beveled: {
    label: 'Beveled',
    outline: pts([0.15, 0], [0.85, 0], [1, 0.15], [1, 0.85], [0.85, 1], [0.15, 1], [0, 0.85], [0, 0.15]),
  },
};

function scaleOutline(outline: readonly NormalisedPoint[], width: number, length: number, offset = 0): Polygon {
  return outline.map(({ u, v }) => roomPoint(offset + u * width, offset + v * length));
}

export const ROOM_SHAPES: readonly RoomShape[] = ROOM_SHAPE_IDS.map((id) => {
  const { label, outline } = OUTLINES[id];
  const inner = scaleOutline(outline, THUMB - 2 * THUMB_PAD, THUMB - 2 * THUMB_PAD, THUMB_PAD);
  return { id, label, outline, thumbnail: { inner: polygonPath(inner), outer: polygonPath(offsetPolygon(inner, THUMB_WALL)) } };
});

export const THUMBNAIL_VIEW_BOX = `0 0 ${THUMB} ${THUMB}`;

export function roomShape(id: RoomShapeId): RoomShape {
  return ROOM_SHAPES.find((shape) => shape.id === id) ?? (ROOM_SHAPES[0] as RoomShape);
}

/** The inner clipping shape: the floor items must stay on, in room cm. */
export function roomOutline(id: RoomShapeId, { width, length }: RoomSize): Polygon {
  return scaleOutline(roomShape(id).outline, width, length);
}

/** The outer border shape: the floor grown by the wall's thickness, in room cm. */
export function roomBorder(id: RoomShapeId, size: RoomSize, wall: Cm): Polygon {
  return offsetPolygon(roomOutline(id, size), wall);
}
