/** Background removal: a product photo in, a transparent PNG of the object out. Slow and memory-hungry. */
export interface CutoutMaker {
  /** PNG with alpha, trimmed to the object, at most `CUTOUT_MAX_SIDE` px on its longest side. */
  cut(photo: Buffer, contentType: string): Promise<Buffer>;
}

export const CUTOUT_MAX_SIDE = 512;
