import { openingsOf, placeOpening } from '@room/openings';
import type { RoomLayout, RoomShapeId } from '@contracts/designer';
import { boundsOf, offsetPolygon, signedArea, type Box, type Polygon } from '@room/geometry';
import { roomOutline } from '@room/room-shapes';
import { cm, type Cm, type RoomPoint } from '@room/units';

/**
 * The 3D scene's model, in world centimetres: x is the room's x, z is the room's y (so the plan seen from above keeps
 * its orientation) and y points up. Pure data; the components turn it into three.js objects.
 */
export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** How thick and how high the walls stand, in cm. */
export const WALL_THICKNESS = cm(12);
export const WALL_HEIGHT = cm(250);
/** A product whose height is unknown (0 in the catalogue) stands this tall. */
export const FALLBACK_HEIGHT = cm(60);

/** One straight wall: the floor's edge `inner`, the wall's outer line `outer`, and which way is out of the room. */
interface WallSegment {
  readonly inner: readonly [RoomPoint, RoomPoint];
  readonly outer: readonly [RoomPoint, RoomPoint];
  /** Unit vector in the floor plane (room x, room y) pointing out of the room. */
  readonly outward: { readonly x: number; readonly y: number };
  readonly length: Cm;
  readonly height: Cm;
  readonly thickness: Cm;
}

export interface RoomScene {
  /** The floor, clockwise on the plan, in room cm. */
  readonly floor: Polygon;
  readonly walls: readonly WallSegment[];
  /** The floor's box and the box with the walls around it. */
  readonly bounds: Box;
  readonly outerBounds: Box;
  readonly height: Cm;
}

interface RoomSpec {
  readonly shape: RoomShapeId;
  readonly width: number;
  readonly length: number;
}

/** The room's floor and one wall per edge of its real outline, mitred at the corners (the wall's outer line is the floor grown by its thickness). */
export function roomScene({ shape, width, length }: RoomSpec, thickness: Cm = WALL_THICKNESS, height: Cm = WALL_HEIGHT): RoomScene {
  const floor = roomOutline(shape, { width: cm(width), length: cm(length) });
  const outer = offsetPolygon(floor, thickness);
  const outwardSign = signedArea(floor) > 0 ? -1 : 1;
  const walls = floor.map((a, i): WallSegment => {
    const b = floor[(i + 1) % floor.length] as RoomPoint;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy);
    return {
      inner: [a, b],
      outer: [outer[i] as RoomPoint, outer[(i + 1) % outer.length] as RoomPoint],
      // `+ 0` turns -0 into 0.
      outward: { x: (-dy / len) * outwardSign + 0, y: (dx / len) * outwardSign + 0 },
      length: cm(len),
      height,
      thickness,
    };
  });
  return { floor, walls, bounds: boundsOf(floor), outerBounds: boundsOf(outer), height };
}

/** Whether a camera at `eye` stands outside this wall (on its outer side): the wall is then left out so the room shows. */
export function wallFacesAway(wall: WallSegment, eye: Vec3): boolean {
  const [a] = wall.inner;
  return (eye.x - a.x) * wall.outward.x + (eye.z - a.y) * wall.outward.y > 0;
}

/** How thick a rug lies on the floor, in cm. */
export const RUG_HEIGHT = cm(1);

type ItemMount = 'floor' | 'rug' | 'accessory';

/** A board product as the 3D view takes it: sizes in cm; a rug (mount 'rug') lies flat under the furniture. */
export interface SceneItem {
  readonly id: string;
  readonly name: string;
  readonly width: number;
  readonly length: number;
  readonly height: number;
  readonly imageUrl: string | null;
  readonly mount?: ItemMount;
  /** The product's main colour (#RRGGBB). */
  readonly colour?: string;
}

/** One product in the scene: the centre of its volume, its turn about the vertical axis, and its real size. */
export interface ItemTransform {
  readonly id: string;
  readonly name: string;
  readonly imageUrl: string | null;
  readonly mount: ItemMount;
  readonly colour: string | undefined;
  readonly position: Vec3;
  /** Radians about +y, three.js's sense: the plan's clockwise turn of `rotation` degrees is -rotation here. */
  readonly rotationY: number;
  readonly size: { readonly width: Cm; readonly length: Cm; readonly height: Cm };
}

const positive = (value: number, fallback: Cm) => cm(Number.isFinite(value) && value > 0 ? value : fallback);

/**
 * Where each laid-out product stands, on the floor (a rug flat on it, its height whatever the catalogue says); products
 * the layout does not place are left out. Rugs come first, so that they are drawn beneath the furniture.
 */
export function itemTransforms(layout: RoomLayout, items: readonly SceneItem[]): ItemTransform[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const placed = layout.items.flatMap((placement): ItemTransform[] => {
    const item = byId.get(placement.id);
    if (!item) return [];
    const mount = item.mount ?? 'floor';
    const size = {
      width: positive(item.width, cm(1)),
      length: positive(item.length, cm(1)),
      height: mount === 'rug' ? RUG_HEIGHT : positive(item.height, FALLBACK_HEIGHT),
    };
    const turn = -(placement.rotation * Math.PI) / 180;
    return [
      {
        id: item.id,
        name: item.name,
        imageUrl: item.imageUrl,
        mount,
        colour: item.colour,
        position: { x: placement.x, y: size.height / 2, z: placement.y },
        rotationY: turn + 0,
        size,
      },
    ];
  });
  return [...placed.filter((item) => item.mount === 'rug'), ...placed.filter((item) => item.mount !== 'rug')];
}

/** The upright card showing a cutout of `aspect` (width / height), as large as fits the product's front (width × height). */
export function cardSize(size: ItemTransform['size'], aspect: number): { width: number; height: number } {
  if (!(aspect > 0) || !Number.isFinite(aspect)) return { width: size.width, height: size.height };
  return aspect > size.width / size.height
    ? { width: size.width, height: size.width / aspect }
    : { width: size.height * aspect, height: size.height };
}

/** Door and window heights in the 3D room, cm: a door from the floor, a window over a sill. */
export const DOOR_HEIGHT = 205;
export const WINDOW_SILL = 90;
export const WINDOW_HEIGHT = 120;

/** A door or window as a panel on its wall's inner face, in world cm (plan y is world z). */
export interface OpeningPanel {
  readonly id: string;
  readonly kind: 'door' | 'window';
  /** The wall it is on (an index into the scene's walls): hidden with it. */
  readonly wall: number;
  readonly centre: Vec3;
  readonly width: number;
  readonly height: number;
  /** Turn about the vertical axis so the panel's width runs along the wall. */
  readonly rotationY: number;
}

/** The layout's doors and windows (the classic door when it lists none) as panels just inside their walls. */
export function openingPanels(layout: RoomLayout, room: RoomScene): OpeningPanel[] {
  return openingsOf(layout, room.floor).flatMap((opening) => {
    const placed = placeOpening(room.floor, opening);
    const wall = room.walls[opening.wall];
    if (!placed || !wall) return [];
    const [a, b] = wall.inner;
    const door = opening.kind === 'door';
    const height = door ? DOOR_HEIGHT : WINDOW_HEIGHT;
    return [
      {
        id: opening.id,
        kind: opening.kind,
        wall: opening.wall,
        centre: {
          x: placed.centre.x - wall.outward.x * 0.6,
          y: (door ? 0 : WINDOW_SILL) + height / 2,
          z: placed.centre.y - wall.outward.y * 0.6,
        },
        width: placed.opening.width,
        height,
        rotationY: -Math.atan2(b.y - a.y, b.x - a.x),
      },
    ];
  });
}
