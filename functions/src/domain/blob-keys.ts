import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export const CONTENT_TYPES: Record<string, string> = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

/** A content-addressed key: the same bytes always get the same name, so URLs can be cached forever. */
export function contentKey(folder: string, data: Buffer, contentType: string): string {
  const ext = EXTENSIONS[contentType];
  if (!ext) throw new Error(`Unsupported content type ${contentType}`);
  return `${folder}/${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${ext}`;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-f0-9]{32}\.(png|jpg|webp)$/;

function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/**
 * Folders whose files belong to a board or a generation (its picture): never served by key, only through the routes
 * that check who may see the board (board-image URLs below), so that a takedown takes them down.
 */
const PRIVATE_FOLDERS = ['boards/', 'room-photos/', 'message-pictures/', 'share-images/'];

/** Files anyone may load by key for a year: the catalogue's photos and cutouts. */
export function isPublicKey(key: string): boolean {
  return isSafeKey(key) && !PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));
}

/** The URL the browser loads a public (catalogue) file from, through the app's own origin. */
export function blobUrl(key: string): string {
  return `/api/files/${key}`;
}

/** A random key that lets its holder load a private picture from an <img> (which cannot send the session token). */
export function newImageKey(): string {
  return randomBytes(18).toString('base64url');
}

/** Whether `given` is the picture's key, in constant time. */
export function isImageKey(given: string | null, expected: string | null): boolean {
  if (!given || !expected || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** A saved board's picture: the public URL for everyone, the keyed one for its owner (who may make it private). */
export function boardImageUrl(boardId: string, imageKey: string | null): string {
  return `/api/boards/${boardId}/image${imageKey ? `?key=${imageKey}` : ''}`;
}

/** A generation's picture, for its owner, who alone receives the key. */
export function generationImageUrl(generationId: string, imageKey: string): string {
  return `/api/generations/${generationId}/image?key=${imageKey}`;
}

/** The generation and key named by a URL that `generationImageUrl` made (also absolute, on any host), or null. */
export function generationOfImageUrl(url: string): { generationId: string; imageKey: string } | null {
  try {
    const parsed = new URL(url, 'http://app.invalid');
    const match = /^\/api\/generations\/([^/]+)\/image$/.exec(parsed.pathname);
    const imageKey = parsed.searchParams.get('key');
    return match && imageKey ? { generationId: decodeURIComponent(match[1]!), imageKey } : null;
  } catch {
    return null;
  }
}
