import { converter, differenceCiede2000, type Lab65 } from 'culori';
import type { PaletteColour } from '../contracts/catalogue.js';
import type { RoomStyle } from '../contracts/choices.js';
import { normaliseHex } from './catalogue.js';

/** At most this many colours on the generated board (spec section 9), even on request. */
export const PALETTE_LIMIT = 14;
/** A board's palette shows this many swatches unless more are asked for. */
const PALETTE_DEFAULT = { min: 5, max: 8 } as const;
/** Colours closer than this (CIEDE2000) look the same on a palette strip and are merged. */
export const MERGE_DELTA_E = 9;

export type { PaletteColour };

/** The nearest name for '#RRGGBB' (domain/colour-names.ts: plain colour names, by CIEDE2000). */
export type ColourNamer = (hex: string) => string;

type Rgb = [number, number, number];

const toLab = converter('lab65');
const deltaE = differenceCiede2000();

/** CIE Lab (D65) of '#RRGGBB'. */
export function labOf(hex: string): Lab65 {
  return toLab(hex) ?? { mode: 'lab65', l: 0, a: 0, b: 0 };
}

/** Perceptual distance (CIEDE2000) between two colours, '#RRGGBB' or Lab. */
export function colourDifference(a: string | Lab65, b: string | Lab65): number {
  return deltaE(typeof a === 'string' ? labOf(a) : a, typeof b === 'string' ? labOf(b) : b);
}

const chroma = (lab: Lab65) => Math.hypot(lab.a, lab.b);

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
    if (picked.every((other) => colourDifference(hex, other) > MERGE_DELTA_E)) picked.push(hex);
  }
  return picked;
}

/**
 * The tones of each style (spec section 3's four palettes): Natural Tones warm woods and neutrals, Color Pop saturated
 * accents, Grey Tones greys from charcoal to fog, Light Tones pale woods and whites. Product ranking measures products
 * against them; a board's palette leans to them and is filled from them when its products give too few colours.
 */
export const STYLE_TONES: Record<RoomStyle, readonly string[]> = {
  'Natural Tones': ['#B98B57', '#9A6A3D', '#6F4A31', '#D8C8AB', '#E4DCCB', '#C8AD7F', '#9FAE8F', '#8B7D6B', '#A0522D'],
  'Color Pop': ['#C0392B', '#E0A32E', '#D8B13F', '#2C4F8F', '#2F7F7A', '#C0674A', '#6E4A63', '#E26D5C', '#3F8F4A', '#D94F8A'],
  'Grey Tones': ['#2B2B2D', '#44474C', '#6A7786', '#8E9094', '#A7A59F', '#B9B8B3', '#C7CCD0', '#DADBDD'],
  'Light Tones': ['#FFFFFF', '#F5F3EE', '#F3F1EA', '#EFE9DC', '#E8DFCC', '#DCC39A', '#D2B48A', '#E4E6E8'],
};

const styleOf = (style: string | undefined): RoomStyle =>
  (Object.keys(STYLE_TONES) as RoomStyle[]).find((key) => key.toLowerCase() === (style ?? '').trim().toLowerCase()) ?? 'Natural Tones';

/** A saturated colour in Lab chroma: what Color Pop must show at least once. */
const POP_CHROMA = 45;
/** Darker than this (Lab lightness) reads as charcoal or espresso: a Light Tones palette keeps at most one, never first. */
const DARK_L = 40;

/** How well a colour sits in a style, 0..1: near its tones, with each style's own pull (pale, grey, saturated). */
function styleFit(lab: Lab65, style: RoomStyle): number {
  const near = Math.min(...STYLE_TONES[style]!.map((tone) => colourDifference(lab, tone)));
  let fit = 1 / (1 + near / 15);
  if (style === 'Light Tones') fit *= lab.l < DARK_L ? 0.15 : lab.l < 60 ? 0.5 : 1;
  if (style === 'Grey Tones' && chroma(lab) > 25) fit *= 0.5;
  if (style === 'Color Pop' && chroma(lab) >= POP_CHROMA) fit = Math.max(fit, 0.9);
  return fit;
}

