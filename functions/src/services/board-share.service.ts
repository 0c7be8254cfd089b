import { isBoardId } from '../domain/board-access.js';
import {
  isShared,
  shareImageContent,
  shareImageKey,
  shareImageTurnover,
  shareImageVersion,
  shareMetaOf,
  withShareTags,
} from '../domain/board-share.js';
import { notFound } from '../domain/errors.js';
import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { PageShells } from '../ports/page-shells.port.js';
import type { ShareImages } from '../ports/share-images.port.js';
import { shareLogs } from './board-share.logs.js';

export interface BoardPageDeps {
  boards: Pick<BoardsRepository, 'get'>;
  shells: Pick<PageShells, 'userBoard'>;
  /** The site's origin: the tags' URLs are absolute. */
  appOrigin: string;
}

/** The board page's HTML; `shared` when it carries the board's own tags (a public board), else the site's. */
interface BoardPage {
  html: string;
  headers: Record<string, string>;
  shared: boolean;
}

/**
 * GET /UserBoard/<id>: the board page's shell as built, with a public board's Open Graph and Twitter tags in its head,
 * so that a link shared in a chat or on Pinterest shows the board. A private, hidden or missing board gets the shell
 * as it is, with the site's tags (the app then shows its own 404 or the owner's board).
 */
export async function boardPage(deps: BoardPageDeps, id: string): Promise<BoardPage> {
  const [shell, record] = await Promise.all([deps.shells.userBoard(), isBoardId(id) ? deps.boards.get(id) : null]);
  const meta = shareMetaOf(record, deps.appOrigin);
  return meta ? { ...shell, html: withShareTags(shell.html, meta), shared: true } : { ...shell, shared: false };
}

export interface ShareImageDeps {
  boards: Pick<BoardsRepository, 'get' | 'changeShareImage'>;
  blobs: BlobStore;
  shareImages: ShareImages;
}

/**
 * A public board's share image (og:image). Made on its first request from the board's current picture and kept in the
 * blob store under a key named by what it shows (domain/board-share.ts), so it is made once per picture, title and
 * palette; 404 for a private, hidden or missing board. The board records the image it has, and the one a new image
 * replaces is deleted (else each new picture, title or palette would leave the last image in the store for good).
 * Asked with a `version` (the URL's `v`), it is that image or 404: a URL always names the same image.
 */
export async function shareImage(deps: ShareImageDeps, id: string, version?: string): Promise<StoredBlob> {
  const record = isBoardId(id) ? await deps.boards.get(id) : null;
  if (!isShared(record) || !record.imagePath) throw notFound();
  if (version !== undefined && version !== shareImageVersion(record)) throw notFound();
  const key = shareImageKey(record);
  const kept = await deps.blobs.get(key);
  if (kept) {
    // Made before boards recorded theirs, or recording it failed: recorded now, so that the next one replaces it.
    if (record.shareImagePath !== key) await keepOnly(deps, record.id, key);
    return kept;
  }
  const picture = await deps.blobs.get(record.imagePath);
  if (!picture) throw notFound();
  const started = performance.now();
  const data = await deps.shareImages.compose(picture.data, shareImageContent(record));
  await deps.blobs.put(key, data, 'image/jpeg');
  shareLogs.imageMade(record.id, key, Math.round(performance.now() - started));
  await keepOnly(deps, record.id, key);
  return { data, contentType: 'image/jpeg' };
}

/**
 * Records `key` as the board's share image (once stored, so the board always has one it can serve) and deletes what it
 * leaves behind: the image it replaces, or `key` itself when the board changed or went meanwhile. The image was made
 * and is served all the same when a deletion fails; the next change deletes nothing older.
 */
async function keepOnly(deps: ShareImageDeps, boardId: string, key: string): Promise<void> {
  const stale = await deps.boards.changeShareImage(boardId, (current) => {
    const turnover = shareImageTurnover(current, key);
    return { ...(turnover.shareImagePath ? { shareImagePath: turnover.shareImagePath } : {}), result: turnover.stale };
  });
  try {
    for (const path of stale) await deps.blobs.delete(path);
    if (stale.length) shareLogs.imagesDeleted(boardId, stale);
  } catch (error) {
    shareLogs.imagesNotDeleted(boardId, stale, error);
  }
}
