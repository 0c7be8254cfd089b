import { useEffect } from 'react';
import { titled } from '../config/routes';

/**
 * Sets the document title from a page's own data (a board's title, an article's), over the route's (config/routes.ts);
 * nothing while `page` is not known yet.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (page) document.title = titled(page);
  }, [page]);
}
