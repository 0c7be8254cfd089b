import { describe, expect, it } from 'vitest';
import { PALETTE_LIMIT, buildPalette, colourName, dominantColours, paletteHexCode } from './palette.js';

function pixels(colours: [number, number, number, number][], each: number): Uint8Array {
  return new Uint8Array(colours.flatMap((c) => Array.from({ length: each }, () => c).flat()));
}

describe('palette', () => {
  it('names a colour by the nearest entry of the table', () => {
    expect(colourName('#2F3E5C')).toBe('Navy');
    expect(colourName('#9EAF8E')).toBe('Sage');
    expect(colourName('#FFFFFF')).toBe('White');
  });

  it('finds the dominant colours of opaque pixels only', () => {
    const rgba = new Uint8Array([
      ...pixels([[192, 103, 74, 255]], 150),
      ...pixels([[47, 62, 92, 255]], 100),
      ...pixels([[0, 255, 0, 0]], 400),
    ]);
    expect(dominantColours(rgba)).toEqual(['#C0674A', '#2F3E5C']);
  });

  it('puts product hex codes first, removes duplicates and near duplicates, and names each colour', () => {
    const palette = buildPalette([['#c0674a', '#C0674A'], ['2f3e5c']], [['#C1684B', '#9FAE8F']]);
    expect(palette).toEqual([
      { hex: '#C0674A', name: 'Terracotta' },
      { hex: '#2F3E5C', name: 'Navy' },
      { hex: '#9FAE8F', name: 'Sage' },
    ]);
    expect(paletteHexCode(palette)).toBe('#C0674A, #2F3E5C, #9FAE8F');
  });

  it('keeps at most 14 colours and represents every product before a second colour of any', () => {
    const many = Array.from({ length: 20 }, (_, i) => [
      `#${(i * 12).toString(16).padStart(2, '0')}40${(255 - i * 12).toString(16).padStart(2, '0')}`,
      '#FAFAFA',
    ]);
    const palette = buildPalette(many, []);
    expect(palette.length).toBeLessThanOrEqual(PALETTE_LIMIT);
    expect(new Set(palette.map((c) => c.hex)).size).toBe(palette.length);
    expect(palette[0]!.hex).toBe('#0040FF');
  });

  it('ignores values that are not colours', () => {
    expect(buildPalette([['red', '#12345', '#123456']], [])).toEqual([{ hex: '#123456', name: expect.any(String) }]);
  });
});
