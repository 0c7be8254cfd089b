/**
 * What a catalogue product is, read from its title and category keywords. One classification serves the
 * product list, the designer's plan symbols and arrangement, the 3D view and the composed board picture.
 */

/** Plan symbol and arrangement category of a product. */
export const PRODUCT_KINDS = [
  'bed',
  'mattress',
  'sofa',
  'armchair',
  'table',
  'dining-chair',
  'stool',
  'bench',
  'cart',
  'storage',
  'lamp',
  'rug',
  'bath-fixture',
  'vanity',
  'toilet',
  'bathtub',
  'light',
  'plant',
  'bedding',
  'pillow',
  'towel',
  'napkin',
  'paint',
  'tile',
  'decor',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * Where a product goes in a room: 'floor' stands on the floor with its own footprint; 'rug' is a floor layer
 * that furniture may stand on; 'accessory' does not stand on the floor (paint, bedding, pillows, towels,
 * napkins, tiles, wall fixtures, wall and ceiling lights) and is listed beside the plan, not placed on it.
 */
export type ProductMount = 'floor' | 'rug' | 'accessory';

/** In priority order: a 'Pendant Lamp' is a light (it hangs), a 'Table Lamp' a lamp, a 'Bath Rug' a rug, a 'Shower Bench' a bench, a 'Dining Chair' not an armchair. */
const KIND_WORDS: readonly (readonly [ProductKind, RegExp])[] = [
  ['light', /\b(sconces?|pendants?|chandeliers?|ceiling lights?|vanity lights?|wall lights?|flush mounts?)\b/],
  ['lamp', /\blamps?\b/],
  ['rug', /\b(rugs?|runners?|bath mats?)\b/],
  ['paint', /\bpaints?\b/],
  ['tile', /\btiles?\b/],
  ['bath-fixture', /\b(showerheads?|faucets?|mirrors?|wall art)\b/],
  ['pillow', /\b(pillows?|cushions?)\b/],
  ['bedding', /\b(duvets?|comforters?|comfort|sheets?|throws?|blankets?|quilts?)\b/],
  ['towel', /\btowels?\b/],
  ['napkin', /\bnapkins?\b/],
  ['dining-chair', /\bdining chairs?\b/],
  ['stool', /\bstools?\b/],
  ['armchair', /\b(armchairs?|chairs?)\b/],
  ['sofa', /\b(sofas?|sectionals?|loveseats?|couch(es)?)\b/],
  ['mattress', /\bmattress(es)?\b/],
  ['bed', /\bbeds?\b/],
  ['bench', /\bbench(es)?\b/],
  ['bathtub', /\b(bath ?tubs?|tubs?)\b/],
  ['toilet', /\btoilets?\b/],
  ['vanity', /\b(vanity|vanities)\b/],
  ['cart', /\bcarts?\b/],
  ['table', /\b(tables?|desks?)\b/],
  ['storage', /\b(nightstands?|dressers?|consoles?|sideboards?|cabinets?|shelves|shelf|bookcases?)\b/],
  ['plant', /\b(plants?|planters?)\b/],
];

const ACCESSORY_KINDS: ReadonlySet<ProductKind> = new Set([
  'bedding',
  'pillow',
  'towel',
  'napkin',
  'paint',
  'tile',
  'bath-fixture',
  'light',
]);

/** Kind by title words first (more specific), then by category keywords; otherwise a small decor item. */
export function productKind(product: { title: string; keywords: readonly string[] }): ProductKind {
  const texts = [product.title.toLowerCase(), product.keywords.join(' ').toLowerCase()];
  for (const text of texts) {
    for (const [kind, words] of KIND_WORDS) if (words.test(text)) return kind;
  }
  return 'decor';
}

export function kindMount(kind: ProductKind): ProductMount {
  if (kind === 'rug') return 'rug';
  return ACCESSORY_KINDS.has(kind) ? 'accessory' : 'floor';
}
