import { createHmac } from 'node:crypto';
import { BOARD_NOT_FOUND, type Board, type BoardVisibility } from '../contracts/boards.js';
import type { CatalogueProduct, PaletteColour } from '../contracts/catalogue.js';
import type { RoomLayout } from '../contracts/designer.js';
import { REPORT_REASON_LABELS, type ReportReason } from '../contracts/community-rules.js';
import { blobUrl } from './blob-keys.js';
import { addPicture, currentPictureUrl, type BoardPictureRecord, type RoomPhotoRecord } from './board-pictures.js';
import { forbidden, notFound } from './errors.js';
import { kindMount, productKind, type ProductKind } from '../contracts/product-kinds.js';
import { isCutoutReady } from './cutout-job.js';
import type { GenerationJob } from './generation-job.js';
import { paletteHexCode } from './palette.js';

/** One product as a saved board keeps it: a copy, so later catalogue edits do not change the board. */
export interface BoardProduct {
  productId: string;
  title: string;
  price: number;
  width: number;
  length: number;
  height: number;
  cutoutPath: string | null;
  /** From the catalogue product's title and keywords when the board was saved; boards saved before read it from the title. */
  kind?: ProductKind;
  /** The product's first colour (#RRGGBB). */
  colour?: string;
  /** The catalogue's shop page for it, when it has one (the shopping list links it). */
  shopUrl?: string;
}

/** A saved board (`boards/{id}`). Images are stored files: paths here, URLs in the API. */
export interface BoardRecord {
  id: string;
  ownerUid: string;
  ownerName: string;
  generationId: string;
  functionName: string;
  title: string;
  generatedTitle: string;
  description: { main_title: string; description: string };
  hexCode: string;
  palette: PaletteColour[];
  imagePath: string;
  /** The key to the picture's URL that only the owner receives (the generation's), so a private board's picture shows. */
  imageKey: string;
  cutoutPaths: string[];
  items: BoardProduct[];
  visibility: BoardVisibility;
  /** Set to true by a moderator in the Firebase console: the board leaves every list and its link answers 404. */
  hidden: boolean;
  layout: RoomLayout | null;
  /** The picture history, newest first (the current one is `imagePath`); empty until the picture first changes. */
  pictures: BoardPictureRecord[];
  /** The owner's room photo last uploaded for this board, to place its cutouts on. */
  roomPhoto: RoomPhotoRecord | null;
  createdAt: Date;
  /** The wizard's style, for the gallery's filter (none on boards saved before it was kept). */
  style?: string;
  /** Lower-cased words of the titles, for the gallery's search (array-contains). */
  titleWords?: string[];
  /** Likes as last rolled up from the counter shards: the gallery's 'most liked' order, not the count shown. */
  likeCount?: number;
  /** Set on a copy saved from another member's public board. */
  copiedFrom?: { boardId: string; ownerUid: string; ownerName: string } | null;
  /**
   * Which key co-editors hold (editorKeyOf): one more each time a co-editor is removed or the board made private, so
   * that the key they held opens nothing any more. Absent: 0.
   */
  editorKeyEpoch?: number;
  /** Set once the owner's key was renewed after co-editors had held it (the one-off repair). */
  ownerKeyRenewed?: boolean;
  /** Set on a copy hidden because a moderator hid its original (that board's id): restoring the original restores it. */
  hiddenWith?: string | null;
  /** Set on a design project's concept board: the designer who made it in the member's account. */
  byDesigner?: { uid: string; name: string } | null;
  /** Set while a moderator keeps the board hidden: the reason its owner is told, and their request for another look. */
  moderation?: BoardModeration | null;
}

export interface BoardModeration {
  reason: ReportReason;
  hiddenAt: Date;
  appealedAt: Date | null;
}

export type NewBoard = Omit<BoardRecord, 'id'>;

/** The spec's saved title: product titles joined by ', ', commas inside a title become '_', a missing title 'Untitled'. */
export function boardTitle(titles: ReadonlyArray<string | null | undefined>): string {
  return titles.map((title) => (title?.trim() ? title.trim().replaceAll(',', '_') : 'Untitled')).join(', ');
}