/** 0.85..1.15 from the seed and the colour: a new generation id shifts which colours lead, the same id never does. */
function jitter(seed: string, hex: string): number {
  let h = 2166136261;
  for (const ch of `${seed}\u0000${hex}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return 0.85 + (((h >>> 0) % 1000) / 1000) * 0.3;
}

interface Swatch {
  hex: string;
  lab: Lab65;
  score: number;
  fromProducts: boolean;
}

interface PaletteSources {
  /** Each product's own hex codes, most important first. */
  productHexCodes: string[][];
  /** Each product cutout's dominant colours. */
  cutoutColours: string[][];
}

export interface PaletteOptions {
  /** The wizard's style: Natural Tones, Color Pop, Grey Tones, Light Tones. */
  style?: string;
  /** The generation id: varies the emphasis (which colours lead) from one generation to the next. */
  seed?: string;
  /** How many swatches; 5 to 8 by the products' variety when left out; never more than 14. */
  limit?: number;
}

/**
 * The board's palette: the products' colours and the style's tones, scored by weight (a product's first colour
 * counts most) and by fit to the style; near duplicates (CIEDE2000 under 9, or the same nearest name) merged into
 * the stronger; 5 to 8 swatches by default, at most 14; every name the nearest entry of the colour-name list, no
 * name twice. Light Tones keeps at most one dark swatch and never leads with it; Color Pop always has an accent.
 */
export function buildPalette(sources: PaletteSources, nameOf: ColourNamer, options: PaletteOptions = {}): PaletteColour[] {
  const style = styleOf(options.style);
  const seed = options.seed ?? '';
  const candidates: Swatch[] = [];
  const add = (raw: string, weight: number, fromProducts: boolean) => {
    const hex = normaliseHex(raw);
    if (!hex) return;
    const lab = labOf(hex);
    candidates.push({ hex, lab, score: weight * (0.35 + 0.65 * styleFit(lab, style)) * jitter(seed, hex), fromProducts });
  };
  for (const codes of sources.productHexCodes) codes.forEach((hex, i) => add(hex, i === 0 ? 3 : 2, true));
  for (const colours of sources.cutoutColours) colours.forEach((hex) => add(hex, 1.5, true));
  STYLE_TONES[style]!.forEach((hex) => add(hex, 0.75, false));
  candidates.sort((a, b) => b.score - a.score || a.hex.localeCompare(b.hex));

  const clusters: Swatch[] = [];
  for (const candidate of candidates) {
    const same = clusters.find((cluster) => colourDifference(cluster.lab, candidate.lab) < MERGE_DELTA_E);
    // A style tone fills a gap; it does not add weight to a product's colour or to another tone.
    if (same && candidate.fromProducts) {
      same.score += candidate.score;
      same.fromProducts = true;
    } else if (!same) clusters.push({ ...candidate });
  }
  clusters.sort((a, b) => b.score - a.score || a.hex.localeCompare(b.hex));
  const named: (Swatch & { name: string })[] = [];
  for (const cluster of clusters) {
    const name = nameOf(cluster.hex);
    const same = named.find((swatch) => swatch.name === name);
    if (same && cluster.fromProducts) {
      same.score += cluster.score;
      same.fromProducts = true;
    } else if (!same) named.push({ ...cluster, name });
  }
  named.sort((a, b) => b.score - a.score || a.hex.localeCompare(b.hex));
  const fromProducts = named.filter((swatch) => swatch.fromProducts).length;
  const wanted = options.limit ?? Math.min(PALETTE_DEFAULT.max, Math.max(PALETTE_DEFAULT.min, fromProducts));
  const count = Math.max(1, Math.min(PALETTE_LIMIT, wanted, named.length));
  const picked = pick(named, count, style);
  return picked.map(({ hex, name }) => ({ hex, name }));
}

/** The strongest `count` swatches under the style's rules, strongest first. */
function pick<T extends Swatch>(ranked: T[], count: number, style: RoomStyle): T[] {
  const darkAllowed = style === 'Light Tones' ? 1 : Infinity;
  const picked: T[] = [];
  let darks = 0;
  for (const swatch of ranked) {
    if (picked.length >= count) break;
    const dark = swatch.lab.l < DARK_L;
    if (dark && (darks >= darkAllowed || (style === 'Light Tones' && picked.length === 0))) continue;
    if (dark) darks++;
    picked.push(swatch);
  }
  if (style === 'Color Pop' && !picked.some((swatch) => chroma(swatch.lab) >= POP_CHROMA)) {
    const accent = ranked.find((swatch) => chroma(swatch.lab) >= POP_CHROMA);
    if (accent) {
      if (picked.length >= count) picked.pop();
      picked.splice(Math.min(1, picked.length), 0, accent);
    }
  }
  return picked;
}

/** The response's `hex_code`: comma-separated colours. */
export function paletteHexCode(palette: PaletteColour[]): string {
  return palette.map((colour) => colour.hex).join(', ');
}

/** The most saturated colour of a palette (for accents), or null when all are greys. */
export function accentColour(palette: PaletteColour[]): string | null {
  let best: string | null = null;
  let bestChroma = 18;
  for (const { hex } of palette) {
    const lab = labOf(hex);
    if (chroma(lab) > bestChroma && lab.l > 25) {
      best = hex;
      bestChroma = chroma(lab);
    }
  }
  return best;
}
