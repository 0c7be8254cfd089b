import type { ProductKind } from '../../contracts/product-kinds.js';
import type { BoardProduct } from '../../ports/generator.port.js';
import type { Plan, PlanItem } from './studio.layout.js';
import { overlaps, rectOf } from './studio.rects.js';
import { WALL_CM } from './studio.scene.js';

/**
 * What the studio picture puts on and against its back wall: the bathroom's plumbed pieces backed onto it, a shower
 * tray under a showerhead, a mirror over the vanity with its lights, other fixtures spread along the wall, and
 * pendants hanging from the ceiling over the tub or the room's middle.
 */

/** Pieces plumbed into a wall: drawn facing the viewer, they stand with their backs to the back wall. */
const PLUMBED: readonly ProductKind[] = ['bathtub', 'vanity', 'toilet'];
const PLUMBED_GAP = 12;

/** A light hangs from the ceiling (pendants, chandeliers) or on the wall (sconces, vanity lights). */
export const lightMount = (product: Pick<BoardProduct, 'title'>): 'ceiling' | 'wall' =>
  /\b(pendants?|chandeliers?|ceiling|flush mounts?)\b/i.test(product.title) ? 'ceiling' : 'wall';

/**
 * Backs the plumbed pieces onto the back wall, in the arrangement's order from left to right, a hand's width apart;
 * the room widens when they do not fit along it.
 */
export function backAgainstWall(floor: PlanItem[], room: { width: number; length: number }) {
  const row = floor.filter((i) => PLUMBED.includes(i.kind)).sort((a, b) => a.x - b.x);
  if (!row.length) return;
  const span = row.reduce((sum, i) => sum + i.w, 0) + PLUMBED_GAP * (row.length - 1);
  room.width = Math.max(room.width, Math.ceil((span + 20) / 10) * 10);
  let left = 0;
  for (const item of row) {
    item.y = item.l / 2;
    item.x = Math.max(item.x, left + item.w / 2);
    left = item.x + item.w / 2 + PLUMBED_GAP;
  }
  let right = room.width;
  for (const item of [...row].reverse()) {
    item.x = Math.min(item.x, right - item.w / 2);
    right = item.x - item.w / 2 - PLUMBED_GAP;
  }
}

const isMirror = (i: PlanItem) => /\bmirrors?\b/i.test(i.product.title);
const isBar = (i: PlanItem) => i.kind === 'light' && i.w > 45;

/**
 * Hangs the wall and ceiling pieces and returns the shower tray a showerhead stands over (in a back corner that no piece
 * stands in), if any. A mirror hangs over the vanity backed onto the back wall, a vanity light over the mirror and
 * sconces either side of it; the other fixtures spread along the back wall; pendants hang over the room's middle.
 */
export function hangOnWalls(
  drawn: PlanItem[],
  floor: PlanItem[],
  room: { width: number; length: number },
  variant: number,
): Plan['shower'] {
  const { width, length } = room;
  const wall = drawn.filter((i) => i.role === 'wall');
  const showerheads = wall.filter((i) => /shower/i.test(i.product.title));
  const corners = [
    { x: width - 50, y: 50, w: 100, l: 100 },
    { x: 50, y: 50, w: 100, l: 100 },
  ];
  const shower = showerheads.length ? (corners.find((c) => floor.every((i) => !overlaps(rectOf(i), rectOf(c)))) ?? null) : null;
  showerheads.forEach((head, i) => {
    head.x = (shower?.x ?? width - 50) - i * 28;
    head.y = 1;
    head.z = i ? 140 : 190;
  });

  const vanity = floor.find((i) => i.kind === 'vanity' && i.y - i.l / 2 < 5);
  const mirror = vanity ? wall.find(isMirror) : undefined;
  if (vanity && mirror) {
    Object.assign(mirror, { x: vanity.x, y: mirror.l / 2, z: vanity.h + 22 });
    mirror.w = Math.min(mirror.w, vanity.w);
  }
  const over = mirror ?? (vanity ? { x: vanity.x, w: vanity.w * 0.6, z: vanity.h + 40, h: 60 } : undefined);
  const hung = new Set<PlanItem>([...showerheads, ...(mirror ? [mirror] : [])]);
  if (over) {
    const bar = wall.find((i) => isBar(i) && !hung.has(i));
    if (bar) {
      Object.assign(bar, { x: over.x, y: bar.l / 2, z: Math.min(WALL_CM - bar.h - 10, over.z + over.h + 8) });
      hung.add(bar);
    }
    wall
      .filter((i) => i.kind === 'light' && !hung.has(i))
      .slice(0, 2)
      .forEach((sconce, k) => {
        const side = k === 0 ? -1 : 1;
        Object.assign(sconce, {
          x: over.x + side * (over.w / 2 + sconce.w / 2 + 8),
          y: sconce.l / 2,
          z: over.z + over.h * 0.6 - sconce.h / 2,
        });
        hung.add(sconce);
      });
  }

  const shift = [0, -1, 1][variant % 3]!;
  wall
    .filter((i) => !hung.has(i))
    .forEach((fixture, k) => {
      const x = (width * (2 + k)) / 5 + (shift * width) / 12;
      fixture.x = shower && Math.abs(x - shower.x) < 100 ? shower.x + (shower.x > width / 2 ? -150 : 150) : x;
      fixture.y = fixture.kind === 'light' ? fixture.l / 2 : 1;
      fixture.z = isMirror(fixture) ? 120 : fixture.kind === 'light' ? 180 : 170;
    });

  // Pendants over the tub when there is one (clear of the mirror and the window behind), else over the room's middle.
  const pendants = drawn.filter((i) => i.role === 'ceiling');
  const tub = floor.find((i) => i.kind === 'bathtub');
  pendants.forEach((pendant, k) => {
    pendant.x = tub ? tub.x - tub.w / 2 + (tub.w * (k + 1)) / (pendants.length + 1) : (width * (k + 1)) / (pendants.length + 1);
    pendant.y = tub ? tub.y : length * 0.45;
    pendant.z = WALL_CM - pendant.h;
  });
  return shower;
}
