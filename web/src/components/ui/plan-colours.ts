/** A plan symbol's colours from the product's main colour: the fill, a darker line, and a readable label colour. */
export interface SymbolColours {
  readonly fill: string;
  readonly line: string;
  readonly detail: string;
  readonly label: string;
}

/** The plan's neutral for products without a colour. */
export const NEUTRAL = '#CDBFA9';

function rgb(hex: string): [number, number, number] {
  const clean = /^#[0-9a-f]{6}$/i.test(hex) ? hex.slice(1) : NEUTRAL.slice(1);
  return [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (channels: number[]) =>
  `#${channels
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();

const mix = (a: [number, number, number], b: [number, number, number], t: number) => a.map((c, i) => c + ((b[i] ?? c) - c) * t);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function symbolColours(hex: string | null | undefined): SymbolColours {
  const base = rgb(hex ?? NEUTRAL);
  const fill = toHex(base);
  const dark = luminance(fill) < 0.18;
  return {
    fill,
    line: toHex(mix(base, [31, 36, 33], 0.55)),
    // Cushions, pillows and drawer lines: a step lighter on dark pieces, darker on light ones.
    detail: dark ? toHex(mix(base, [255, 255, 255], 0.25)) : toHex(mix(base, [31, 36, 33], 0.18)),
    label: dark ? '#FFFFFF' : '#1F2421',
  };
}
