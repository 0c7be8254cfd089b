import { describe, expect, it } from 'vitest';
import { cm, formatLength, formatNumber, formatSize, inchesToCm, normaliseDegrees } from './units.js';

describe('units', () => {
  it('formats lengths in cm and inches', () => {
    expect(formatLength(cm(200), 'cm')).toBe('200 cm');
    expect(formatLength(cm(200), 'in')).toBe('78.7 in');
    expect(formatSize(cm(120), cm(80), 'cm')).toBe('120 x 80 cm');
    expect(formatSize(cm(120), cm(80), 'in')).toBe('47.2 x 31.5 in');
    expect(inchesToCm(10)).toBeCloseTo(25.4);
  });

  it('drops trailing zeros and negative zero', () => {
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(12.04)).toBe('12');
    expect(formatNumber(-0.01)).toBe('0');
  });

  it('folds angles into [0, 360) without float creep', () => {
    expect(normaliseDegrees(-5)).toBe(355);
    expect(normaliseDegrees(360)).toBe(0);
    expect(normaliseDegrees(725)).toBe(5);
    let angle = 0;
    for (let i = 0; i < 72; i += 1) angle = normaliseDegrees(angle + 5);
    expect(angle).toBe(0);
  });
});
