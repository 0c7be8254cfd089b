import type { RoomLayout } from '../../contracts/designer.js';
import { kindMount, productKind, type ProductKind } from '../../contracts/product-kinds.js';
import { footprint, placementAt } from '../../room/arranger.js';
import { arrangeRoom } from '../../room/arrangement.js';
import { seatSpots } from '../../room/group-spots.js';
import { footprintAt } from '../../room/placement.js';
import { forwardOf } from '../../room/walls.js';
import { placeOpening } from '../../room/openings.js';
import { rectInsidePolygon } from '../../room/geometry.js';
import { cm, deg, roomPoint } from '../../room/units.js';
import type { BoardProduct } from '../../ports/generator.port.js';
import { overlaps, rectOf } from './studio.rects.js';
import { layoutView, type LayoutView } from './studio.view.js';
import { shownWalls } from './studio.walls.js';
import { backAgainstWall, hangOnWalls, lightMount } from './studio.fixtures.js';

/**
 * The studio picture's plan: where each product stands in a rectangular room seen from its front wall (plan cm,
 * x to the right along the back wall, y from the back wall towards the viewer), or what it stands on.
 */

/** A product on the plan. `x`, `y`: its footprint's centre in room cm; `w` across, `l` deep, `h` tall, in cm. */
export interface PlanItem {
  product: BoardProduct;
  kind: ProductKind;
  /**
   * 'rug' lies flat under the furniture; 'floor' stands on the floor; 'on' rests on its host (a pillow on the bed);
   * 'wall' hangs on the back wall at `z` cm; 'ceiling' hangs from the ceiling (a pendant light).
   */
  role: 'rug' | 'floor' | 'on' | 'wall' | 'ceiling';
  x: number;
  y: number;
  /** Height of its base above the floor, cm (a host's surface, a wall mount). */
  z: number;
  w: number;
  l: number;
  h: number;
  /** What it rests on, for 'on' items. */
  host?: PlanItem;
  /**
   * How a seat at a table is drawn (studio.chair-views.ts): from the front (its cutout, the default), from behind (on
   * the table's near side), or turned to face right or left (at its ends), its footprint then turned too.
   */
  view?: 'front' | 'back' | 'right' | 'left';
}

/** Paint and tiles are not drawn as things: they become the room's wall and floor. */
export interface Finishes {
  /** Paint colours, first for the back wall, the next for the side wall. */
  paints: string[];
  /** Tile colours: the floor (and in a bath the lower walls). */
  tiles: string[];
}

export interface Plan {
  room: { width: number; length: number };
  items: PlanItem[];
  finishes: Finishes;
  /** A plain console the studio adds against the back wall when table lamps, napkins or towels have nothing to rest on. */
  console: { x: number; y: number; w: number; l: number; h: number } | null;
  /** A shower tray with a glass screen in the back right corner, under a showerhead (the room draws it). */
  shower: { x: number; y: number; w: number; l: number } | null;
  /**
   * The board layout's doors and windows on the walls the picture shows (studio.walls.ts); null without a layout that
   * lists openings (the studio then picks a window).
   */
  openings: PlanOpening[] | null;
  /** The floor's outline in plan cm, clockwise on screen: the layout's room shape at the plan's size. */
  outline: Array<{ x: number; y: number }>;
}

/** A door or window on the outline's wall `wall`, from `a` to `b` cm along it from the wall's start. */
export interface PlanOpening {
  kind: 'door' | 'window';
  wall: number;
  a: number;
  b: number;
}

/** The layout's openings on the walls the picture shows; the others are on the walls the cut-away leaves out. */
export function visibleOpenings(view: LayoutView | null): PlanOpening[] | null {
  if (!view?.openings) return null;
  const outline = view.outline.map((p) => roomPoint(p.x, p.y));
  const shown = new Set(shownWalls(outline).map((wall) => wall.index));
  return view.openings.flatMap((opening): PlanOpening[] => {
    const placed = placeOpening(outline, opening);
    if (!placed || !shown.has(opening.wall)) return [];
    const { offset, width } = placed.opening;
    return [{ kind: opening.kind, wall: opening.wall, a: offset - width / 2, b: offset + width / 2 }];
  });
}

