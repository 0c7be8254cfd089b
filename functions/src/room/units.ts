/**
 * Units and coordinate spaces. Brands keep room centimetres, screen pixels and degrees apart
 * at compile time; they cost nothing at run time.
 */
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A length in the room, in centimetres. */
export type Cm = Brand<number, 'cm'>;
/** A length on screen (SVG user units of the canvas), in CSS pixels. */
export type Px = Brand<number, 'px'>;
/** An angle in degrees, clockwise on screen. */
export type Deg = Brand<number, 'deg'>;

export const cm = (value: number) => value as Cm;
export const px = (value: number) => value as Px;
export const deg = (value: number) => value as Deg;

/** A point in room space: centimetres from the room's top-left corner, y down. */
export interface RoomPoint {
  readonly x: Cm;
  readonly y: Cm;
}

/** A point in canvas space: pixels from the canvas's top-left corner. */
export interface ScreenPoint {
  readonly x: Px;
  readonly y: Px;
}

export const roomPoint = (x: number, y: number): RoomPoint => ({ x: cm(x), y: cm(y) });

export type LengthUnit = 'cm' | 'in';

const CM_PER_INCH = 2.54;

/** Degrees folded into [0, 360), with float noise from repeated steps rounded away. */
export function normaliseDegrees(angle: number): Deg {
  const folded = ((angle % 360) + 360) % 360;
  const rounded = Math.round(folded * 1e6) / 1e6;
  return deg(rounded === 360 ? 0 : rounded);
}

/** A number without trailing zeros: 200 → '200', 78.74 → '78.7' (one decimal at most). */
export function formatNumber(value: number, decimals = 1): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

export function cmToInches(value: Cm): number {
  return value / CM_PER_INCH;
}

export function inchesToCm(value: number): Cm {
  return cm(value * CM_PER_INCH);
}

/** A length for people: '200 cm' or '78.7 in'. */
export function formatLength(value: Cm, unit: LengthUnit): string {
  return unit === 'cm' ? `${formatNumber(value)} cm` : `${formatNumber(cmToInches(value))} in`;
}

/** Two lengths as the spec writes them: '120 x 80 cm' or '47.2 x 31.5 in'. */
export function formatSize(width: Cm, length: Cm, unit: LengthUnit): string {
  const [a, b] = unit === 'cm' ? [width, length] : [cmToInches(width), cmToInches(length)];
  return `${formatNumber(a)} x ${formatNumber(b)} ${unit}`;
}
