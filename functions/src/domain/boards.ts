import type { BoardVisibility } from '../contracts/boards.js';
import type { CatalogueProduct, PaletteColour } from '../contracts/catalogue.js';
import type { RoomLayout } from '../contracts/designer.js';
import type { ReportReason } from '../contracts/community-rules.js';
import { addPicture, type BoardPictureRecord, type RoomPhotoRecord } from './board-pictures.js';
import { productKind, type ProductKind } from '../contracts/product-kinds.js';
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
  /** Set once the key designers were given was renewed (the one-off repair: review queues, project briefs). */
  designerKeysRenewed?: boolean;
  /** Set on a copy hidden because a moderator hid its original (that board's id): restoring the original restores it. */
  hiddenWith?: string | null;
  /** Set on a design project's concept board: the designer who made it in the member's account. */
  byDesigner?: { uid: string; name: string } | null;
  /** Set while a moderator keeps the board hidden: the reason its owner is told, and their request for another look. */
  moderation?: BoardModeration | null;
  /**
   * The share image last stored for the board (domain/board-share.ts), so that the one it replaces is deleted when the
   * picture, title or palette changes. Absent on boards shared before it was kept, and until the first is made.
   */
  shareImagePath?: string | null;
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
 * The layout after a swap (one product for another): the room (size, shape, openings) and the other placements stay,
 * and the new product stands where the old one stood. Any other change keeps the placements of the products that stay.
 */
export function swappedLayout(
  layout: RoomLayout,
  before: readonly Pick<BoardProduct, 'productId'>[],
  after: readonly Pick<BoardProduct, 'productId'>[],
): RoomLayout {
  const left = before.filter((item) => !after.some((other) => other.productId === item.productId));
  const came = after.filter((item) => !before.some((other) => other.productId === item.productId));
  if (left.length !== 1 || came.length !== 1) return placedOnBoard(layout, after);
  const [from, to] = [left[0]!.productId, came[0]!.productId];
  const swapped: RoomLayout = {
    ...layout,
    items: layout.items.map((item) => (item.id === from ? { ...item, id: to } : item)),
    ...(layout.removed ? { removed: layout.removed.map((id) => (id === from ? to : id)) } : {}),
  };
  return placedOnBoard(swapped, after);
}

/**
 * The board with the content of a new generation of its products: the same id, owner, visibility, date and picture
 * key; the new picture becomes the current one of its history (`dropped`: pictures the history no longer keeps); the
 * layout keeps the placements of the products that stay, and products new to the board get none (the designer places
 * them). A `swap` (a designer's swap, accepted) changes the pieces and the picture only: the board keeps its name,
 * description and room, and the new product stands where the old one stood (`swappedLayout`).
 */
export function withContent(board: BoardRecord, content: BoardContent, now: Date, swap = false): { board: BoardRecord; dropped: string[] } {
  const layout =
    board.layout && (swap ? swappedLayout(board.layout, board.items, content.items) : placedOnBoard(board.layout, content.items));
  const { dropped, ...pictures } = addPicture(board, { path: content.imagePath, source: 'generated', createdAt: now });
  const next = swap ? { ...content, generatedTitle: board.generatedTitle, description: board.description } : content;
  // The gallery's search follows the new titles.
  const words = titleWords(next.generatedTitle, next.title);
  return { board: { ...board, ...next, ...pictures, layout, titleWords: words }, dropped };
}
