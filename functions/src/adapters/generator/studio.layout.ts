import type { Placement } from '../../domain/catalogue.js';
import type { BoardProduct } from '../../ports/generator.port.js';

export const ROOM_WIDTH = 1024;
export const ROOM_HEIGHT = 768;
/** Pixels per centimetre at the back wall; nearer rows are drawn larger. */
const PX_PER_CM = 2.1;

export interface Placed {
  left: number;
  top: number;
  width: number;
  height: number;
  input: Buffer;
  base: number;
  shadow: boolean;
}

export interface Planned {
  product: BoardProduct;
  placement: Placement;
  imgW: number;
  imgH: number;
}

/** Width in cm the cutout shows: the drawings are 3/4 views, so depth adds to the width. */
function visualWidthCm({ product, placement }: Planned): number {
  const view = product.width + product.length * 0.42;
  if (placement === 'rug') return Math.min(product.width, 320);
  if (placement === 'soft') return clamp(view, 40, 60);
  if (placement === 'decor') return clamp(view, 40, 65);
  if (placement === 'wall') return clamp(view, 55, 80);
  return view;
}

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Decides where each cutout goes and how large: rugs in front on the floor, anchors against the wall, sides beside. */
export function layout(plans: Planned[]): { plan: Planned; x: number; base: number; width: number; shadow: boolean }[] {
  const out: { plan: Planned; x: number; base: number; width: number; shadow: boolean }[] = [];
  const by = (p: Placement) => plans.filter((plan) => plan.placement === p);
  const rugs = by('rug');
  rugs.forEach((plan, i) => {
    const width = Math.min(880, visualWidthCm(plan) * PX_PER_CM * (i === 0 ? 1.35 : 0.8));
    const x = i === 0 ? ROOM_WIDTH / 2 : ROOM_WIDTH / 2 + (i % 2 ? -1 : 1) * (240 + 40 * Math.floor(i / 2));
    out.push({ plan, x, base: i === 0 ? 752 : 700, width, shadow: false });
  });
  const anchors = by('anchor').sort((a, b) => visualWidthCm(b) - visualWidthCm(a));
  const anchorWidths = anchors.map((plan) => visualWidthCm(plan) * PX_PER_CM);
  const total = anchorWidths.reduce((a, b) => a + b, 0);
  const squeeze = total > 820 ? Math.max(0.5, 820 / total) : 1;
  let leftEdge = ROOM_WIDTH / 2;
  let rightEdge = ROOM_WIDTH / 2;
  anchors.forEach((plan, i) => {
    const width = anchorWidths[i]! * squeeze;
    let x: number;
    if (i === 0) {
      x = ROOM_WIDTH / 2;
      leftEdge = x - width / 2;
      rightEdge = x + width / 2;
    } else if (i % 2 === 1) {
      x = leftEdge - width / 2 + width * 0.25;
      leftEdge = x - width / 2;
    } else {
      x = rightEdge + width / 2 - width * 0.25;
      rightEdge = x + width / 2;
    }
    out.push({
      plan,
      x: clamp(x, width / 2 - width * 0.2, ROOM_WIDTH - width / 2 + width * 0.2),
      base: 540 + (i ? 22 : 0),
      width,
      shadow: true,
    });
  });
  by('side').forEach((plan, i) => {
    const width = visualWidthCm(plan) * PX_PER_CM * 1.08;
    const side = i % 2 === 0 ? 1 : -1;
    const step = Math.floor(i / 2);
    const edge = side > 0 ? Math.max(rightEdge, ROOM_WIDTH / 2) : Math.min(leftEdge, ROOM_WIDTH / 2);
    const x = clamp(edge + side * (width / 2 + 10 + step * (width * 0.8)), width / 2 + 8, ROOM_WIDTH - width / 2 - 8);
    out.push({ plan, x, base: 585 + step * 18, width, shadow: true });
  });
  const front = [...by('soft'), ...by('decor')];
  front.forEach((plan, i) => {
    const width = visualWidthCm(plan) * PX_PER_CM * 1.15;
    const x = (ROOM_WIDTH * (i + 1)) / (front.length + 1);
    out.push({ plan, x, base: 712 + (i % 2) * 30, width, shadow: true });
  });
  by('wall').forEach((plan, i) => {
    const width = visualWidthCm(plan) * PX_PER_CM * 1.1;
    out.push({ plan, x: ROOM_WIDTH - 170 - i * 150, base: 290 + (i % 2) * 20, width, shadow: false });
  });
  return out;
}

export function layer(placement: Placement): number {
  return placement === 'rug' ? 0 : placement === 'wall' ? 1 : 2;
}

/** sharp refuses composites that overflow the canvas; items are placed inside, so this only guards odd shapes. */
export function clip(item: Placed): { input: Buffer; left: number; top: number } | null {
  if (item.width > ROOM_WIDTH || item.height > ROOM_HEIGHT) return null;
  return {
    input: item.input,
    left: clamp(item.left, 0, ROOM_WIDTH - item.width),
    top: clamp(item.top, 0, ROOM_HEIGHT - item.height),
  };
}
