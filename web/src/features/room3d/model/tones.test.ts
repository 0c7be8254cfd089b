import { describe, expect, it } from 'vitest';
import { contrast, itemTone, luminance, parseHex, sceneTones } from './tones';

describe('sceneTones', () => {
  it('walls lean to the lightest palette tone, the light to the lightest and darkest, one accent per colour', () => {
    const tones = sceneTones(['#2F4F4F', '#F5DEB3', '#C04000']);
    // Lightest is wheat (245, 222, 179): 70 % of the way to white.
    expect(tones.wall).toBe('#fcf5e8');
    expect(tones.sky).toBe('#fbf2e1');
    // Each palette colour lifted 15 % towards white, in the palette's order; the lifted burnt orange (#c95d26) is too
    // close to the floor in lightness and is darkened until it reads against it.
    expect(tones.accents).toEqual(['#4e6969', '#f7e3be', '#b55322']);
    const floor = parseHex(tones.floor) ?? [0, 0, 0];
    expect(contrast(parseHex('#c95d26') ?? [0, 0, 0], floor)).toBeLessThan(1.6);
    for (const accent of tones.accents) expect(contrast(parseHex(accent) ?? [0, 0, 0], floor)).toBeGreaterThanOrEqual(1.6);
  });

  it('a Light Tones palette gives a lighter room than a Grey Tones one', () => {
    const light = sceneTones(['#F4EFE6', '#E6DCCB', '#D8CBB4']);
    const grey = sceneTones(['#6E6E6E', '#4A4A4A', '#2B2B2B']);
    const lum = (hex: string) => luminance(parseHex(hex) ?? [0, 0, 0]);
    expect(lum(light.wall)).toBeGreaterThan(lum(grey.wall));
    expect(lum(light.ground)).toBeGreaterThan(lum(grey.ground));
  });

  it("a palette of the floor's own oak still gives footprints that stand out", () => {
    const tones = sceneTones(['#B89A78', '#BFA27F']);
    const floor = parseHex(tones.floor) ?? [0, 0, 0];
    for (const accent of tones.accents) expect(contrast(parseHex(accent) ?? [0, 0, 0], floor)).toBeGreaterThanOrEqual(1.6);
  });

  it('no usable colour: a warm neutral room', () => {
    const tones = sceneTones(['not a colour', '']);
    expect(tones.accents).toHaveLength(4);
    expect(tones.wall).toBe(sceneTones([]).wall);
    expect(parseHex('#abc')).toBeNull();
  });

  it("a product's own colour wins over the palette's tone, set apart from the floor; without one, the palette's tones in turn", () => {
    const tones = sceneTones(['#2F4F4F', '#F5DEB3', '#C04000']);
    expect(itemTone(tones, 0, '#1F3A5F')).toBe('#1f3a5f');
    const floor = parseHex(tones.floor) ?? [0, 0, 0];
    // An oak-coloured product on the oak floor is darkened until it reads.
    expect(contrast(parseHex(itemTone(tones, 0, tones.floor)) ?? [0, 0, 0], floor)).toBeGreaterThanOrEqual(1.6);
    expect([0, 1, 2, 3].map((index) => itemTone(tones, index))).toEqual([...tones.accents, tones.accents[0]]);
    expect(itemTone(tones, 1, 'not a colour')).toBe(tones.accents[1]);
  });
});
