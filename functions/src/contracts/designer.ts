import { z } from 'zod';

/** The six room shapes of the designer (spec section 3), in the order the shape picker shows them. */
export const ROOM_SHAPE_IDS = ['rectangular', 'l-shaped', 'cut', 't-shaped', 'u-shaped', 'beveled'] as const;
export type RoomShapeId = (typeof ROOM_SHAPE_IDS)[number];

/** Largest room side the designer accepts, in cm (100 m); keeps saved layouts sane. */
const MAX_ROOM_SIDE_CM = 10_000;
/** A board holds at most 10 products (spec section 9); the margin leaves room for boards edited later. */
export const MAX_LAYOUT_ITEMS = 50;

const cm = z.number().finite();

/** One item's place in the room: its centre in room cm from the room's top-left, and its turn in degrees [0, 360). */
const ItemPlacementSchema = z.object({
  id: z.string().min(1).max(200),
  x: cm.min(-MAX_ROOM_SIDE_CM).max(2 * MAX_ROOM_SIDE_CM),
  y: cm.min(-MAX_ROOM_SIDE_CM).max(2 * MAX_ROOM_SIDE_CM),
  rotation: z.number().finite().min(0).lt(360),
});

/** Most doors and windows one room keeps. */
const MAX_OPENINGS = 12;

/**
 * A door or a window on a wall of the room's outline: `wall` is the outline edge's index (room-shapes.ts order),
 * `offset` the opening's centre in cm from that edge's start, `width` its clear width in cm. A door swings into the
 * room, hinged on its left or right (seen from inside the room).
 */
const OpeningSchema = z.object({
  id: z.string().min(1).max(40),
  kind: z.enum(['door', 'window']),
  wall: z.number().int().min(0).max(11),
  offset: cm.min(0).max(MAX_ROOM_SIDE_CM),
  width: cm.min(30).max(400),
  hinge: z.enum(['left', 'right']).optional(),
});
export type Opening = z.infer<typeof OpeningSchema>;

/** What the room designer saves with a board: room size in cm, its shape, and where each item stands. */
export const RoomLayoutSchema = z.object({
  width: cm.positive().max(MAX_ROOM_SIDE_CM),
  length: cm.positive().max(MAX_ROOM_SIDE_CM),
  shape: z.enum(ROOM_SHAPE_IDS),
  items: z
    .array(ItemPlacementSchema)
    .max(MAX_LAYOUT_ITEMS)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'Item ids must be unique.'),
  /** Items the user took off the plan (listed beside it, to bring back); absent when none. */
  removed: z.array(z.string().min(1).max(200)).max(MAX_LAYOUT_ITEMS).optional(),
  /** Doors and windows; absent (layouts saved before them): one door in the middle of the longest near wall. */
  openings: z
    .array(OpeningSchema)
    .max(MAX_OPENINGS)
    .refine((openings) => new Set(openings.map((o) => o.id)).size === openings.length, 'Opening ids must be unique.')
    .optional(),
});
export type RoomLayout = z.infer<typeof RoomLayoutSchema>;