/** Everything a board keeps, from its generation (which must have its picture) and the products it was made of. */
export function boardFromGeneration(
  job: GenerationJob & { imagePath: string; imageKey: string },
  products: CatalogueProduct[],
  owner: { uid: string; name: string },
  visibility: BoardVisibility,
  now: Date,
): NewBoard {
  const byId = new Map(products.map((product) => [product.id, product]));
  // A photo that stood in for a cutout not ready at generation time gives way to the cutout made since.
  const cutouts = job.cutouts.map((cutout) => {
    const product = byId.get(cutout.productId);
    return cutout.source === 'photo' && product?.cutoutPath && isCutoutReady(product)
      ? { productId: cutout.productId, path: product.cutoutPath }
      : cutout;
  });
  const cutoutOf = new Map(cutouts.map((cutout) => [cutout.productId, cutout.path]));
  const items: BoardProduct[] = job.productIds.map((id) => {
    const product = byId.get(id);
    return {
      productId: id,
      title: product?.title ?? '',
      price: product?.price ?? 0,
      width: product?.width ?? 0,
      length: product?.length ?? 0,
      height: product?.height ?? 0,
      cutoutPath: cutoutOf.get(id) ?? null,
      ...(product ? { kind: productKind(product) } : {}),
      ...(product?.hexCodes[0] ? { colour: product.hexCodes[0] } : {}),
      ...(product?.shopUrl ? { shopUrl: product.shopUrl } : {}),
    };
  });
  const palette = job.text?.palette ?? [];
  return {
    ownerUid: owner.uid,
    ownerName: owner.name,
    generationId: job.id,
    functionName: job.functionName,
    title: boardTitle(items.map((item) => item.title)),
    generatedTitle: job.text?.title ?? '',
    description: job.text?.description ?? { main_title: '', description: '' },
    hexCode: palette.length ? paletteHexCode(palette) : products.flatMap((product) => product.hexCodes).join(', '),
    palette,
    imagePath: job.imagePath,
    imageKey: job.imageKey,
    cutoutPaths: cutouts.map((cutout) => cutout.path),
    items,
    visibility,
    hidden: false,
    layout: null,
    style: job.style,
    titleWords: titleWords(job.text?.title ?? '', boardTitle(items.map((item) => item.title))),
    likeCount: 0,
    copiedFrom: null,
    pictures: [],
    roomPhoto: null,
    // Whole milliseconds, so that a page cursor (which carries the time in ms) names this board exactly.
    createdAt: new Date(Math.floor(now.getTime())),
  };
}

/**
 * A copy of `original` for another member ('Save to my boards'), built from an allow-list: the picture, words,
 * products, palette and layout. Never what was the owner's alone: the room photo, the picture history, the keys, the
 * likes, the generation (comments and co-editors live elsewhere and stay with the original).
 */
export function copyOfBoard(original: BoardRecord, owner: { uid: string; name: string }, imageKey: string, now: Date): NewBoard {
  return {
    ownerUid: owner.uid,
    ownerName: owner.name,
    generationId: '',
    functionName: original.functionName,
    title: original.title,
    generatedTitle: original.generatedTitle,
    description: { ...original.description },
    hexCode: original.hexCode,
    palette: original.palette.map((colour) => ({ ...colour })),
    imagePath: original.imagePath,
    imageKey,
    cutoutPaths: [...original.cutoutPaths],
    items: original.items.map((item) => ({ ...item })),
    visibility: 'private',
    hidden: false,
    layout: original.layout && placedOnBoard(original.layout, original.items),
    pictures: [],
    roomPhoto: null,
    ...(original.style ? { style: original.style } : {}),
    titleWords: original.titleWords ?? titleWords(original.generatedTitle, original.title),
    likeCount: 0,
    copiedFrom: { boardId: original.id, ownerUid: original.ownerUid, ownerName: original.ownerName },
    createdAt: new Date(Math.floor(now.getTime())),
  };
}

