interface Place {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** The page a session expiry came from (the API client's navigator, set up by the app shell, puts it as `from` in the state of /loginPage), if it is one of ours. */
export function returnPlace(state: unknown): Place | null {
  const from = (state as { from?: Partial<Place> } | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (/^\/(login|loginpage|register)$/i.test(pathname)) return null;
  return {
    pathname,
    search: typeof from?.search === 'string' ? from.search : '',
    hash: typeof from?.hash === 'string' ? from.hash : '',
    state: from?.state ?? null,
  };
}
