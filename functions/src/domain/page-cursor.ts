// Page cursors: where the next page of a list starts, as opaque text (base64url of a JSON array) that only this API reads.
import { isBoardId } from './board-access.js';

/** Where the next page starts: after this board in (createdAt desc, id desc) order. */
export interface PageCursor {
  createdAtMs: number;
  id: string;
  /** In the 'most liked' order: the rolled-up like count of the board the page ended on. */
  likes?: number;
}

/** Where the next page of a newest-first list starts: after the item made at `ms` with id `id`. */
export interface ListCursor {
  ms: number;
  id: string;
}

/** A ranked products page: the last product shown and how many were shown up to it. */
interface RankedCursor {
  lastId: string;
  offset: number;
}

const encodeParts = (parts: readonly unknown[]): string => Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');

/** The array a cursor holds, with `length` items (or one of the lengths); null when the text is not one this API made. */
function decodeParts(text: string, lengths: readonly number[]): unknown[] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || !lengths.includes(value.length) || encodeParts(value) !== text) return null;
    return value as unknown[];
  } catch {
    return null;
  }
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

export function encodeCursor(cursor: PageCursor): string {
  return encodeParts(cursor.likes === undefined ? [cursor.createdAtMs, cursor.id] : [cursor.createdAtMs, cursor.id, cursor.likes]);
}

/** null when the text is not a cursor this API made. */
export function decodeCursor(text: string): PageCursor | null {
  const parts = decodeParts(text, [2, 3]);
  if (!parts) return null;
  const [createdAtMs, id, likes] = parts;
  if (!isCount(createdAtMs) || typeof id !== 'string' || !isBoardId(id)) return null;
  if (parts.length === 2) return { createdAtMs, id };
  return isCount(likes) && likes >= 0 ? { createdAtMs, id, likes } : null;
}

export const encodeListCursor = (cursor: ListCursor): string => encodeParts([cursor.ms, cursor.id]);

/** null when the text is not a cursor this API made. */
export function decodeListCursor(text: string): ListCursor | null {
  const [ms, id] = decodeParts(text, [2]) ?? [];
  return isCount(ms) && typeof id === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(id) ? { ms, id } : null;
}

/** A products page cursor: the last product's sort key (title '\0' id). */
export const encodeProductCursor = (sortKey: string): string => encodeParts([sortKey]);

/** The sort key a cursor holds; null when the text is not a cursor this API made. */
export function decodeProductCursor(text: string): string | null {
  const [sortKey] = decodeParts(text, [1]) ?? [];
  return typeof sortKey === 'string' && sortKey.includes('\u0000') ? sortKey : null;
}

export const encodeRankedCursor = (cursor: RankedCursor): string => encodeParts(['ranked', cursor.lastId, cursor.offset]);

export function decodeRankedCursor(text: string): RankedCursor | null {
  const [kind, lastId, offset] = decodeParts(text, [3]) ?? [];
  return kind === 'ranked' && typeof lastId === 'string' && isCount(offset) && offset >= 0 ? { lastId, offset } : null;
}
