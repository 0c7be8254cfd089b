import { describe, expect, it } from 'vitest';
import { luminance, NEUTRAL, symbolColours } from './plan-colours';

describe('symbolColours', () => {
  it("fills with the product's colour and labels it in a readable ink", () => {
    expect(symbolColours('#1b2a4a')).toMatchObject({ fill: '#1B2A4A', label: '#FFFFFF' });
    expect(symbolColours('#f2ede4')).toMatchObject({ fill: '#F2EDE4', label: '#1F2421' });
  });

  it('falls back to the neutral for a product without a colour or with a broken one', () => {
    expect(symbolColours(null).fill).toBe(NEUTRAL);
    expect(symbolColours('walnut').fill).toBe(NEUTRAL);
  });

  it('draws lines darker than the fill', () => {
    const colours = symbolColours('#A67B5B');
    expect(luminance(colours.line)).toBeLessThan(luminance(colours.fill));
  });
});
