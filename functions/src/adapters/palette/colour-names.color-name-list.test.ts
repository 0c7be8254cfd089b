import { colornames } from 'color-name-list/bestof';
import { differenceCiede2000, nearest } from 'culori';
import { describe, expect, it } from 'vitest';
import { labOf } from '../../domain/palette.js';
import { colourNamer } from './colour-names.color-name-list.js';

/** The reference: every entry of the list compared by culori's CIEDE2000, no shortlist. */
const exact = nearest(colornames, differenceCiede2000(), (entry) => entry.hex);
const hexOf = (name: string) => colornames.find((entry) => entry.name === name)!.hex;

describe('colour names from color-name-list', () => {
  it('names each colour by its nearest entry by CIEDE2000, as a full comparison with culori would', async () => {
    const nameOf = await colourNamer();
    const known = ['#53565B', '#D8B13F', '#2F3E5C', '#9FAE8F', '#FFFFFF', '#C0674A', '#44474C', '#B98B57', '#EFE9DC', '#000000'];
    const spread = Array.from({ length: 60 }, (_, i) => `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`);
    for (const hex of [...known, ...spread]) expect(nameOf(hex), hex).toBe(exact(hex, 1)[0]!.name);
    expect(nameOf('#FFFFFF')).toBe('White');
  });

  it('calls the grey #53565B by a grey name, not Forest Green', async () => {
    const name = (await colourNamer())('#53565B');
    const lab = labOf(hexOf(name));
    expect(name).not.toBe('Forest Green');
    expect(Math.hypot(lab.a, lab.b)).toBeLessThan(6);
  });
});
