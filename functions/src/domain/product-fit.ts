import type { RoomFunction } from '../contracts/choices.js';
import { ROOM_FUNCTIONS } from '../contracts/choices.js';
import { productKind, type ProductKind } from '../contracts/product-kinds.js';

/** What the fit rules read of a product. */
interface FitProduct {
  title: string;
  keywords: readonly string[];
  width: number;
}

/**
 * How well a product belongs in a room: 2 made for it (carries the room function's keyword), 1 suits it (untagged,
 * or a rug, lamp, plant or paint made for another dry room), 0 does not (a bath mat in a bedroom, a dining table in a
 * living room, a bed in a bathroom). A category tab shows only products that fit.
 */
type RoomFit = 0 | 1 | 2;

/** Kinds that move between living rooms, bedrooms and dining rooms. */
const SHARED_KINDS: ReadonlySet<ProductKind> = new Set(['rug', 'lamp', 'plant', 'paint', 'decor']);
/** Kinds that belong in a bathroom only. */
const WET_KINDS: ReadonlySet<ProductKind> = new Set(['towel', 'bath-fixture', 'vanity', 'toilet', 'bathtub']);
const WET_WORDS = /\b(bath|baths|shower|showers)\b/i;

const roomTags = (product: FitProduct): RoomFunction[] => ROOM_FUNCTIONS.filter((fn) => product.keywords.includes(fn));

function isWet(product: FitProduct, kind: ProductKind): boolean {
  const tags = roomTags(product);
  if (tags.length) return tags.every((fn) => fn === 'Bath');
  return WET_KINDS.has(kind) || WET_WORDS.test(product.title);
}

export function roomFit(product: FitProduct, room: RoomFunction): RoomFit {
  const kind = productKind(product);
  const tags = roomTags(product);
  if (tags.includes(room)) return 2;
  const wet = isWet(product, kind);
  if (room === 'Bath' ? !wet : wet) return 0;
  if (!tags.length) return 1;
  return SHARED_KINDS.has(kind) ? 1 : 0;
}

/**
 * The widths (cm) a size asks of the kinds it measures; `target` is the ideal, [min, max] what still fits. The room's
 * main piece comes before its rug.
 */
interface SizeBand {
  kinds: readonly ProductKind[];
  target: number;
  min: number;
  max: number;
  main: boolean;
}

const band = (kinds: readonly ProductKind[], target: number, min: number, max: number): SizeBand => ({
  kinds,
  target,
  min,
  max,
  main: !kinds.includes('rug'),
});
/**
 * A bed size is its mattress's width: Twin 97, Full 137, Queen 152, King 193 cm. A mattress fits within a few cm of
 * it; a frame is as wide or a little wider (up to 12 cm), so a 183 cm frame (California king) is neither queen nor king.
 */
const bedBands = (mattress: number): SizeBand[] => [
  band(['mattress'], mattress, mattress - 3, mattress + 3),
  band(['bed'], mattress, mattress - 3, mattress + 12),
];
const SEATING = ['sofa'] as const;
const DINING = ['table'] as const;
const BATH = ['bench'] as const;
const RUG = ['rug'] as const;
const ANY = Infinity;

/**
 * What each size of the selector (spec section 3) means for its room's main piece and its rug. A King Size bedroom
 * takes king beds and mattresses only (193 cm), a Loveseat living room a sofa of at most two seats, an S Table dining
 * room a table for four.
 */
const SIZE_BANDS: Record<string, readonly SizeBand[]> = {
  'King Size': [...bedBands(193), band(RUG, 300, 240, ANY)],
  'Queen Size': [...bedBands(152), band(RUG, 240, 200, 300)],
  'Full Size': [...bedBands(137), band(RUG, 200, 170, 240)],
  'Twin Size': [...bedBands(97), band(RUG, 180, 0, 200)],
  Sectional: [band(SEATING, 290, 240, ANY), band(RUG, 300, 240, ANY)],
  Sofa: [band(SEATING, 225, 180, 260), band(RUG, 240, 200, 300)],
  Loveseat: [band(SEATING, 165, 0, 200), band(RUG, 200, 0, 240)],
  Chair: [band(['armchair'], 85, 0, 110), band(SEATING, 165, 0, 180), band(RUG, 180, 0, 200)],
  'XL Table': [band(DINING, 240, 220, ANY), band(RUG, 300, 240, ANY)],
  'L Table': [band(DINING, 200, 180, 240), band(RUG, 240, 200, 300)],
  'M Table': [band(DINING, 160, 140, 200), band(RUG, 200, 170, 240)],
  'S Table': [band(DINING, 120, 0, 150), band(RUG, 180, 0, 200)],
  Mastery: [band(BATH, 100, 80, ANY)],
  Secondary: [band(BATH, 80, 60, 100)],
  'Three-Quarters': [band(BATH, 70, 60, 90)],
  Powder: [band(BATH, 60, 0, 70)],
};

/** Where a product stands for the chosen size, first to last. */
export const SIZE_TIERS = ['main piece that fits', 'rug that fits', 'not measured', 'does not fit'] as const;

/**
 * How a product answers the chosen size: its tier (an index of SIZE_TIERS: a main piece within the size's band first,
 * then a rug within it, then kinds the size does not measure, and measured kinds outside the band last) and how far
 * its width is from the ideal (0 at the ideal).
 */
export function sizeFit(product: FitProduct, size: string | undefined): { tier: number; closeness: number } {
  const kind = productKind(product);
  const measured = size ? SIZE_BANDS[size]?.find((entry) => entry.kinds.includes(kind)) : undefined;
  if (!measured) return { tier: 2, closeness: 0 };
  const inside = product.width >= measured.min && product.width <= measured.max;
  return { tier: inside ? (measured.main ? 0 : 1) : 3, closeness: Math.abs(product.width - measured.target) / measured.target };
}
