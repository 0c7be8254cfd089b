import type { PaletteColour } from '../contracts/catalogue.js';
import { normaliseHex } from './catalogue.js';

/** At most this many colours on the generated board (spec section 9). */
export const PALETTE_LIMIT = 14;

export type { PaletteColour };

type Rgb = [number, number, number];

/** A small named-colour table for interior palettes; names are what the description and the palette panel show. */
const NAMED_COLOURS: [string, string][] = [
  ['Black', '#111111'],
  ['Charcoal', '#3A3D42'],
  ['Slate Grey', '#6A7786'],
  ['Grey', '#8E8E8E'],
  ['Dove Grey', '#B9B8B3'],
  ['Silver', '#C8CCD1'],
  ['White', '#FAFAFA'],
  ['Ivory', '#EFE9DC'],
  ['Linen', '#E4DCCB'],
  ['Cream', '#F3E9C9'],
  ['Oat', '#D8C8AB'],
  ['Sand', '#D6B98F'],
  ['Beige', '#CDB99A'],
  ['Taupe', '#8B7D6B'],
  ['Camel', '#B98B57'],
  ['Walnut', '#6F4A31'],
  ['Chocolate', '#4A3127'],
  ['Cocoa', '#6B4A3A'],
  ['Teak', '#9A6A3D'],
  ['Honey', '#D4A54F'],
  ['Mustard', '#D8B13F'],
  ['Ochre', '#C99A3C'],
  ['Saffron', '#E0A32E'],
  ['Brass', '#C9A45A'],
  ['Copper', '#B8734A'],
  ['Terracotta', '#C0674A'],
  ['Rust', '#A4502F'],
  ['Brick Red', '#9B3B2F'],
  ['Red', '#C8312F'],
  ['Coral', '#E9785F'],
  ['Blush', '#E2B7AD'],
  ['Dusty Rose', '#C99497'],
  ['Plum', '#6E4A63'],
  ['Aubergine', '#3F2A3C'],
  ['Lavender', '#B7A7CF'],
  ['Navy', '#2F3E5C'],
  ['Midnight Blue', '#262C3D'],
  ['Cobalt', '#2C4F8F'],
  ['Denim', '#3E6D8E'],
  ['Sky Blue', '#9CC0D8'],
  ['Powder Blue', '#C9DBE6'],
  ['Teal', '#2F7F7A'],
  ['Sea Glass', '#8FB9B0'],
  ['Mint', '#BFE0CD'],
  ['Sage', '#9FAE8F'],
  ['Olive', '#7A7F45'],
  ['Moss', '#6B7A4A'],
  ['Jade', '#5F8F6E'],
  ['Forest Green', '#3F5A45'],
  ['Emerald', '#2E7D57'],
];

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) => Math.round(v).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** The colour a fraction `t` of the way from `a` to `b` ('#RRGGBB'). */
export function mixColours(a: string, b: string, t: number): string {
  const [from, to] = [toRgb(a), toRgb(b)];
  return toHex(from.map((v, i) => v + (to[i]! - v) * t) as Rgb);
}

/** Perceptual-ish distance ("redmean"): cheap and good enough to name and merge colours. */
export function colourDistance(a: string, b: string): number {
  const [r1, g1, b1] = toRgb(a);
  const [r2, g2, b2] = toRgb(b);
  const rm = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

/** The nearest name in the table. */
export function colourName(hex: string): string {
  let best = NAMED_COLOURS[0]!;
  let bestDistance = Infinity;
  for (const entry of NAMED_COLOURS) {
    const distance = colourDistance(hex, entry[1]);
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best[0];
}

/**
 * Dominant colours of an image's opaque pixels (RGBA bytes): a 4-bit-per-channel histogram, then the largest
 * bins that are not near each other, each as the mean of its pixels. Bins under `minShare` are ignored.
 */
export function dominantColours(rgba: Uint8Array, { max = 3, minShare = 0.06, alphaMin = 200 } = {}): string[] {
  const bins = new Map<number, { count: number; r: number; g: number; b: number }>();
  let opaque = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3]! < alphaMin) continue;
    const r = rgba[i]!;
    const g = rgba[i + 1]!;
    const b = rgba[i + 2]!;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = bins.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    bin.count++;
    bin.r += r;
    bin.g += g;
    bin.b += b;
    bins.set(key, bin);
    opaque++;
  }
  if (!opaque) return [];
  const ranked = [...bins.entries()].sort((x, y) => y[1].count - x[1].count || x[0] - y[0]);
  const picked: string[] = [];
  for (const [, bin] of ranked) {
    if (picked.length >= max || bin.count / opaque < minShare) break;
    const hex = toHex([bin.r / bin.count, bin.g / bin.count, bin.b / bin.count]);
    if (picked.every((other) => colourDistance(hex, other) > MERGE_DISTANCE)) picked.push(hex);
  }
  return picked;
}

/** Colours closer than this look the same on a palette strip. */
const MERGE_DISTANCE = 40;

/**
 * The board's palette: the products' own hex codes first (round-robin, so every product is represented),
 * then the dominant colours of their cutouts; exact and near duplicates removed; at most 14; each named.
 */
export function buildPalette(productHexCodes: string[][], cutoutColours: string[][], limit = PALETTE_LIMIT): PaletteColour[] {
  const ordered: string[] = [];
  for (const lists of [productHexCodes, cutoutColours]) {
    const longest = Math.max(0, ...lists.map((list) => list.length));
    for (let i = 0; i < longest; i++) for (const list of lists) if (list[i]) ordered.push(list[i]!);
  }
  const palette: PaletteColour[] = [];
  for (const raw of ordered) {
    if (palette.length >= limit) break;
    const hex = normaliseHex(raw);
    if (!hex || palette.some((colour) => colour.hex === hex || colourDistance(colour.hex, hex) < MERGE_DISTANCE)) continue;
    palette.push({ hex, name: colourName(hex) });
  }
  return palette;
}

/** The response's `hex_code`: comma-separated colours. */
export function paletteHexCode(palette: PaletteColour[]): string {
  return palette.map((colour) => colour.hex).join(', ');
}

/** The most saturated colour of a palette (for accents), or null when all are greys. */
export function accentColour(palette: PaletteColour[]): string | null {
  let best: string | null = null;
  let bestSaturation = 0.18;
  for (const { hex } of palette) {
    const [r, g, b] = toRgb(hex);
    const hi = Math.max(r, g, b);
    const lo = Math.min(r, g, b);
    const saturation = hi === 0 ? 0 : (hi - lo) / hi;
    if (saturation > bestSaturation && hi > 60) {
      best = hex;
      bestSaturation = saturation;
    }
  }
  return best;
}