/** Where a product's top surface is (cm above the floor) when things rest on it: a bed's mattress, a sofa's seat, a table's top. */
export function surfaceHeight(item: Pick<PlanItem, 'kind' | 'h'>): number {
  switch (item.kind) {
    case 'bed':
      return Math.min(60, item.h * 0.55);
    case 'sofa':
    case 'armchair':
      return Math.min(46, item.h * 0.55);
    default:
      return item.h;
  }
}

const TABLE_LAMP_MAX_CM = 100;

/** Kinds that rest on something, and what they may rest on, in order of preference. */
const HOSTS: Partial<Record<ProductKind, ProductKind[]>> = {
  pillow: ['bed', 'sofa', 'armchair', 'bench'],
  bedding: ['bed', 'sofa', 'bench', 'storage'],
  towel: ['bench', 'cart', 'storage', 'stool', 'vanity'],
  napkin: ['table', 'cart', 'bench', 'storage'],
  lamp: ['storage', 'table', 'cart', 'bench'],
  decor: ['table', 'storage', 'cart', 'bench'],
};

/** A stable number for a seed and a purpose, 0 ≤ n < 2^32. */
export function seeded(seed: string, purpose: string): number {
  let h = 2166136261;
  for (const ch of `${seed}\u0000${purpose}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  return h >>> 0;
}

const round10 = (v: number) => Math.ceil(v / 10) * 10;

/**
 * The plan of a board's room: floor pieces and rugs where the designer's automatic arrangement puts them
 * (room/arrangement.ts; the board's own layout instead when it has one), in a room large enough to show
 * them; pillows and bedding on the bed, napkins on the table, towels on the bench, table lamps on a nightstand or
 * table (else on the studio's console); a showerhead over a shower tray; paint and tiles as the finishes. The seed
 * (the generation id) picks the room's size and, among the arrangement's variants that turn the main piece towards the
 * viewer, which one.
 */
export function planRoom(products: BoardProduct[], functionName: string, seed: string, layout?: RoomLayout): Plan {
  const items: PlanItem[] = products.map((product) => {
    const kind = productKind(product);
    const mount = kindMount(kind);
    const onSomething = mount === 'accessory' || (kind === 'lamp' && product.height < TABLE_LAMP_MAX_CM) || kind === 'decor';
    const role: PlanItem['role'] =
      mount === 'rug' ? 'rug' : kind === 'light' ? lightMount(product) : kind === 'bath-fixture' ? 'wall' : onSomething ? 'on' : 'floor';
    return { product, kind, role, x: 0, y: 0, z: 0, w: product.width, l: product.length, h: product.height };
  });
  const finishes: Finishes = {
    paints: items.filter((i) => i.kind === 'paint').map((i) => i.product.hexCodes[0] ?? '#E6DAC6'),
    tiles: items.filter((i) => i.kind === 'tile').map((i) => i.product.hexCodes[0] ?? '#EBE8E1'),
  };
  const drawn = items.filter((i) => i.kind !== 'paint' && i.kind !== 'tile');
  // A mattress with a bed frame goes into the frame; without one, it is the bed.
  if (drawn.some((i) => i.kind === 'bed')) for (const mattress of drawn.filter((i) => i.kind === 'mattress')) mattress.role = 'on';
  const laid = drawn.filter((i) => i.role === 'floor' || i.role === 'rug');
  const floor = laid.filter((i) => i.role === 'floor');

  const variant = seeded(seed, 'plan');
  const small = functionName === 'Bath';
  const widest = Math.max(100, ...floor.map((i) => i.w));
  const deepest = Math.max(100, ...floor.map((i) => i.l));
  const spread = floor.reduce((sum, i) => sum + i.w * i.l, 0) / 10_000;
  const main = laid.find((i) => MAIN_KINDS.includes(i.kind));
  const view = layout ? layoutView(layout, main?.product.id) : null;
  let width = view?.width ?? Math.min(620, Math.max(small ? 300 : 380, round10(widest + 160 + spread * 12 + (variant % 5) * 10)));
  let length = view?.length ?? Math.min(520, Math.max(small ? 260 : 340, round10(deepest + 180 + spread * 6 + ((variant >>> 8) % 4) * 10)));

  const spots = view ? layoutSpots(view.items, laid) : arrangedSpots({ width, length }, laid, variant);
  // Each piece is drawn facing the viewer, so its own footprint (not turned) is kept inside the room. Without the
  // board's own layout, half the seeds see the arrangement mirrored (the bed's lamp on the other side, say).
  const mirrored = !layout && (variant >>> 12) % 2 === 1;
  for (const item of laid) {
    const at = spots.get(item) ?? { x: width / 2, y: length / 2 };
    const x = mirrored ? width - at.x : at.x;
    item.x = Math.min(width - item.w / 2, Math.max(item.w / 2, x));
    item.y = Math.min(length - item.l / 2, Math.max(item.l / 2, at.y));
  }
  // The picture draws every piece unturned: chairs go round their table (those on its near side drawn from behind),
  // and pieces that the arrangement turned, or that the room cannot hold, are set apart or the room grows.
  // The floor's shape at the plan's size: the view's outline, stretched when the room grows.
  const base = view && { width, length, outline: view.outline };
  const outlineAt = (size: { width: number; length: number }) =>
    base ? base.outline.map((p) => ({ x: (p.x * size.width) / base.width, y: (p.y * size.length) / base.length })) : null;
  const room = { width, length, outlineAt };
  seatRoundTables(floor, room);
  backAgainstWall(floor, room);
  setApart(floor, room);
  ({ width, length } = room);

  const shower = hangOnWalls(drawn, floor, room, variant);

  // Things that rest on something: the preferred host on the plan, else the studio's console.
  const blocking = shower ? [...floor, { ...floor[0]!, ...shower }] : floor;
  const consoleNeeded = drawn.some((i) => i.role === 'on' && !hostFor(i, floor));
  const consoleItem = consoleNeeded ? placeConsole(width, length, blocking) : null;
  const onHost = new Map<PlanItem, PlanItem[]>();
  for (const item of drawn.filter((i) => i.role === 'on')) {
    const host = hostFor(item, floor) ?? consoleItem!;
    onHost.set(host, [...(onHost.get(host) ?? []), item]);
  }
  for (const [host, guests] of onHost) restOn(host, guests);

  return {
    room: { width, length },
    items: drawn,
    finishes,
    console: consoleItem ? { x: consoleItem.x, y: consoleItem.y, w: consoleItem.w, l: consoleItem.l, h: consoleItem.h } : null,
    shower,
    openings: visibleOpenings(view),
    outline: outlineAt({ width, length }) ?? [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: length },
      { x: 0, y: length },
    ],
  };
}

/** Arrangement ids are unique per piece: a product picked twice is two pieces. */
const pieceId = (item: PlanItem, index: number) => `${item.product.id}#${index}`;

/**
 * The designer's automatic arrangement in the picture's room. Its variants turn the room's main piece to different
 * walls; the picture shows the room from its front wall, so the variants that stand the main piece against the back
 * wall facing the viewer are preferred, and the seed picks among them.
 */
function arrangedSpots(
  room: { width: number; length: number },
  laid: PlanItem[],
  variant: number,
): Map<PlanItem, { x: number; y: number }> {
  const pieces = laid.map((item, i) => ({
    id: pieceId(item, i),
    width: item.w,
    length: item.l,
    kind: item.kind,
    mount: kindMount(item.kind),
  }));
  const main = laid.findIndex((i) => MAIN_KINDS.includes(i.kind));
  const arranged = (v: number) => arrangeRoom({ ...room, shape: 'rectangular' }, pieces, { variant: (variant + v) % ARRANGEMENT_VARIANTS });
  const facing = (layout: RoomLayout) => main < 0 || layout.items.find((spot) => spot.id === pieces[main]!.id)?.rotation === 0;
  // Arranging costs a few milliseconds: variants are tried from the seed's own until one faces the viewer.
  let chosen = arranged(0);
  for (let v = 1; v < ARRANGEMENT_VARIANTS && !facing(chosen); v++) {
    const next = arranged(v);
    if (facing(next)) chosen = next;
  }
  const byId = new Map(chosen.items.map((spot) => [spot.id, spot]));
  return new Map(laid.flatMap((item, i) => (byId.has(pieceId(item, i)) ? [[item, byId.get(pieceId(item, i))!] as const] : [])));
}

/** The board's own layout: each listed product's spot, the first unused spot of its id for a product picked twice. */
function layoutSpots(items: RoomLayout['items'], laid: PlanItem[]): Map<PlanItem, { x: number; y: number }> {
  const left = [...items];
  return new Map(
    laid.flatMap((item) => {
      const at = left.findIndex((spot) => spot.id === item.product.id);
      return at < 0 ? [] : [[item, left.splice(at, 1)[0]!] as const];
    }),
  );
}

/** The piece the room is arranged around. */
const MAIN_KINDS: ProductKind[] = ['bed', 'sofa', 'bathtub', 'bench', 'table', 'mattress'];
const ARRANGEMENT_VARIANTS = 6;

function hostFor(item: PlanItem, placed: PlanItem[]): PlanItem | undefined {
  if (item.kind === 'mattress') return placed.find((p) => p.kind === 'bed');
  for (const kind of HOSTS[item.kind] ?? HOSTS.decor!) {
    const host = placed.find((p) => p.kind === kind && (kind !== 'table' || item.kind !== 'lamp' || p.h < 80));
    if (host) return host;
  }
  return undefined;
}

/** The studio's console: 110 × 40 × 78 cm against the back wall where it is free, else along the side wall. */
function placeConsole(width: number, length: number, placed: PlanItem[]): PlanItem {
  const probe: PlanItem = {
    product: {
      id: 'studio-console',
      title: 'Console',
      price: 0,
      keywords: [],
      width: 110,
      length: 40,
      height: 78,
      hexCodes: [],
      cutout: Buffer.alloc(0),
    },
    kind: 'storage',
    role: 'floor',
    x: width - 70,
    y: 22,
    z: 0,
    w: 110,
    l: 40,
    h: 78,
  };
  const free = () => placed.every((other) => !overlaps(rectOf(probe), rectOf(other), 2));
  for (let x = width - 70; x >= 70; x -= 10) {
    probe.x = x;
    if (free()) return probe;
  }
  Object.assign(probe, { x: 22, w: 40, l: 110 });
  for (let y = 60; y <= length - 60; y += 10) {
    probe.y = y;
    if (free()) return probe;
  }
  return Object.assign(probe, { x: width - 70, y: 22, w: 110, l: 40 });
}

/**
 * Places the guests on the host's top: a mattress fills a bed frame; pillows stand against the bed's head (or the
 * sofa's back); folded bedding, napkins and towels lie on the front half; a table lamp stands at one end.
 */
function restOn(host: PlanItem, guests: PlanItem[]) {
  const top = surfaceHeight(host);
  const mattress = guests.find((g) => g.kind === 'mattress');
  let surface = top;
  if (mattress) {
    mattress.host = host;
    mattress.w = host.w - 6;
    mattress.l = Math.min(mattress.l, host.l - 20);
    mattress.x = host.x;
    mattress.y = host.y + (host.l - mattress.l) / 2 - 4;
    mattress.z = Math.max(20, top - mattress.h);
    surface = mattress.z + mattress.h;
  }
  const pillows = guests.filter((g) => g.kind === 'pillow');
  const flat = guests.filter((g) => g !== mattress && g.kind !== 'pillow' && g.kind !== 'lamp');
  const lamps = guests.filter((g) => g.kind === 'lamp');
  const backOfSeat = host.kind === 'bed' ? host.y - host.l / 2 + 30 : host.y - host.l * 0.1;
  pillows.forEach((pillow, i) => {
    pillow.host = host;
    pillow.l = 15;
    const span = Math.max(1, pillows.length);
    pillow.x = host.x - host.w / 2 + (host.w * (i + 0.5)) / span;
    pillow.w = Math.min(pillow.w, (host.w / span) * 0.95);
    pillow.y = backOfSeat + i * 2;
    pillow.z = surface - 4;
  });
  flat.forEach((item, i) => {
    item.host = host;
    if (host.kind === 'vanity') {
      // Folded at the end of the top, clear of the basin in its middle.
      item.w = Math.min(item.w, 20);
      item.l = Math.min(item.l, 30, host.l * 0.6);
      item.x = host.x + (i % 2 ? -1 : 1) * (host.w / 2 - item.w / 2 - 2);
      item.y = host.y + 2;
      item.z = surface + Math.floor(i / 2) * 6;
      return;
    }
    const span = Math.max(1, flat.length);
    item.w = Math.min(item.w, 60, (host.w / span) * 0.9);
    item.l = Math.min(item.l, 45, host.l * 0.45);
    item.x = host.x - host.w / 2 + (host.w * (i + 0.5)) / span;
    item.y = host.y + host.l / 2 - item.l / 2 - 4;
    item.z = surface;
  });
  lamps.forEach((lamp, i) => {
    lamp.host = host;
    lamp.x = host.x + (i % 2 ? -1 : 1) * Math.max(0, host.w / 2 - lamp.w / 2 - 4);
    lamp.y = host.y;
    lamp.z = top;
  });
}

/** Kinds that sit at a table. */
const SEAT_KINDS: ProductKind[] = ['dining-chair', 'stool'];
/** The largest room the studio grows to, cm. */
const MAX_ROOM = { width: 1200, length: 1000 };
const GROW_STEP = 20;

/** How far a chair tucks under its table's edge, cm. */
const TUCK_CM = 12;

/**
 * Seats round their table by the arrangement's own rule (room/group-spots.ts), for the table as the picture draws it
 * (unturned, its width across the picture): each table takes the seats nearest to it; those on its far side face the
 * viewer and stand behind it, those on its near side are drawn from behind in front of it, the rest at its ends turned
 * to face it, each tucked a little under the table's edge. The group moves into the room, and the room grows, when it does not fit.
 */
export function seatRoundTables(floor: PlanItem[], room: { width: number; length: number }) {
  const tables = floor.filter((i) => i.kind === 'table').sort((a, b) => b.w * b.l - a.w * a.l);
  const seats = floor.filter((i) => SEAT_KINDS.includes(i.kind));
  if (!tables.length || !seats.length) return;
  const byTable = new Map<PlanItem, PlanItem[]>(tables.map((t) => [t, []]));
  for (const seat of seats) {
    const nearest = tables.reduce((a, b) => (Math.hypot(b.x - seat.x, b.y - seat.y) < Math.hypot(a.x - seat.x, a.y - seat.y) ? b : a));
    byTable.get(nearest)!.push(seat);
  }
  for (const [table, group] of byTable) {
    if (!group.length) continue;
    group.sort((a, b) => a.x - b.x || a.y - b.y);
    const tableItem = { id: 'table', width: table.w, length: table.l, kind: table.kind };
    const at = placementAt(table.x, table.y, 0);
    const spots = seatSpots({ item: tableItem, role: 'table', at, rect: footprintAt(footprint(tableItem), at) }, pieces(group));
    const tuck = Math.min(TUCK_CM, table.l / 4, table.w / 4);
    group.forEach((seat, i) => {
      const spot = spots[i]?.({ id: seat.product.id, width: seat.w, length: seat.l })[0]?.at;
      if (!spot) return;
      // Rotation 0 faces the viewer (the far side), 180 away (the near side); the ends face across.
      const facing = forwardOf(spot.rotation);
      seat.x = spot.x + facing.x * tuck;
      seat.y = spot.y + facing.y * tuck;
      seat.view = VIEWS[Math.round(spot.rotation)] ?? 'front';
      // Turned a quarter, its footprint is turned too.
      if (seat.view === 'left' || seat.view === 'right') [seat.w, seat.l] = [seat.l, seat.w];
    });
    const members = [table, ...group];
    const box = {
      x0: Math.min(...members.map((m) => m.x - m.w / 2)),
      x1: Math.max(...members.map((m) => m.x + m.w / 2)),
      y0: Math.min(...members.map((m) => m.y - m.l / 2)),
      y1: Math.max(...members.map((m) => m.y + m.l / 2)),
    };
    room.width = Math.max(room.width, Math.ceil((box.x1 - box.x0 + 20) / 10) * 10);
    room.length = Math.max(room.length, Math.ceil((box.y1 - box.y0 + 20) / 10) * 10);
    const dx = Math.max(0, -box.x0) - Math.max(0, box.x1 - room.width);
    const dy = Math.max(0, -box.y0) - Math.max(0, box.y1 - (room.length - 10));
    for (const member of members) Object.assign(member, { x: member.x + dx, y: member.y + dy });
  }
}

/** The view a seat turned so is drawn in: rotation 0 faces the viewer, 90 to the left, 180 away, 270 to the right. */
const VIEWS: Record<number, NonNullable<PlanItem['view']>> = { 0: 'front', 90: 'left', 180: 'back', 270: 'right' };

const pieces = (items: PlanItem[]) => items.map((item) => ({ id: item.product.id, width: item.w, length: item.l, kind: item.kind }));

/** Seats at their table touch it (tucked under its edge): they are one group, not a collision. */
const atTable = (a: PlanItem, b: PlanItem) =>
  (SEAT_KINDS.includes(a.kind) && b.kind === 'table') || (a.kind === 'table' && SEAT_KINDS.includes(b.kind));

/**
 * Never one piece inside another: the larger pieces keep their places, and each smaller one that overlaps one of them
 * moves to the nearest free spot; when there is none, the room grows (to the right and towards the viewer) until there
 * is. Seats at their table move with nothing: they were placed together.
 */
export function setApart(floor: PlanItem[], room: ShapedRoom) {
  const settled: PlanItem[] = [];
  const clashes = (item: PlanItem, at: { x: number; y: number }) =>
    !withinShape(item, at, room) ||
    settled.some((other) => !atTable(item, other) && overlaps(rectOf({ ...item, ...at }), rectOf(other), 2));
  for (const item of [...floor].sort((a, b) => b.w * b.l - a.w * a.l)) {
    while (clashes(item, item)) {
      const spot = nearestFree(item, room, clashes);
      if (spot) Object.assign(item, spot);
      else if (room.width >= MAX_ROOM.width && room.length >= MAX_ROOM.length) break;
      else {
        room.width = Math.min(MAX_ROOM.width, room.width + GROW_STEP);
        room.length = Math.min(MAX_ROOM.length, room.length + GROW_STEP / 2);
      }
    }
    settled.push(item);
  }
}

/** A room that may have a shape: its outline at a size (none for a plain rectangle). */
interface ShapedRoom {
  width: number;
  length: number;
  outlineAt?: (size: { width: number; length: number }) => Array<{ x: number; y: number }> | null;
}

/** Whether the piece, unturned, stands on the floor of a shaped room (an L's notch is not floor). */
function withinShape(item: PlanItem, at: { x: number; y: number }, room: ShapedRoom) {
  const outline = room.outlineAt?.(room);
  if (!outline) return true;
  const polygon = outline.map((p) => roomPoint(p.x, p.y));
  return rectInsidePolygon({ center: roomPoint(at.x, at.y), width: cm(item.w), length: cm(item.l), rotation: deg(0) }, polygon);
}

/** The free spot nearest to the item's own, on a 10 cm grid, its back to the back wall first. */
function nearestFree(
  item: PlanItem,
  room: { width: number; length: number },
  clashes: (item: PlanItem, at: { x: number; y: number }) => boolean,
): { x: number; y: number } | null {
  let best: { x: number; y: number; d: number } | null = null;
  for (let y = item.l / 2; y <= room.length - item.l / 2 + 1e-9; y += 10) {
    for (let x = item.w / 2; x <= room.width - item.w / 2 + 1e-9; x += 10) {
      const d = Math.hypot(x - item.x, y - item.y);
      if ((!best || d < best.d) && !clashes(item, { x, y })) best = { x, y, d };
    }
  }
  return best && { x: best.x, y: best.y };
}
