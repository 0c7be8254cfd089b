/**
 * Lists page by number (an offset: Firestore reads every skipped document) only this far; beyond, the client follows
 * the `next` cursor of the page before, which costs about one page of reads however deep it goes.
 */
const MAX_OFFSET_PAGES = 5;
export const PAGE_BEYOND_LIMIT = `Only the first ${MAX_OFFSET_PAGES} pages can be asked for by number. Follow the next cursor of the page before to go further.`;

/** Whether a list query stays within the offset limit: a cursor, or a page number up to MAX_OFFSET_PAGES. */
export const withinOffsetLimit = (query: { page: number; cursor?: string | undefined }) =>
  Boolean(query.cursor) || query.page <= MAX_OFFSET_PAGES;

export const BAD_CURSOR = 'The page cursor is not valid.';
