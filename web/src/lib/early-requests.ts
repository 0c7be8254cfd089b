// The first API read of a page, sent by the entry (main.tsx) from the address alone, before the page's scripts have
// loaded; the API client (api-client.ts) takes its answer instead of asking again. Which reads, from the route table
// (config/routes.ts, itself without imports): the entry stays tiny.
import { firstPicture, firstReads } from '../config/routes';

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

/** Sends the first reads of the page at this address, and fetches its largest picture first. */
export function requestFirstReads(): void {
  const token = storedToken();
  for (const path of firstReads(window.location, token !== null, window.history.state)) requestEarly(path, token);
  const picture = firstPicture(window.location, token !== null);
  if (picture) showFirstPictures([picture]);
}
