import { describe, expect, it } from 'vitest';
import { groupInFives, paletteSwatches, roomName } from './board-layout';
import { progressFraction, progressText } from './progress-text';

describe('cutouts in groups of five', () => {
  it('makes one large and four small per group, alternating sides', () => {
    const groups = groupInFives([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(groups).toEqual([
      { large: 1, small: [2, 3, 4, 5], side: 'start' },
      { large: 6, small: [7, 8, 9, 10], side: 'end' },
      { large: 11, small: [12], side: 'start' },
    ]);
  });

  it('makes no group from nothing', () => {
    expect(groupInFives([])).toEqual([]);
  });
});

describe('palette swatches', () => {
  it('keeps unique colours, at most 14', () => {
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
  it('names the room by function, Living Room by default', () => {
    expect(roomName('Sleep')).toBe('Bedroom');
    expect(roomName(undefined)).toBe('Living Room');
  });

  it('turns progress events into words', () => {
    const at = (status: 'products' | 'cutouts' | 'palette' | 'writing' | 'image', cutoutsDone = 0, cutoutsTotal = 10) => ({ id: 'x', status, cutoutsDone, cutoutsTotal });
    expect(progressText(null)).toBe('Getting started');
    expect(progressText(at('products'))).toBe('Finding your products');
    expect(progressText(at('cutouts', 2))).toBe('Cutting out 3 of 10');
    expect(progressText(at('cutouts', 10))).toBe('Cutting out 10 of 10');
    expect(progressText(at('palette'))).toBe('Picking your palette');
    expect(progressText(at('writing'))).toBe('Writing your board');
    expect(progressText(at('image'))).toBe('Painting the room');
    expect(progressFraction(at('cutouts', 5))).toBeGreaterThan(progressFraction(at('products')));
  });
});
