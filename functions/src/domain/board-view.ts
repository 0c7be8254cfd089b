// The API's view of a saved board, and the key co-editors open its picture with.
import { createHmac } from 'node:crypto';
import type { Board } from '../contracts/boards.js';
import { REPORT_REASON_LABELS } from '../contracts/community-rules.js';
import { kindMount, productKind, type ProductKind, type ProductMount } from '../contracts/product-kinds.js';
import { blobUrl } from './blob-keys.js';
import { currentPictureUrl } from './board-pictures.js';
import type { BoardModeration, BoardProduct, BoardRecord } from './boards.js';

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

/**
 * What the room designer's plan needs of a board's product: its footprint in cm, what it is (a board saved before kinds
 * were kept reads it from the title), where it goes, and its colour.
 */
export function planPieceOf(item: BoardProduct): {
  width: number;
  length: number;
  kind: ProductKind;
  mount: ProductMount;
  colour?: string;
} {
  const kind = item.kind ?? productKind({ title: item.title, keywords: [] });
  return { width: item.width, length: item.length, kind, mount: kindMount(kind), ...(item.colour ? { colour: item.colour } : {}) };
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
    items: record.items.map((item) => ({
      id: item.productId,
      title: item.title || 'Untitled',
      price: item.price,
      ...planPieceOf(item),
      height: item.height,
      cutout: item.cutoutPath ? blobUrl(item.cutoutPath) : null,
      ...(item.shopUrl ? { shop_url: item.shopUrl } : {}),
    })),
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
