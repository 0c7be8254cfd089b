import { describe, expect, it } from 'vitest';
import {
  MERGE_DELTA_E,
  PALETTE_LIMIT,
  buildPalette,
  colourDifference,
  dominantColours,
  labOf,
  paletteHexCode,
  type ColourNamer,
} from './palette.js';

function pixels(colours: [number, number, number, number][], each: number): Uint8Array {
  return new Uint8Array(colours.flatMap((c) => Array.from({ length: each }, () => c).flat()));
}

/** A small name list standing in for the plain colour names (colour-names.test.ts checks the real one): nearest by CIEDE2000. */
const NAMES: [string, string][] = [
  ['Snow', '#FAFAF7'],
  ['Cream', '#F3E9C9'],
  ['Linen', '#E4DCCB'],
  ['Sand', '#D6B98F'],
  ['Oak', '#B98B57'],
  ['Walnut', '#6F4A31'],
  ['Charcoal', '#3A3D42'],
  ['Ink', '#1E1F22'],
  ['Grey', '#8E8E8E'],
  ['Silver', '#C8CCD1'],
  ['Mustard', '#D8B13F'],
  ['Terracotta', '#C0674A'],
  ['Navy', '#2F3E5C'],
  ['Sage', '#9FAE8F'],
  ['Cobalt', '#2C4F8F'],
  ['Red', '#D2412F'],
  ['Teal', '#2F7F7A'],
  ['Plum', '#8E3B7A'],
];
const nameOf: ColourNamer = (hex) =>
  NAMES.reduce((best, entry) => (colourDifference(hex, entry[1]) < colourDifference(hex, best[1]) ? entry : best))[0];

const palette = (productHexCodes: string[][], style = 'Natural Tones', extra: { limit?: number; seed?: string } = {}) =>
  buildPalette({ productHexCodes, cutoutColours: [] }, nameOf, { style, ...extra });

const many = (n: number) =>
  Array.from({ length: n }, (_, i) => [`#${((i * 0x2f5a93 + 0x123456) % 0xffffff).toString(16).padStart(6, '0')}`]);

describe('palette', () => {
  it('finds the dominant colours of opaque pixels only', () => {
    const rgba = new Uint8Array([
      ...pixels([[192, 103, 74, 255]], 150),
      ...pixels([[47, 62, 92, 255]], 100),
      ...pixels([[0, 255, 0, 0]], 400),
    ]);
    expect(dominantColours(rgba)).toEqual(['#C0674A', '#2F3E5C']);
  });

  it("leads with the products' own colours, normalised, and answers them as the hex code list", () => {
    const colours = palette([['#c0674a', '#2F3E5C'], ['9FAE8F']]);
    expect(colours.slice(0, 3).map((c) => c.hex)).toEqual(expect.arrayContaining(['#C0674A', '#2F3E5C', '#9FAE8F']));
    expect(colours.find((c) => c.hex === '#C0674A')?.name).toBe('Terracotta');
    expect(paletteHexCode(colours)).toBe(colours.map((c) => c.hex).join(', '));
  });

  it('merges near-identical colours: four yellows become one swatch', () => {
    const yellows = [['#D8B13F'], ['#D9B23F'], ['#DAB040'], ['#D6B23E']];
    const colours = palette(yellows, 'Natural Tones', { limit: 14 });
    const yellowish = colours.filter((c) => colourDifference(c.hex, '#D8B13F') < MERGE_DELTA_E);
    expect(yellowish).toHaveLength(1);
    expect(colours.filter((c) => c.name === 'Mustard')).toHaveLength(1);
  });

  it('never shows one name twice, even for colours further apart than the merge distance', () => {
    const colours = palette([['#D8B13F'], ['#E6BE3A'], ['#C9A33C'], ['#3A3D42'], ['#2E3136']], 'Grey Tones', { limit: 14 });
    const names = colours.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const colour of colours) expect(colour.name).toBe(nameOf(colour.hex));
  });

  it('shows 5 to 8 swatches by default: the style fills a plain board, a varied one stops at 8', () => {
    expect(palette([['#2F3E5C']])).toHaveLength(5);
    expect(palette(many(20))).toHaveLength(8);
    for (let n = 1; n <= 12; n++) {
      const size = palette(many(n), 'Color Pop').length;
      expect(size).toBeGreaterThanOrEqual(5);
      expect(size).toBeLessThanOrEqual(8);
    }
  });

  it('keeps at most 14 even when more are asked for', () => {
    const byHex: ColourNamer = (hex) => hex;
    const sources = { productHexCodes: many(30), cutoutColours: [] };
    expect(buildPalette(sources, byHex, { limit: 20 })).toHaveLength(PALETTE_LIMIT);
    expect(buildPalette(sources, byHex, { limit: 10 })).toHaveLength(10);
    expect(buildPalette(sources, byHex)).toHaveLength(8);
  });

  it('does not let charcoal dominate a Light Tones board', () => {
    const dark = [['#3A3D42', '#EFE9DC'], ['#2B2B2D'], ['#44474C', '#DCC39A'], ['#1E1F22'], ['#6F4A31']];
    const light = palette(dark, 'Light Tones');
    expect(labOf(light[0]!.hex).l).toBeGreaterThan(70);
    expect(light.filter((c) => labOf(c.hex).l < 40).length).toBeLessThanOrEqual(1);
    expect(light.filter((c) => labOf(c.hex).l > 70).length).toBeGreaterThan(light.length / 2);
    const grey = palette(dark, 'Grey Tones');
    expect(grey.filter((c) => labOf(c.hex).l < 40).length).toBeGreaterThan(1);
  });

  it('gives a Color Pop board its accent even when the products are all neutral', () => {
    const neutral = [['#E4DCCB'], ['#B9B8B3'], ['#D8C8AB'], ['#FAFAF7']];
    const chroma = (hex: string) => Math.hypot(labOf(hex).a, labOf(hex).b);
    expect(palette(neutral, 'Color Pop').some((c) => chroma(c.hex) >= 45)).toBe(true);
    expect(palette(neutral, 'Natural Tones').some((c) => chroma(c.hex) >= 45)).toBe(false);
  });

  it('varies the emphasis with the seed and never for the same seed', () => {
    const products = [['#C0674A', '#2F3E5C'], ['#9FAE8F', '#D8B13F'], ['#B98B57'], ['#E4DCCB']];
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => palette(products, 'Natural Tones', { seed }));
    expect(palette(products, 'Natural Tones', { seed: 'a' })).toEqual(seeds[0]);
    expect(new Set(seeds.map((p) => paletteHexCode(p))).size).toBeGreaterThan(1);
  });

  it('ignores values that are not colours', () => {
    const colours = palette([['red', '#12345', '#123456']]);
    expect(colours.map((c) => c.hex)).toContain('#123456');
    expect(colours.map((c) => c.hex)).not.toContain('red');
  });
});
