import type { PaletteColour } from '@contracts/catalogue';

export const MAX_PALETTE = 14;

/** Cutouts in groups of five: one large and up to four small; the large one alternates sides group by group. */
export interface CutoutGroup<T> {
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

/** The swatches to show: unique colours (case-insensitive), at most 14; falls back to the comma-separated hex codes. */
export function paletteSwatches(palette: readonly PaletteColour[], hexCodes = ''): PaletteColour[] {
  const source: PaletteColour[] = palette.length
    ? [...palette]
    : hexCodes
        .split(',')
        .map((hex) => hex.trim())
        .filter((hex) => /^#?[0-9a-f]{6}$/i.test(hex))
        .map((hex) => {
          const code = (hex.startsWith('#') ? hex : `#${hex}`).toUpperCase();
          return { hex: code, name: code };
        });
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

/** The board's heading: the room its function furnishes, 'Living Room' when unknown (the spec's heading). */
export function roomName(functionName: string | undefined): string {
  return (functionName && ROOM_NAMES[functionName]) || 'Living Room';
}
