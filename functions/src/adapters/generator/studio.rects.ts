/** A plan footprint as an axis-aligned box (the studio draws every piece unturned). */
export interface Rect {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export const rectOf = (item: { x: number; y: number; w: number; l: number }): Rect => ({
  x0: item.x - item.w / 2,
  x1: item.x + item.w / 2,
  y0: item.y - item.l / 2,
  y1: item.y + item.l / 2,
});

/** Whether two boxes come closer than `gap` cm (touching, with no gap, is not an overlap). */
export const overlaps = (a: Rect, b: Rect, gap = 0) => a.x0 < b.x1 + gap && b.x0 < a.x1 + gap && a.y0 < b.y1 + gap && b.y0 < a.y1 + gap;
