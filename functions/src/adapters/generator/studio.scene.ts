import type { Plan, PlanItem } from './studio.layout.js';

export const ROOM_WIDTH = 1024;
export const ROOM_HEIGHT = 768;
/** The walls' height in the picture, cm. */
export const WALL_CM = 250;
/** Wall and floor-slab thickness of the cut-away room, cm. */
export const WALL_THICKNESS_CM = 12;
/**
 * One cm of depth goes this far right and up on screen: the oblique 3/4 view the catalogue's drawings are made in
 * (emulators/catalogue/draw.mjs), so cutouts and room share one projection.
 */
export const DEPTH = { x: 0.42, y: 0.3 } as const;

/** Room cm (x along the back wall, y from the back wall towards the viewer, z up) to picture pixels. */
export interface Projection {
  /** Pixels per cm. */
  scale: number;
  point(x: number, y: number, z: number): { px: number; py: number };
}

/** The projection that frames the whole cut-away room (floor, back and side wall) in the picture with a margin. */
export function projectionFor(room: Plan['room']): Projection {
  const t = WALL_THICKNESS_CM;
  const spanX = room.width + t + (room.length + t) * DEPTH.x;
  const spanY = WALL_CM + t + (room.length + t) * DEPTH.y;
  const scale = Math.min((ROOM_WIDTH - 90) / spanX, (ROOM_HEIGHT - 80) / spanY);
  const left = (ROOM_WIDTH - spanX * scale) / 2 + t * scale;
  const bottom = ROOM_HEIGHT - (ROOM_HEIGHT - spanY * scale) / 2 - t * scale;
  return {
    scale,
    point(x, y, z) {
      const depth = room.length - y;
      return { px: left + (x + depth * DEPTH.x) * scale, py: bottom - (z + depth * DEPTH.y) * scale };
    },
  };
}

/** One cutout in the picture: where its image goes and how large, and its place in the drawing order. */
export interface Sprite {
  item: PlanItem;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Rugs are drawn flat: sheared so the back edge runs along the floor's depth. */
  flat: boolean;
}

/**
 * The size in cm the cutout shows, from its own pixels: the catalogue's drawings fit a product's w + 0.42·l by
 * h + 0.3·l box, so the image's pixels per cm is the larger of its two ratios. Pillows are drawn face on (w by h).
 */
export function shownSize(item: PlanItem, imgW: number, imgH: number): { w: number; h: number } {
  const { product } = item;
  // A chair drawn turned a quarter (studio.chair-views.ts) shows its length across and its width in depth.
  const turned = item.view === 'left' || item.view === 'right';
  const [across, deep] = turned ? [product.length, product.width] : [product.width, product.length];
  const spanW = item.kind === 'pillow' ? product.width : across + deep * DEPTH.x;
  const spanH = item.kind === 'pillow' ? product.height : product.height + deep * DEPTH.y;
  const pxPerCm = Math.max(imgW / Math.max(1, spanW), imgH / Math.max(1, spanH));
  let w = imgW / pxPerCm;
  let h = imgH / pxPerCm;
  // Something resting on a host is fitted to it (folded bedding on the bed's width, a mattress in its frame).
  const fit = item.role === 'on' ? item.w + item.l * DEPTH.x : Infinity;
  if (w > fit) {
    h *= fit / w;
    w = fit;
  }
  return { w, h };
}

/**
 * The sprites of a plan, back to front: rugs first (flat on the floor), then what hangs on the back wall, then
 * everything standing, ordered by its front edge (further back first; left before right at the same depth), each
 * followed at once by what rests on it, and last what hangs from the ceiling. Each stands with its footprint's centre under its image's centre and its front
 * edge on the floor (or its host's top), at the plan's scale.
 */
export function sceneSprites(plan: Plan, projection: Projection, sizes: Map<PlanItem, { imgW: number; imgH: number }>): Sprite[] {
  const s = projection.scale;
  const sprite = (item: PlanItem): Sprite => {
    const { imgW, imgH } = sizes.get(item) ?? { imgW: 1, imgH: 1 };
    if (item.role === 'rug') {
      const front = projection.point(item.x - item.w / 2, item.y + item.l / 2, 0);
      return { item, left: front.px, top: front.py - item.l * DEPTH.y * s, width: item.w * s, height: item.l * DEPTH.y * s, flat: true };
    }
    const shown = shownSize(item, imgW, imgH);
    const centre = projection.point(item.x, item.y, item.z);
    const front = projection.point(item.x, item.y + item.l / 2, item.z);
    const width = shown.w * s;
    const height = shown.h * s;
    return { item, left: centre.px - width / 2, top: front.py - height, width, height, flat: false };
  };
  const rugs = plan.items.filter((i) => i.role === 'rug').sort((a, b) => b.w * b.l - a.w * a.l);
  const walls = plan.items.filter((i) => i.role === 'wall');
  const standing = plan.items.filter((i) => i.role === 'floor').sort(frontToBack);
  const guests = (host: PlanItem) =>
    plan.items.filter((i) => i.role === 'on' && i.host === host).sort((a, b) => restingOrder(a) - restingOrder(b) || frontToBack(a, b));
  const onConsole = plan.items.filter((i) => i.role === 'on' && (!i.host || !plan.items.includes(i.host)));
  // Pendants hang above everything that stands: drawn last.
  const hanging = plan.items.filter((i) => i.role === 'ceiling');
  const order = [...rugs, ...walls, ...onConsole.sort(frontToBack), ...standing.flatMap((item) => [item, ...guests(item)]), ...hanging];
  return order.map(sprite);
}

/** Further back first; at the same depth, left first. */
const frontToBack = (a: PlanItem, b: PlanItem) => a.y + a.l / 2 - (b.y + b.l / 2) || a.x - b.x;

/** On a host: the mattress, then pillows against the head, then lamps, then what lies on the front. */
function restingOrder(item: PlanItem): number {
  return item.kind === 'mattress' ? 0 : item.kind === 'pillow' ? 1 : item.kind === 'lamp' ? 2 : 3;
}
