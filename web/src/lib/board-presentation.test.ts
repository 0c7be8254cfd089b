import { describe, expect, it } from 'vitest';
import { boardHeading, groupInFives, namedCutouts, paletteSwatches, uniqueSwatches } from './board-presentation';

describe('cutouts in groups of five', () => {
  it('makes one large and four small per group, alternating sides', () => {
    const groups = groupInFives([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(groups).toEqual([
      { large: 1, small: [2, 3, 4, 5], side: 'start' },
      { large: 6, small: [7, 8, 9, 10], side: 'end' },
      { large: 11, small: [12], side: 'start' },
    ]);
    expect(groupInFives([1, 2, 3, 4, 5, 6, 7])).toEqual([
      { large: 1, small: [2, 3, 4, 5], side: 'start' },
      { large: 6, small: [7], side: 'end' },
    ]);
  });

  it('makes no group from nothing', () => {
    expect(groupInFives([])).toEqual([]);
  });

  it('names each cutout after its piece, else the piece in its place, else its number', () => {
    const pieces = [
      { cutout: 'b.png', title: 'Bed' },
      { cutout: null, title: 'Lamp' },
    ];
    expect(namedCutouts(['x.png', 'b.png', 'y.png'], pieces)).toEqual([
      { url: 'x.png', title: 'Bed' },
      { url: 'b.png', title: 'Bed' },
      { url: 'y.png', title: 'Product 3' },
    ]);
  });
});

describe('swatches', () => {
  it('keeps unique swatches from a comma-separated hex list', () => {
    expect(uniqueSwatches('#6f4a31, #E4DCCB,#6F4A31, nope, 112233, ')).toEqual(['#6F4A31', '#E4DCCB', '#112233']);
    expect(uniqueSwatches('')).toEqual([]);
  });

  it('keeps unique palette colours, at most 14', () => {
    const palette = Array.from({ length: 20 }, (_, i) => ({ hex: `#0000${(i % 16).toString(16).toUpperCase()}0`, name: `c${i}` }));
    const swatches = paletteSwatches(palette);
    expect(swatches).toHaveLength(14);
    expect(new Set(swatches.map((s) => s.hex)).size).toBe(14);
  });

  it('falls back to the comma-separated hex codes', () => {
    expect(paletteSwatches([], '#aabbcc, #AABBCC,ddeeff, nonsense')).toEqual([
      { hex: '#AABBCC', name: '#AABBCC' },
      { hex: '#DDEEFF', name: '#DDEEFF' },
    ]);
  });
});

describe('board texts', () => {
  it("names the room by function, 'Living Room' by default", () => {
    expect(boardHeading('Sleep')).toBe('Bedroom');
    expect(boardHeading(undefined)).toBe('Living Room');
    expect(boardHeading('Garage')).toBe('Living Room');
  });
});
