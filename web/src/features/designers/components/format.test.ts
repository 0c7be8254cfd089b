import { describe, expect, it } from 'vitest';
import { ratingText, timeZoneCity } from './format';

describe('designer texts', () => {
  it('reads the rating with one decimal and the count, or says the designer is new', () => {
    expect(ratingText({ ratingAverage: 4.5, ratingCount: 2 })).toBe('4.5 ★ (2 ratings)');
    expect(ratingText({ ratingAverage: 5, ratingCount: 1 })).toBe('5.0 ★ (1 rating)');
    expect(ratingText({ ratingAverage: null, ratingCount: 0 })).toBe('New designer');
  });

  it('names the city of a time zone', () => {
    expect(timeZoneCity('America/New_York')).toBe('New York');
    expect(timeZoneCity('UTC')).toBe('UTC');
  });
});
