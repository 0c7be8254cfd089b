/** The scene's colours, from the board's palette: walls, floor, light and the products' footprints in its tones. */
export interface SceneTones {
  readonly background: string;
  readonly wall: string;
  readonly floor: string;
  /** Hemisphere light: from the sky (above) and bounced from the floor (below). */
  readonly sky: string;
  readonly ground: string;
  /** One per product, in turn. */
  readonly accents: readonly string[];
}

type Rgb = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{6})$/i;
const WHITE: Rgb = [255, 255, 255];
const OAK: Rgb = [198, 172, 140];
const NEUTRAL_PALETTE = ['#E8E1D6', '#B89A78', '#7D8A7A', '#5B5F66'];

export function parseHex(hex: string): Rgb | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const value = parseInt(match[1] as string, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `a` moved towards `b` by `t` (0..1). */
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** Relative luminance (sRGB, WCAG). */
export function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A product's footprint must read against the floor: a tone too close to it is darkened (or, on a dark floor, lightened) until it does. */
const FOOTPRINT_CONTRAST = 1.6;

function standOut(rgb: Rgb, floor: Rgb): Rgb {
  const away = luminance(floor) > 0.18 ? ([0, 0, 0] as Rgb) : WHITE;
  for (let t = 0; t <= 1; t += 0.05) {
    const candidate = mix(rgb, away, t);
    if (contrast(candidate, floor) >= FOOTPRINT_CONTRAST) return candidate;
  }
  return away;
}

/**
 * Soft tones for the room from the board's palette (hex colours): walls near white with the palette's lightest tone,
 * a floor of warm oak leaning to its middle tone, light tinted by the lightest and the darkest, and the palette itself
 * (lifted a little, and set apart from the floor) for the products. A board without a usable palette gets a warm neutral one.
 */
export function sceneTones(palette: readonly string[]): SceneTones {
  const parsed = palette.map(parseHex).filter((rgb): rgb is Rgb => rgb !== null);
  const colours = parsed.length > 0 ? parsed : NEUTRAL_PALETTE.map((hex) => parseHex(hex) as Rgb);
  const byLight = [...colours].sort((a, b) => luminance(b) - luminance(a));
  const lightest = byLight[0] as Rgb;
  const darkest = byLight[byLight.length - 1] as Rgb;
  const middle = byLight[Math.floor(byLight.length / 2)] as Rgb;
  const floor = mix(OAK, middle, 0.3);
  return {
    background: toHex(mix(lightest, WHITE, 0.88)),
    wall: toHex(mix(lightest, WHITE, 0.7)),
    floor: toHex(floor),
    sky: toHex(mix(lightest, WHITE, 0.6)),
    ground: toHex(mix(darkest, OAK, 0.5)),
    accents: colours.map((rgb) => toHex(standOut(mix(rgb, WHITE, 0.15), floor))),
  };
}

/** A product's footprint colour: its own colour when it has one, else the palette's tone in turn; set apart from the floor either way. */
export function itemTone(tones: SceneTones, index: number, colour?: string): string {
  const own = colour ? parseHex(colour) : null;
  const floor = parseHex(tones.floor) ?? OAK;
  if (own) return toHex(standOut(own, floor));
  return tones.accents[index % tones.accents.length] ?? tones.floor;
}
