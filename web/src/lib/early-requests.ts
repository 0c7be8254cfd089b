// The first API read of a page, sent by the entry (main.tsx) from the address alone, before the page's scripts have
// loaded; the API client (api-client.ts) takes its answer instead of asking again. No imports: the entry stays tiny.

const sent = new Map<string, Promise<Response>>();
const key = (path: string, token: string | null) => `${token ?? ''} ${path}`;

/** Sends GET /api/<path> as the API client would (same headers), to be taken once by `takeEarlyRequest`. */
function requestEarly(path: string, token: string | null): void {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = fetch(`/api/${path}`, { headers });
  // The page's first pictures are fetched as soon as the answer names them, not once the page has rendered it.
  const named = response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((body: unknown) => showFirstPictures(firstPicturesIn(path, body)))
    // Never taken (the page asked for something else): its failure is nobody's concern.
    .catch(() => undefined);
  pending.push(named);
  sent.set(key(path, token), response);
}

/** The page's first pictures as far as they are known, in the order of the shell's slots. */
const firstPictures: string[] = [];
/** What the app waits for before it loads: the first reads' answers, then the pictures they named. */
const pending: Promise<unknown>[] = [];

/** The first picture number `index` of the page, once the address or the first read has named it. */
export const earlyPicture = (index: number): string | null => firstPictures[index] ?? null;

/**
 * Puts each picture in its place in the shell, the page's loading state painted before any script
 * (components/ui/early-picture.tsx), so it shows before the app has loaded; without a place, it is fetched first.
 */
function showFirstPictures(urls: string[]): void {
  urls.forEach((url, index) => {
    firstPictures[index] ??= url;
    const slot = document.querySelector<HTMLElement>(`#root[data-shell] [data-early-picture^="${index} "]`);
    if (!slot) {
      const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: url, fetchPriority: 'high' });
      document.head.append(link);
      return;
    }
    if (slot.querySelector('img')) return;
    const [, width, height] = slot.dataset.earlyPicture!.split(' ');
    const img = Object.assign(document.createElement('img'), { src: url, alt: '', fetchPriority: 'high' });
    img.setAttribute('width', width!);
    img.setAttribute('height', height!);
    pending.push(
      new Promise((resolve) => {
        img.addEventListener('load', resolve);
        img.addEventListener('error', resolve);
      }),
    );
    slot.append(img);
  });
}

/**
 * Settles once the first reads have answered and the pictures they named are on screen (or could not be), or after
 * `capMs`: the page's picture gets the network before the app's scripts, which never wait longer than that.
 */
export async function firstPicturesShown(capMs: number): Promise<void> {
  const cap = new Promise((resolve) => setTimeout(resolve, capMs));
  const settled = async () => {
    // Each answer may add a picture to wait for.
    for (let awaited = 0; awaited < pending.length;) {
      awaited = pending.length;
      await Promise.all(pending);
    }
  };
  await Promise.race([settled(), cap]);
}

/**
 * The pictures at the top of a page, named by its first read's answer: a board's or a generation's picture, the
 * gallery's first board, the catalogue's first row (two cards on a phone). They must be the URLs the page's <img>
 * elements use, or they are fetched twice.
 */
export function firstPicturesIn(path: string, body: unknown): string[] {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const list = (field: string) => (Array.isArray(fields[field]) ? (fields[field] as Record<string, unknown>[]) : []);
  const urls = /^(boards|generations)\/[^/?]+$/.test(path)
    ? [fields.image_url]
    : path.startsWith('get_products_all/')
      ? list('boards')
          .slice(0, 1)
          .map((board) => board.image_url)
      : path.startsWith('products?')
        ? list('products')
            .slice(0, 2)
            .map((product) => product.image)
        : [];
  return urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/'));
}

/** The early answer to GET /api/<path> with this session, once; undefined when none was sent. */
export function takeEarlyRequest(path: string, token: string | null): Promise<Response> | undefined {
  const response = sent.get(key(path, token));
  sent.delete(key(path, token));
  return response;
}

function storedToken(): string | null {
  try {
    return localStorage.getItem('jwt');
  } catch {
    return null;
  }
}

/**
 * The read each page starts with, from the address (paths match case-insensitively, as the router's do), in the form
 * its API module asks for it (features/boards/api/get-board.ts, features/generation/api/get-generation.ts,
 * features/catalogue/api/get-products.ts, features/boards/api/get-boards.ts, features/profile/api/get-profile.ts).
 */
export function firstReads(location: Pick<Location, 'pathname' | 'search'>, signedIn: boolean, historyState: unknown): string[] {
  const trimmed = location.pathname.replace(/\/+$/, '');
  const path = trimmed.toLowerCase();
  const query = new URLSearchParams(location.search);
  const board = /^\/userboard\/([^/]+)$/i.exec(trimmed);
  if (board) {
    try {
      return [`boards/${encodeURIComponent(decodeURIComponent(board[1]!))}`];
    } catch {
      return [];
    }
  }
  // Opened by address (not from the Steps screen, whose room choice picks another tab): the All tab's first page.
  const fromSteps = (historyState as { usr?: unknown } | null)?.usr != null || query.has('function');
  if (path === '/selectedproducts' && !fromSteps) return ['products?page=1'];
  if (path === '/inspirations') return ['get_products_all/?page=1&page_size=3'];
  if (!signedIn) return [];
  const id = query.get('id');
  if (path === '/boarddetail' && id) return [`generations/${encodeURIComponent(id)}`];
  if (path === '/seeboard') return ['get_products_by_email/?page=1&page_size=3', 'get-profile'];
  return [];
}

/**
 * The page's largest picture when the address names it: a public board's, as a visitor sees it (the server's
 * boardImageUrl; an owner's address carries a key, so none is guessed for a signed-in reader).
 */
export function firstPicture(location: Pick<Location, 'pathname'>, signedIn: boolean): string | null {
  const board = /^\/userboard\/([^/]+)\/?$/i.exec(location.pathname);
  return board && !signedIn ? `/api/boards/${board[1]}/image` : null;
}

/** Sends the first reads of the page at this address, and fetches its largest picture first. */
export function requestFirstReads(): void {
  const token = storedToken();
  for (const path of firstReads(window.location, token !== null, window.history.state)) requestEarly(path, token);
  const picture = firstPicture(window.location, token !== null);
  if (picture) showFirstPictures([picture]);
}
