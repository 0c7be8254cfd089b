/** The product cutouts as the studio picture reads them: decoded once, with the box of their visible pixels. */
export type Sharp = typeof import('sharp');

/** A cutout decoded once: its RGBA pixels and the box of its visible pixels (faint halo left by background removal excluded). */
export interface Decoded {
  data: Buffer;
  width: number;
  height: number;
  box: { left: number; top: number; width: number; height: number };
}

const VISIBLE_ALPHA = 24;

export async function decode(sharp: Sharp, cutout: Buffer): Promise<Decoded> {
  const { data, info } = await sharp(cutout).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (data[row + x * 4 + 3]! < VISIBLE_ALPHA) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  const box = x1 < 0 ? { left: 0, top: 0, width, height } : { left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
  return { data, width, height, box };
}
