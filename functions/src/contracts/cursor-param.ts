import { z } from 'zod';

/** A list's `cursor` query parameter: the `next` of the page before, blank meaning the first page. */
export const cursorParam = z
  .string()
  .trim()
  .max(500)
  .optional()
  .transform((value) => value || undefined);

/** A list's query: only its cursor (`?cursor=`). */
export const CursorQuery = z.object({ cursor: cursorParam });
