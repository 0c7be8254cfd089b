import { useEffect } from 'react';

export const SITE_NAME = 'Roomboard';

/** 'Page · Roomboard'; the site's name alone for none. */
export function titled(page: string | null | undefined): string {
  return page ? `${page} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the document title from a page's own data (a board's title, an article's), over the route's (app/document-titles);
 * nothing while `page` is not known yet.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (page) document.title = titled(page);
  }, [page]);
}
