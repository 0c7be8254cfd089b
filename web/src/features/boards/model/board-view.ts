import type { BoardItem } from '@contracts/boards';

export const BOARD_TITLE_FALLBACK = 'Living Room';
export const NO_BOARD = 'No board details available';
export const NO_IMAGE = 'No image available';

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

/** Unique swatches (case-insensitive, in order) from the spec's comma-separated hex list; anything not a colour is skipped. */
export function uniqueSwatches(hexList: string): string[] {
  const seen = new Set<string>();
  for (const part of hexList.split(',')) {
    const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(part.trim());
    if (match) seen.add(`#${match[1]!.toUpperCase()}`);
  }
  return [...seen];
}

const ROOM_NAMES: Record<string, string> = { Sleep: 'Bedroom', Entertainment: 'Living Room', Dining: 'Dining Room', Bath: 'Bathroom' };

/** The board's heading: the room its function furnishes, else the spec's default 'Living Room'. */
export function boardHeading(functionName: string | undefined): string {
  return (functionName && ROOM_NAMES[functionName]) || BOARD_TITLE_FALLBACK;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatPrice(value: number): string {
  return dollars.format(Number.isFinite(value) ? value : 0);
}

/** The save screen's and the shopping list's total, summed on the client (spec section 9) in cents to avoid drift. */
export function totalPrice(items: ReadonlyArray<Pick<BoardItem, 'price'>>): number {
  return items.reduce((sum, item) => sum + Math.round((Number.isFinite(item.price) ? item.price : 0) * 100), 0) / 100;
}

/** Appends a page to a list, skipping records whose id is already shown (spec: the user-space merge). */
export function mergeById<T extends { id: string }>(shown: readonly T[], page: readonly T[]): T[] {
  const ids = new Set(shown.map((item) => item.id));
  return [...shown, ...page.filter((item) => !ids.has(item.id) && ids.add(item.id))];
}

/** The address of a board's own page, as Share copies it. */
export function boardPath(id: string): string {
  return `/UserBoard/${encodeURIComponent(id)}`;
}
