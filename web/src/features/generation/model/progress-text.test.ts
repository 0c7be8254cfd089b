import { describe, expect, it } from 'vitest';
import { progressFraction, progressText } from './progress-text';

describe('board texts', () => {
  it('turns progress events into words', () => {
    const at = (status: 'products' | 'cutouts' | 'palette' | 'writing' | 'image', cutoutsDone = 0, cutoutsTotal = 10) => ({
      id: 'x',
      status,
      cutoutsDone,
      cutoutsTotal,
    });
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
