import type { BoardItem } from '@contracts/boards';

export const NO_BOARD = 'No board details available';
export const NO_IMAGE = 'No image available';

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
