import { createHash } from 'node:crypto';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export const CONTENT_TYPES: Record<string, string> = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

/** A content-addressed key: the same bytes always get the same name, so URLs can be cached forever. */
export function contentKey(folder: string, data: Buffer, contentType: string): string {
  const ext = EXTENSIONS[contentType];
  if (!ext) throw new Error(`Unsupported content type ${contentType}`);
  return `${folder}/${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${ext}`;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-f0-9]{32}\.(png|jpg|webp)$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** The URL the browser loads a stored file from, through the app's own origin. */
export function blobUrl(key: string): string {
  return `/api/files/${key}`;
}

/** The key behind a URL that `blobUrl` made (also absolute, on any host), or null when it is not one. */
export function keyOfBlobUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://app.invalid').pathname;
  } catch {
    return null;
  }
  const key = path.startsWith('/api/files/') ? path.slice('/api/files/'.length) : '';
  return isSafeKey(key) ? key : null;
}
