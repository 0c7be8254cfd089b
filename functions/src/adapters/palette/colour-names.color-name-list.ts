import type { Lab65 } from 'culori';
import { colourDifference, labOf, type ColourNamer } from '../../domain/palette.js';

/** How many entries, nearest by plain Lab distance, are compared by CIEDE2000: enough that the nearest is always among them. */
const SHORTLIST = 64;

interface NameList {
  names: string[];
  labs: Lab65[];
  /** l, a, b of every entry, packed for the plain-distance pass. */
  packed: Float64Array;
}

let list: Promise<NameList> | undefined;
const cache = new Map<string, string>();

/** color-name-list's curated 'bestof' list (about 4,900 names) with the Lab of each entry, computed once per process. */
function nameList(): Promise<NameList> {
  // The package is ESM-only; this CommonJS build reaches it through a dynamic import.
  return (list ??= import('color-name-list/bestof').then(({ colornames }) => {
    const labs = colornames.map((entry) => labOf(entry.hex));
    const packed = new Float64Array(labs.length * 3);
    labs.forEach((lab, i) => packed.set([lab.l, lab.a, lab.b], i * 3));
    return { names: colornames.map((entry) => entry.name), labs, packed };
  }));
}

/**
 * The nearest name by CIEDE2000. A plain Lab distance over the whole list picks a shortlist first (CIEDE2000 over
 * 4,900 entries costs several milliseconds a colour); the answer is cached per colour for the process.
 */
function nearestName({ names, labs, packed }: NameList, hex: string): string {
  const lab = labOf(hex);
  const distances = new Float64Array(names.length);
  for (let i = 0; i < names.length; i++) {
    const dl = packed[i * 3]! - lab.l;
    const da = packed[i * 3 + 1]! - lab.a;
    const db = packed[i * 3 + 2]! - lab.b;
    distances[i] = dl * dl + da * da + db * db;
  }
  const cutoff = Float64Array.from(distances).sort()[Math.min(SHORTLIST, names.length) - 1]!;
  let best = 0;
  let bestDifference = Infinity;
  for (let i = 0; i < names.length; i++) {
    if (distances[i]! > cutoff) continue;
    const difference = colourDifference(lab, labs[i]!);
    if (difference < bestDifference) {
      best = i;
      bestDifference = difference;
    }
  }
  return names[best]!;
}

/** The palette's namer: each colour's nearest entry of color-name-list by CIEDE2000. */
export async function colourNamer(): Promise<ColourNamer> {
  const names = await nameList();
  return (hex) => {
    let name = cache.get(hex);
    if (name === undefined) cache.set(hex, (name = nearestName(names, hex)));
    return name;
  };
}
