import { expect, it } from 'vitest';
import { ratingAverage } from './designer-ratings.js';

it('averages the stars to one decimal, and shows none before the first rating', () => {
  expect(ratingAverage(0, 0)).toBeNull();
  expect(ratingAverage(14, 3)).toBe(4.7);
  expect(ratingAverage(9, 2)).toBe(4.5);
});
