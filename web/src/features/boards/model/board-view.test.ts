import { describe, expect, it } from 'vitest';
import { boardHeading, formatPrice, groupInFives, mergeById, totalPrice, uniqueSwatches } from './board-view';

describe('board view model', () => {
  it('groups cutouts in fives, the large one alternating sides', () => {
    const groups = groupInFives([1, 2, 3, 4, 5, 6, 7]);
    expect(groups).toEqual([
      { large: 1, small: [2, 3, 4, 5], side: 'start' },
      { large: 6, small: [7], side: 'end' },
    ]);
    expect(groupInFives([])).toEqual([]);
  });

  it('keeps unique swatches from a comma-separated hex list', () => {
    expect(uniqueSwatches('#6f4a31, #E4DCCB,#6F4A31, nope, 112233, ')).toEqual(['#6F4A31', '#E4DCCB', '#112233']);
    expect(uniqueSwatches('')).toEqual([]);
  });

  it("names the room, 'Living Room' by default", () => {
    expect(boardHeading('Sleep')).toBe('Bedroom');
    expect(boardHeading(undefined)).toBe('Living Room');
    expect(boardHeading('Garage')).toBe('Living Room');
  });

  it('sums prices in cents and formats dollars', () => {
    expect(totalPrice([{ price: 0.1 }, { price: 0.2 }, { price: 1299 }])).toBe(1299.3);
    expect(formatPrice(1299.3)).toBe('$1,299.30');
    expect(totalPrice([])).toBe(0);
  });

  it('merges pages without duplicate ids', () => {
    const merged = mergeById([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }, { id: 'c' }]);
    expect(merged.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
