import { FUNCTION_KEYWORDS, type RoomFunction } from '@contracts/choices';
import { MAX_SELECTED_PRODUCTS, ROOM_STYLES, TOO_MANY_PRODUCTS } from '@contracts/choices';

export const BACK_TAB = 'Back';
export const ALL_TAB = 'All';

/** The room the user chose on the Steps screen or the wizard; any part may be missing (e.g. an address typed by hand). */
export interface RoomChoice {
  function_name: RoomFunction | null;
  size: string | null;
  style: (typeof ROOM_STYLES)[number] | null;
}

function isRoomFunction(value: unknown): value is RoomFunction {
  return typeof value === 'string' && Object.hasOwn(FUNCTION_KEYWORDS, value);
}

function isStyle(value: unknown): value is (typeof ROOM_STYLES)[number] {
  return typeof value === 'string' && (ROOM_STYLES as readonly string[]).includes(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() && value.length <= 40 ? value.trim() : null;
}

/** Router state first (the spec), else the query (?function=&size=&style=) that survives a reload. */
export function readRoomChoice(state: unknown, query: URLSearchParams): RoomChoice {
  const fromState = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  const fn = fromState.function_name ?? query.get('function');
  const style = fromState.style ?? query.get('style');
  return {
    function_name: isRoomFunction(fn) ? fn : null,
    size: text(fromState.size ?? query.get('size')),
    style: isStyle(style) ? style : null,
  };
}

/** Back, All, then the function's category keywords. */
export function categoryTabs(functionName: RoomFunction | null): string[] {
  return [BACK_TAB, ALL_TAB, ...(functionName ? FUNCTION_KEYWORDS[functionName] : [])];
}

/** The tab at index 2 (the function's own keyword) when a function is known, otherwise All. */
export function defaultTab(functionName: RoomFunction | null): string {
  return categoryTabs(functionName)[2] ?? ALL_TAB;
}

/** Adds or removes a product; an 11th is refused with the spec's message and the list is left as it was. */
export function toggleSelection<T extends { id: string }>(selected: readonly T[], product: T): { selected: T[]; error?: string } {
  if (selected.some((item) => item.id === product.id)) return { selected: selected.filter((item) => item.id !== product.id) };
  if (selected.length >= MAX_SELECTED_PRODUCTS) return { selected: [...selected], error: TOO_MANY_PRODUCTS };
  return { selected: [...selected, product] };
}

/** Page 1 replaces the list; a later page appends, skipping products already shown. */
export function mergePage<T extends { id: string }>(shown: readonly T[], page: number, products: readonly T[]): T[] {
  if (page <= 1) return [...products];
  const ids = new Set(shown.map((item) => item.id));
  return [...shown, ...products.filter((item) => !ids.has(item.id))];
}
