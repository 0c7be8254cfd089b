import { describe, expect, it } from 'vitest';
import { mergeById, totalPrice } from './board-view';

describe('board view model', () => {
  it('sums prices in cents', () => {
    expect(totalPrice([{ price: 0.1 }, { price: 0.2 }, { price: 1299 }])).toBe(1299.3);
    expect(totalPrice([])).toBe(0);
  });

  it('merges pages without duplicate ids', () => {
    const merged = mergeById([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }, { id: 'c' }]);
    expect(merged.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
