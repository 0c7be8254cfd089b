import type { PaletteColour } from '@contracts/catalogue';

/** Cutouts in groups of five: one large and up to four small; the large one alternates sides group by group. */
interface CutoutGroup<T> {
  large: T;
  small: T[];
  side: 'start' | 'end';
}

export function groupInFives<T>(items: readonly T[]): CutoutGroup<T>[] {
  const groups: CutoutGroup<T>[] = [];
  for (let i = 0; i < items.length; i += 5) {
    const [large, ...small] = items.slice(i, i + 5) as [T, ...T[]];
    groups.push({ large, small, side: groups.length % 2 === 0 ? 'start' : 'end' });
  }
  return groups;
}

export interface Cutout {
  url: string;
  title: string;
  /** In dollars, when the piece is known. */
  price?: number;
}

/** Names (and prices) each cutout after the piece it was cut from, else the piece in the same place, else 'Product n'. */
export function namedCutouts(
  urls: readonly string[],
  pieces: ReadonlyArray<{ cutout: string | null; title: string; price?: number }>,
): Cutout[] {
  return urls.map((url, index) => {
    const piece = pieces.find((candidate) => candidate.cutout === url) ?? pieces[index];
    if (!piece) return { url, title: `Product ${index + 1}` };
    return piece.price === undefined ? { url, title: piece.title } : { url, title: piece.title, price: piece.price };
  });
}

/** Unique swatches (case-insensitive, in order) from the spec's comma-separated hex list; anything not a colour is skipped. */
export function uniqueSwatches(hexList: string): string[] {
  const seen = new Set<string>();
  for (const part of hexList.split(',')) {
    const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(part.trim());
    if (match) seen.add(`#${match[1]!.toUpperCase()}`);
  }
  return [...seen];
}

const MAX_PALETTE = 14;

/** The swatches to show: unique colours (case-insensitive), at most 14; falls back to the comma-separated hex codes. */
export function paletteSwatches(palette: readonly PaletteColour[], hexCodes = ''): PaletteColour[] {
  const source: PaletteColour[] = palette.length ? [...palette] : uniqueSwatches(hexCodes).map((hex) => ({ hex, name: hex }));
  const seen = new Set<string>();
  const unique: PaletteColour[] = [];
  for (const colour of source) {
    const key = colour.hex.toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(colour);
    if (unique.length === MAX_PALETTE) break;
  }
  return unique;
}

const ROOM_NAMES: Record<string, string> = { Sleep: 'Bedroom', Entertainment: 'Living Room', Dining: 'Dining Room', Bath: 'Bathroom' };

/** The board's heading: the room its function furnishes, else the spec's default 'Living Room'. */
export function boardHeading(functionName: string | undefined): string {
  return (functionName && ROOM_NAMES[functionName]) || 'Living Room';
}
