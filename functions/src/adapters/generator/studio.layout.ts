import type { RoomLayout } from '../../contracts/designer.js';
import { kindMount, productKind, type ProductKind } from '../../contracts/product-kinds.js';
import type { BoardProduct } from '../../ports/generator.port.js';

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
   * 'wall' hangs on the back wall at `z` cm.
   */
  role: 'rug' | 'floor' | 'on' | 'wall';
  x: number;
  y: number;
  /** Height of its base above the floor, cm (a host's surface, a wall mount). */
  z: number;
  w: number;
  l: number;
  h: number;
  /** What it rests on, for 'on' items. */
  host?: PlanItem;
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
  towel: ['bench', 'cart', 'storage', 'stool'],
  napkin: ['table', 'cart', 'bench', 'storage'],
  lamp: ['storage', 'table', 'cart', 'bench'],
  decor: ['table', 'storage', 'cart', 'bench'],
};

/** Anchors first: they take the middle of the back wall. */
const ANCHOR_ORDER: ProductKind[] = ['bed', 'sofa', 'table', 'bench', 'mattress', 'storage', 'cart'];

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

interface Rect {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}
const rectOf = (item: PlanItem): Rect => ({
  x0: item.x - item.w / 2,
  x1: item.x + item.w / 2,
  y0: item.y - item.l / 2,
  y1: item.y + item.l / 2,
});
const overlaps = (a: Rect, b: Rect, gap = 0) => a.x0 < b.x1 + gap && b.x0 < a.x1 + gap && a.y0 < b.y1 + gap && b.y0 < a.y1 + gap;

/**
 * The plan of a board's room: anchors (bed, sofa, dining table, bath bench) against the back wall, a coffee table in
 * front of the sofa, dining chairs around the table, side pieces beside the anchor along the walls, rugs under the
 * seating, bed or table; pillows and bedding on the bed, napkins on the table, towels on the bench, table lamps on a
 * nightstand or table; paint and tiles as the finishes. The seed (the generation id) picks the variant: the anchor's
 * place along the wall, which side the side pieces take, the room's size.
 */
