import { describe, expect, it } from 'vitest';
import { formatUsd } from './money.js';

describe('formatUsd', () => {
  it('writes dollars with thousands separators and cents', () => {
    expect([formatUsd(1299), formatUsd(1299.3), formatUsd(44.99), formatUsd(0.1 + 0.2)]).toEqual([
      '$1,299.00',
      '$1,299.30',
      '$44.99',
      '$0.30',
    ]);
  });

  it('writes $0.00 for what is not a number', () => {
    expect([formatUsd(Number.NaN), formatUsd(Infinity)]).toEqual(['$0.00', '$0.00']);
  });
});
