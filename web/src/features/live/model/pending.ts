import type { RoomLayout } from '@contracts/designer';
import { layoutEdits, type VersionedLayout } from '@contracts/live-layout';

/**
 * `heard` (a newer layout from the server) with this page's edits that the server has not confirmed yet laid over it:
 * what `shown` changed against `base` (the layout the page last heard) stays as shown; everything else is as heard.
 */
export function overlayPending(base: VersionedLayout | null, shown: RoomLayout, heard: RoomLayout): RoomLayout {
  if (!base) return heard;
  const pending = layoutEdits(base, shown);
  const room = pending.room === undefined ? heard : shown;
  const mine = new Map(shown.items.filter((item) => item.id in pending.items).map((item) => [item.id, item]));
  const items = heard.items.flatMap((item) => {
    if (!(item.id in pending.items)) return [item];
    const kept = mine.get(item.id);
    mine.delete(item.id);
    return kept ? [kept] : [];
  });
  return { width: room.width, length: room.length, shape: room.shape, items: [...items, ...mine.values()] };
}
