/** What the arrangement takes a product for: where it goes in a room (its mount) and its part in the room (its role). */
import { kindMount, type ProductKind, type ProductMount } from '../contracts/product-kinds.js';

/** A product as the arrangement takes it: sizes in cm (width along the wall it backs onto, length away from it). */
export interface ArrangeItem {
  readonly id: string;
  readonly width: number;
  readonly length: number;
  readonly kind?: ProductKind;
  readonly mount?: ProductMount;
}

export const mountOf = (item: Pick<ArrangeItem, 'kind' | 'mount'>): ProductMount =>
  item.mount ?? (item.kind ? kindMount(item.kind) : 'floor');

/** A mattress and a bed frame: the mattress lies in the frame. */
const mattressInFrame = (a: Pick<ArrangeItem, 'kind'>, b: Pick<ArrangeItem, 'kind'>) =>
  (a.kind === 'mattress' && b.kind === 'bed') || (a.kind === 'bed' && b.kind === 'mattress');

/**
 * Rugs are a floor layer: furniture may stand on a rug, so only two rugs or two pieces of furniture can collide; a
 * mattress lies in a bed frame, so those two do not either.
 */
export const canCollide = (a: Pick<ArrangeItem, 'kind' | 'mount'>, b: Pick<ArrangeItem, 'kind' | 'mount'>) =>
  (mountOf(a) === 'rug') === (mountOf(b) === 'rug') && !mattressInFrame(a, b);

export type Role = 'bed' | 'sofa' | 'tub' | 'table' | 'seat' | 'armchair' | 'nightstand' | 'storage' | 'lamp' | 'bench' | 'rug' | 'small';

/** Roles that anchor a room: the piece the others gather round, against the longest free wall. */
export const ANCHOR_ROLES: readonly Role[] = ['bed', 'sofa', 'tub'];

const SMALL_STORAGE = 70;
const LARGE_UNKNOWN = 120;

export function roleOf(item: ArrangeItem, hasBed: boolean): Role {
  if (mountOf(item) === 'rug') return 'rug';
  const biggest = Math.max(item.width, item.length);
  switch (item.kind) {
    case 'bed':
    case 'mattress':
      return 'bed';
    case 'sofa':
      return 'sofa';
    case 'bathtub':
      return 'tub';
    case 'table':
      return 'table';
    case 'dining-chair':
    case 'stool':
      return 'seat';
    case 'armchair':
      return 'armchair';
    case 'storage':
      return hasBed && biggest <= SMALL_STORAGE ? 'nightstand' : 'storage';
    // A vanity and a toilet stand with their backs to a wall (their pipes are in it).
    case 'vanity':
    case 'toilet':
      return 'storage';
    case 'lamp':
      return 'lamp';
    case 'bench':
      return 'bench';
    case undefined:
      return biggest >= LARGE_UNKNOWN ? 'storage' : 'small';
    default:
      return 'small';
  }
}
