// The API answers a page's HTML carries: the api function filled the page from them (/designers, a designer's page),
// and the page's first render must show the same data for React to adopt that HTML, so its reads start from them.
import { READS_ELEMENT_ID, type PageReads } from '@contracts/page-template';

let carried: PageReads | null | undefined;

function pageReads(): PageReads | null {
  if (carried === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(READS_ELEMENT_ID);
    try {
      carried = element?.textContent ? (JSON.parse(element.textContent) as PageReads) : null;
    } catch {
      carried = null;
    }
  }
  return carried;
}

/**
 * A read's options that start it from the page's answer to GET /api/<path>, as of when the function read it (it is
 * asked again once stale, like any answer). Taken once: a read made again later asks the API.
 */
export function fromPageRead<T>(path: string): { initialData: () => T | undefined; initialDataUpdatedAt: () => number | undefined } {
  return {
    initialData: () => {
      const reads = pageReads();
      if (!reads || !(path in reads.reads)) return undefined;
      const answer = reads.reads[path] as T;
      delete reads.reads[path];
      return answer;
    },
    initialDataUpdatedAt: () => pageReads()?.at,
  };
}