/** The distinct lower-cased words (letters and digits) of the titles, the search's keys; at most 40. */
export function titleWords(...titles: string[]): string[] {
  const words =
    titles
      .join(' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, 40);
}

/**
 * The word a search looks up in the title-words index (one array-contains per query): the longest, the most telling
 * of the words typed. Null when the search has no word.
 */
export function searchWord(query: string): string | null {
  return titleWords(query).sort((a, b) => b.length - a.length)[0] ?? null;
}

/** What a board takes from the generation it shows; an edit of its products replaces these (the picture joins its history). */
export type BoardContent = Pick<
  BoardRecord,
  'generationId' | 'title' | 'generatedTitle' | 'description' | 'hexCode' | 'palette' | 'imagePath' | 'cutoutPaths' | 'items'
>;

/** The layout's placements of the board's products only: a product taken off the board leaves the layout with it. */
export function placedOnBoard(layout: RoomLayout, products: readonly Pick<BoardProduct, 'productId'>[]): RoomLayout {
  const onBoard = new Set(products.map((product) => product.productId));
  return { ...layout, items: layout.items.filter((item) => onBoard.has(item.id)) };
}

/**
 * The board with the content of a new generation of its products: the same id, owner, visibility, date and picture
 * key; the new picture becomes the current one of its history (`dropped`: pictures the history no longer keeps); the
 * layout keeps the placements of the products that stay, and products new to the board get none (the designer places
 * them).
 */
export function withContent(board: BoardRecord, content: BoardContent, now: Date): { board: BoardRecord; dropped: string[] } {
  const layout = board.layout && placedOnBoard(board.layout, content.items);
  const { dropped, ...pictures } = addPicture(board, { path: content.imagePath, source: 'generated', createdAt: now });
  // The gallery's search follows the new titles.
  const words = titleWords(content.generatedTitle, content.title);
  return { board: { ...board, ...content, ...pictures, layout, titleWords: words }, dropped };
}

/** The name a board credits its owner with: the member's public name (contracts/public-name.ts). */
export { MEMBER_NAME, publicName as ownerDisplayName } from '../contracts/public-name.js';

/**
 * The key co-editors get: it opens the board's current picture and nothing else the owner's key opens (the room photo,
 * the picture history, the generation). Derived from the owner's key and the epoch, so a rotation is one increment.
 */
export function editorKeyOf(record: Pick<BoardRecord, 'imageKey' | 'editorKeyEpoch'>): string {
  return createHmac('sha256', record.imageKey)
    .update(`co-editors:${record.editorKeyEpoch ?? 0}`)
    .digest('base64url')
    .slice(0, 24);
}

/** The API's board record for `viewerUid` (null: signed out). The owner gets the picture's key, co-editors theirs. */
export function toBoardView(record: BoardRecord, viewerUid: string | null, coEditor = false): Board {
  const isOwner = viewerUid !== null && viewerUid === record.ownerUid;
  const key = isOwner ? record.imageKey : coEditor ? editorKeyOf(record) : null;
  return {
    id: record.id,
    image_url: currentPictureUrl(record, key),
    title: record.title,
    generated_title: record.generatedTitle,
    description: record.description,
    background_removed_images: record.cutoutPaths.map(blobUrl),
    hex_code: record.hexCode,
    palette: record.palette,
    width: record.items.map((item) => item.width).join(', '),
    height: record.items.map((item) => item.height).join(', '),
    items: record.items.map((item) => {
      const kind = item.kind ?? productKind({ title: item.title, keywords: [] });
      return {
        id: item.productId,
        title: item.title || 'Untitled',
        price: item.price,
        width: item.width,
        length: item.length,
        height: item.height,
        cutout: item.cutoutPath ? blobUrl(item.cutoutPath) : null,
        kind,
        mount: kindMount(kind),
        ...(item.colour ? { colour: item.colour } : {}),
        ...(item.shopUrl ? { shop_url: item.shopUrl } : {}),
      };
    }),
    function_name: record.functionName,
    timestamp: record.createdAt.toISOString(),
    date: record.createdAt.toISOString().slice(0, 10),
    visibility: record.visibility,
    owner: { name: record.ownerName, id: record.ownerUid },
    isOwner,
    layout: record.layout,
    ...(record.style ? { style: record.style } : {}),
    copied_from: record.copiedFrom
      ? { id: record.copiedFrom.boardId, owner_name: record.copiedFrom.ownerName, owner_id: record.copiedFrom.ownerUid }
      : null,
    ...(record.byDesigner ? { by_designer: { id: record.byDesigner.uid, name: record.byDesigner.name } } : {}),
    ...(isOwner && record.hidden ? { moderation: moderationView(record.moderation ?? null) } : {}),
  };
}

/** What the owner of a hidden board is told; a board hidden in the console without a reason reads as 'other'. */
function moderationView(moderation: BoardModeration | null): NonNullable<Board['moderation']> {
  const reason = moderation?.reason ?? 'other';
  return {
    reason,
    label: REPORT_REASON_LABELS[reason],
    hidden_at: (moderation?.hiddenAt ?? new Date(0)).toISOString(),
    appealed_at: moderation?.appealedAt?.toISOString() ?? null,
  };
}

/** Its owner still opens a hidden board, to read why and ask for another look; nobody else does. */
export const ownerOfHidden = (record: BoardRecord, viewerUid: string | null): boolean =>
  record.hidden && viewerUid !== null && viewerUid === record.ownerUid;

/** Who may see a board: anyone when public and not hidden; its owner when not hidden. Hidden boards are gone for all. */
export function canView(record: BoardRecord, viewerUid: string | null): boolean {
  if (record.hidden) return false;
  return record.visibility === 'public' || (viewerUid !== null && viewerUid === record.ownerUid);
}

/** The board, when it exists and is not hidden; 404 otherwise. */
export function existingBoard(record: BoardRecord | null): BoardRecord {
  if (!record || record.hidden) throw notFound(BOARD_NOT_FOUND);
  return record;
}

/** The board, when `uid` owns it; 404 when it does not exist (or is hidden), 403 when someone else owns it. */
export function ownBoard(record: BoardRecord | null, uid: string): BoardRecord {
  const board = existingBoard(record);
  if (board.ownerUid !== uid) throw forbidden();
  return board;
}

/** Document ids the store makes (20 letters and digits); anything else names no board. */
export function isBoardId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,120}$/.test(id) && !/^__.*__$/.test(id);
}
