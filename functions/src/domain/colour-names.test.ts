import { differenceCiede2000, nearest } from 'culori';
import { describe, expect, it } from 'vitest';
import { colourDifference } from './palette.js';
import { PLAIN_COLOUR_NAMES, plainColourNamer } from './colour-names.js';

/** The reference: every name compared by culori's CIEDE2000. */
const exact = nearest([...PLAIN_COLOUR_NAMES], differenceCiede2000(), ([, hex]) => hex);

describe('plain colour names', () => {
  it('names each colour by its nearest plain name by CIEDE2000', () => {
    const nameOf = plainColourNamer();
    const spread = Array.from({ length: 80 }, (_, i) => `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`);
    for (const hex of spread) expect(nameOf(hex), hex).toBe(exact(hex, 1)[0]![0]);
  });

  it('calls the colours of the demo catalogue what a designer would', () => {
    const nameOf = plainColourNamer();
    expect(nameOf('#FFFFFF')).toBe('White');
    expect(nameOf('#000000')).toBe('Black');
    expect(nameOf('#C0674A')).toBe('Terracotta');
    expect(nameOf('#2F7F7A')).toBe('Teal');
    expect(nameOf('#9A6A3D')).toMatch(/^(Teak|Cinnamon|Bronze|Chestnut|Caramel)$/);
    expect(nameOf('#53565B')).toMatch(/Grey|Charcoal|Graphite/);
    expect(nameOf('#EFE9DC')).toMatch(/^(Linen|Alabaster|Off-White|Cream)$/);
  });

  it('holds only plain words, no name twice and no two names for one colour', () => {
    for (const [name] of PLAIN_COLOUR_NAMES) expect(name).toMatch(/^[A-Z][a-z]+(-[A-Z][a-z]+)?( [A-Z][a-z]+)?$/);
    expect(new Set(PLAIN_COLOUR_NAMES.map(([name]) => name.toLowerCase())).size).toBe(PLAIN_COLOUR_NAMES.length);
    for (const [i, [a, hexA]] of PLAIN_COLOUR_NAMES.entries())
      for (const [b, hexB] of PLAIN_COLOUR_NAMES.slice(i + 1)) expect(colourDifference(hexA, hexB), `${a} and ${b}`).toBeGreaterThan(2.5);
  });

  it('has a name near every colour furniture comes in', () => {
    const nameOf = plainColourNamer();
    const hexOf = new Map(PLAIN_COLOUR_NAMES.map(([name, hex]) => [name, hex]));
    let worst = 0;
    for (let r = 0; r < 256; r += 51)
      for (let g = 0; g < 256; g += 51)
        for (let b = 0; b < 256; b += 51) {
          const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
          worst = Math.max(worst, colourDifference(hex, hexOf.get(nameOf(hex))!));
        }
    expect(worst).toBeLessThan(20);
  });
});