export function planRoom(products: BoardProduct[], functionName: string, seed: string, layout?: RoomLayout): Plan {
  const items: PlanItem[] = products.map((product) => {
    const kind = productKind(product);
    const mount = kindMount(kind);
    const onSomething = mount === 'accessory' || (kind === 'lamp' && product.height < TABLE_LAMP_MAX_CM) || kind === 'decor';
    const role: PlanItem['role'] = mount === 'rug' ? 'rug' : kind === 'bath-fixture' ? 'wall' : onSomething ? 'on' : 'floor';
    return { product, kind, role, x: 0, y: 0, z: 0, w: product.width, l: product.length, h: product.height };
  });
  const finishes: Finishes = {
    paints: items.filter((i) => i.kind === 'paint').map((i) => i.product.hexCodes[0] ?? '#E6DAC6'),
    tiles: items.filter((i) => i.kind === 'tile').map((i) => i.product.hexCodes[0] ?? '#EBE8E1'),
  };
  const drawn = items.filter((i) => i.kind !== 'paint' && i.kind !== 'tile');
  const beds = drawn.filter((i) => i.kind === 'bed');
  // A mattress with a bed frame goes into the frame; without one, it is the bed.
  for (const mattress of drawn.filter((i) => i.kind === 'mattress')) {
    if (beds.length) mattress.role = 'on';
  }
  const floor = drawn.filter((i) => i.role === 'floor');
  const anchors = floor
    .filter((i) => ANCHOR_ORDER.includes(i.kind) && !(i.kind === 'table' && i.h < 60 && floor.some((s) => s.kind === 'sofa')))
    .sort((a, b) => ANCHOR_ORDER.indexOf(a.kind) - ANCHOR_ORDER.indexOf(b.kind) || b.w * b.l - a.w * a.l);
  const main = anchors[0];
  const dining = main?.kind === 'table' && main.h >= 60;
  const coffee = floor.filter((i) => i.kind === 'table' && i.h < 60 && i !== main);
  const chairs = floor.filter((i) => i.kind === 'dining-chair' || (dining && i.kind === 'stool'));
  const backRow = anchors.filter((a) => a !== main || !dining);
  const sides = floor.filter((i) => !anchors.includes(i) && !coffee.includes(i) && !chairs.includes(i));

  const variant = seeded(seed, 'plan');
  const shift = [0, -1, 1][variant % 3]!;
  const flip = (variant >>> 4) % 2 === 1;
  const seat = backRow.find((i) => i.kind === 'sofa' || i.kind === 'bed') ?? backRow[0];
  // Armchairs face a sofa's coffee table from its sides when there is one; other side pieces line the walls.
  const flanking = seat?.kind === 'sofa' && coffee.length ? sides.filter((i) => i.kind === 'armchair').slice(0, 2) : [];
  const lining = sides.filter((i) => !flanking.includes(i));
  const rowWidth = backRow.reduce((sum, i) => sum + i.w, 0) + lining.reduce((sum, i) => sum + i.w + 15, 0);
  const deepest = Math.max(
    120,
    ...backRow.map((i) => i.l),
    dining && main ? main.l + 170 : 0,
    seat && coffee[0] ? seat.l + 60 + coffee[0].l : 0,
  );
  const small = functionName === 'Bath';
  const width = layout?.width ?? Math.min(620, Math.max(small ? 300 : 380, round10(rowWidth * 0.8 + 120 + (variant % 5) * 10)));
  const length = layout?.length ?? Math.min(520, Math.max(small ? 260 : 340, round10(deepest + 180 + ((variant >>> 8) % 4) * 10)));

  const placed: PlanItem[] = [];
  const showerheads = drawn.filter((i) => i.role === 'wall' && /shower/i.test(i.product.title));
  const shower = showerheads.length ? { x: width - 50, y: 50, w: 100, l: 100 } : null;
  // The shower's corner is kept free: a pseudo-piece the others stay away from.
  if (shower) placed.push({ ...drawn[0]!, kind: 'decor', role: 'floor', ...shower, z: 0, h: 200 });
  const free = (item: PlanItem, tuckUnder?: PlanItem) =>
    placed.every((other) => other === tuckUnder || !overlaps(rectOf(item), rectOf(other), 4));
  const inside = (item: PlanItem) => {
    const r = rectOf(item);
    return r.x0 >= 0 && r.x1 <= width && r.y0 >= 0 && r.y1 <= length;
  };
  const put = (item: PlanItem, x: number, y: number) => {
    item.x = x;
    item.y = y;
    placed.push(item);
  };
  /** Along the back wall from x outwards in `dir`, the first free place; then along the side walls; then anywhere. */
  const along = (item: PlanItem, from: number, dir: 1 | -1) => {
    for (let step = 0; step < 80; step++) {
      const x = from + dir * (item.w / 2 + 10 + step * 10);
      const probe = { ...item, x, y: item.l / 2 + 2 };
      if (inside(probe) && free(probe)) return put(item, probe.x, probe.y);
    }
    for (const wallX of dir > 0 ? [width - item.w / 2 - 2, item.w / 2 + 2] : [item.w / 2 + 2, width - item.w / 2 - 2]) {
      for (let y = item.l / 2 + 2; y + item.l / 2 <= length; y += 10) {
        const probe = { ...item, x: wallX, y };
        if (free(probe)) return put(item, probe.x, probe.y);
      }
    }
    for (let y = item.l / 2 + 2; y + item.l / 2 <= length; y += 10)
      for (let x = item.w / 2 + 2; x + item.w / 2 <= width; x += 10) {
        const probe = { ...item, x, y };
        if (free(probe)) return put(item, x, y);
      }
    put(item, width / 2, length - item.l / 2 - 2);
  };

  let left = width / 2;
  let right = width / 2;
  if (main && dining) {
    put(main, width / 2 + shift * 30, Math.max(main.l / 2 + 80, length * 0.5));
  }
  backRow.forEach((item, i) => {
    if (i === 0) {
      const x = Math.min(width - item.w / 2 - 10, Math.max(item.w / 2 + 10, width / 2 + shift * Math.min(60, (width - item.w) / 4)));
      put(item, x, item.l / 2 + 2);
      left = x - item.w / 2;
      right = x + item.w / 2;
    } else {
      const toRight = (i % 2 === 1) !== flip;
      along(item, toRight ? right : left, toRight ? 1 : -1);
      if (toRight) right = item.x + item.w / 2;
      else left = item.x - item.w / 2;
    }
  });
  for (const table of coffee) {
    const y = seat ? seat.y + seat.l / 2 + 40 + table.l / 2 : length / 2;
    const probe = { ...table, x: seat?.x ?? width / 2, y };
    if (inside(probe) && free(probe)) put(table, probe.x, probe.y);
    else along(table, right, 1);
  }
  // Dining chairs behind the table first, then at its ends, then in front; others along the walls.
  if (main && dining) {
    // Chairs tuck a little under the table's edge: behind it first, then at its ends, then in front.
    const tuck = 10;
    const n = Math.max(1, Math.floor(main.w / 55));
    const spots = (chair: PlanItem): [number, number][] => [
      ...Array.from({ length: n }, (_, k): [number, number] => [
        main.x - main.w / 2 + (main.w / n) * (k + 0.5),
        main.y - main.l / 2 - chair.l / 2 + tuck,
      ]),
      [main.x - main.w / 2 - chair.w / 2 + tuck, main.y],
      [main.x + main.w / 2 + chair.w / 2 - tuck, main.y],
      ...Array.from({ length: n }, (_, k): [number, number] => [
        main.x - main.w / 2 + (main.w / n) * (k + 0.5),
        main.y + main.l / 2 + chair.l / 2 - tuck,
      ]),
    ];
    chairs.forEach((chair) => {
      const spot = spots(chair).find(([x, y]) => {
        const probe = { ...chair, x, y };
        return inside(probe) && free(probe, main);
      });
      if (spot) put(chair, spot[0], spot[1]);
      else along(chair, right, 1);
    });
  } else chairs.forEach((chair, i) => along(chair, i % 2 ? left : right, i % 2 ? -1 : 1));
  const table = coffee[0];
  flanking.forEach((chair, i) => {
    const side = (i % 2 === 0) !== flip ? 1 : -1;
    const x = table ? table.x + side * (table.w / 2 + chair.w / 2 + 35) : 0;
    const probe = { ...chair, x, y: table ? table.y + 10 : 0 };
    if (table && inside(probe) && free(probe)) put(chair, probe.x, probe.y);
    else along(chair, side > 0 ? right : left, side > 0 ? 1 : -1);
  });
  lining.forEach((item, i) => {
    const toRight = (i % 2 === 0) !== flip;
    along(item, toRight ? right : left, toRight ? 1 : -1);
    if (item.y < item.l / 2 + 5) {
      if (toRight) right = Math.max(right, item.x + item.w / 2);
      else left = Math.min(left, item.x - item.w / 2);
    }
  });

  // Rugs: the first under the bed's foot, the seating and coffee table, or the dining table; others in free floor.
  drawn
    .filter((i) => i.role === 'rug')
    .forEach((rug, i) => {
      const under = i === 0 ? (dining ? main : (seat ?? main)) : undefined;
      if (under && !dining && under.kind !== 'bed' && under.kind !== 'sofa') {
        // A bath mat or a rug before a bench or a console: on the free floor in front of it.
        rug.x = Math.min(width - rug.w / 2, Math.max(rug.w / 2, under.x));
        rug.y = Math.min(length - rug.l / 2 - 5, under.y + under.l / 2 + 25 + rug.l / 2);
      } else if (under) {
        const frontOfAnchor = under.y + under.l / 2;
        const y = dining
          ? under.y
          : Math.min(length - rug.l / 2 - 5, frontOfAnchor - Math.min(rug.l * 0.35, under.l * 0.4) + rug.l / 2 - 20);
        rug.x = Math.min(width - rug.w / 2, Math.max(rug.w / 2, under.x));
        rug.y = Math.max(rug.l / 2, y);
      } else {
        rug.x = Math.min(width - rug.w / 2 - 10, Math.max(rug.w / 2 + 10, width * (0.3 + 0.4 * (i % 2))));
        rug.y = length - rug.l / 2 - 20;
      }
    });

  // Showerheads over the shower tray; mirrors and other fixtures along the back wall, clear of it.
  showerheads.forEach((head, i) => {
    head.x = width - 50 - i * 28;
    head.y = 1;
    head.z = i ? 140 : 190;
  });
  drawn
    .filter((i) => i.role === 'wall' && !showerheads.includes(i))
    .forEach((fixture, k) => {
      fixture.x = Math.min(width - (shower ? 150 : 40), (width * (2 + k)) / 5 + (shift * width) / 12);
      fixture.y = 1;
      fixture.z = /mirror/i.test(fixture.product.title) ? 120 : 170;
    });

  // The board's own layout, when it has one, has the last word on where floor pieces and rugs stand (a quarter turn
  // swaps the footprint; the cutout still faces the viewer).
  for (const item of layout ? drawn : []) {
    const at = layout!.items.find((spot) => spot.id === item.product.id);
    if (!at || (item.role !== 'floor' && item.role !== 'rug')) continue;
    if (Math.round(at.rotation / 90) % 2 === 1) [item.w, item.l] = [item.l, item.w];
    item.x = Math.min(width - item.w / 2, Math.max(item.w / 2, at.x));
    item.y = Math.min(length - item.l / 2, Math.max(item.l / 2, at.y));
  }

  // Things that rest on something: the preferred host that is on the plan, else the studio's console.
  const consoleNeeded = drawn.some((i) => i.role === 'on' && !hostFor(i, placed));
  const consoleItem = consoleNeeded ? placeConsole(width, length, placed) : null;
  if (shower) placed.shift();
  const onHost = new Map<PlanItem, PlanItem[]>();
  for (const item of drawn.filter((i) => i.role === 'on')) {
    const host = hostFor(item, placed) ?? consoleItem!;
    onHost.set(host, [...(onHost.get(host) ?? []), item]);
  }
  for (const [host, guests] of onHost) restOn(host, guests);

  return {
    room: { width, length },
    items: drawn,
    finishes,
    console: consoleItem ? { x: consoleItem.x, y: consoleItem.y, w: consoleItem.w, l: consoleItem.l, h: consoleItem.h } : null,
    shower,
  };
}

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
